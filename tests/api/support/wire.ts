/** A wire under test, with a token the test can change (the portal's machines pass theirs per call). */
import { createWire, type BookingApi } from '../../../src/api';

export function wireFor(contentUrl: string, bookingUrl = '') {
  let token: string | null = null;
  const wire = createWire({ contentUrl });
  /** The booking API as the current token holder sees it, at the moment of each call. */
  const booking = new Proxy({} as BookingApi, {
    get: (_target, name) => {
      const call = Reflect.get(wire.booking({ url: bookingUrl, token }), name) as (
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
