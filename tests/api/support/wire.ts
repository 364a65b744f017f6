/** A wire under test, with a token the test can change (the portal's machines pass theirs per call). */
import type { BookingAccess } from '../../../machines/domain';
import { createWire, type AccountCalls, type BookingApi, type Wire } from '../../../src/api';
import { createAccountCalls } from '../../../src/api/account';

/** Every booking API call: the wire's own and the account calls its pages bind to it. */
export type BookingCalls = BookingApi & AccountCalls;

/** Every booking API call as the holder of `access` makes it (src/app/accountCalls.ts). */
export const bookingAs = (wire: Wire, access: BookingAccess): BookingCalls => ({
  ...wire.booking(access),
  ...createAccountCalls(wire.bookingAt(access)),
});

export function wireFor(contentUrl: string, bookingUrl = '') {
  let token: string | null = null;
  const wire = createWire({ contentUrl });
  /** The booking API as the current token holder sees it, at the moment of each call. */
  const booking = new Proxy({} as BookingCalls, {
    get: (_target, name) => {
      const call = Reflect.get(bookingAs(wire, { url: bookingUrl, token }), name) as (
        ...args: unknown[]
      ) => unknown;
      return (...args: unknown[]) => call(...args);
    },
  });
  return {
    wire,
    content: wire.content,
    booking,
    signIn: (value: string | null) => {
      token = value;
    },
  };
}
