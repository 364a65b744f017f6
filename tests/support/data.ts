import type { Cart, Failure, Place, User } from '../../machines/domain';

/** The signed-in user of the machine tests. */
export const ada: User = {
  subject: '42',
  firstName: 'Ada',
  lastName: 'L',
  email: 'ada@example.lt',
};

/** A call the booking API refused as unauthorised (401): the session has ended on the server. */
export const expired: Failure = {
  ok: false,
  error: 'server',
  message: 'Token expired',
  status: 401,
};

/** A venue list of one, for tests whose board needs a place and nothing more. */
export const onePlace: Place[] = [{ id: 1, name: 'Centras' }];

/** A cart holding one hour on court 1 for 12,50 €, read at 09:30 with its hold ending at 09:45. */
export const heldCart: Cart = {
  code: 'c1',
  status: 1,
  expiration: '2026-11-21 09:45:00',
  serverNow: '2026-11-21 09:30:00',
  total: 12.5,
  items: [
    {
      ...{ id: 1, from: '2026-11-21 10:00:00', till: '2026-11-21 11:00:00', price: 12.5 },
      ...{ priceWithoutDiscount: 12.5, product: 'Kortas 1', productId: 101, quantity: 1 },
      ...{ placeId: 1, serviceId: 1 },
    },
  ],
};
