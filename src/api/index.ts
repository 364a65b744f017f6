/**
 * The wire: typed, validated functions for the content server and the booking API
 * (docs/wire.md). Every call resolves to a Result and never throws. The wire keeps no state: the
 * booking API's address and the session token come with each call, from the machine that makes it.
 */
import type { BookingAccess } from '../../machines/domain';
import { createBookingApi } from './booking';
import { createContentApi } from './content';
import { createHttp, type BookingHttp } from './http';
import type { BookingApi, ContentApi, WireConfig } from './types';

export type { AccountCalls, BookingApi, ContentApi, PaymentReturnUrls, WireConfig } from './types';
export type { BookingHttp };

export interface Wire {
  content: ContentApi;
  /** the booking API at `access.url`, called as the holder of `access.token` */
  booking(access: BookingAccess): BookingApi;
  /**
   * The same address and holder for calls the wire does not bind itself: the account calls, which
   * only their pages import (src/api/account.ts `createAccountCalls`).
   */
  bookingAt(access: BookingAccess): BookingHttp;
}

export function createWire(config: WireConfig): Wire {
  const http = createHttp(config);
  return {
    content: createContentApi(http),
    booking: (access) => createBookingApi(http.bookingAt(access)),
    bookingAt: http.bookingAt,
  };
}
