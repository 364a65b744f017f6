/**
 * The wire: typed, validated functions for the content server and the booking API
 * (docs/wire.md). Every call resolves to a Result and never throws. The wire keeps no state: the
 * booking API's address and the session token come with each call, from the machine that makes it.
 */
import { createBookingApi } from './booking';

import { createContentApi } from './content';
import { createHttp } from './http';
import type { Wire, WireConfig } from './types';

export type { Wire, WireConfig, ContentApi, BookingApi, PaymentReturnUrls } from './types';

export function createWire(config: WireConfig): Wire {
  const http = createHttp(config);
  return {
    content: createContentApi(http),
    booking: (access) => createBookingApi(http.bookingAt(access)),
  };
}
