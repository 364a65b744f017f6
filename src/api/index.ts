/**
 * The wire: typed, validated functions for the content server and the booking API. Every call
 * resolves to a Result and never throws; failures reach `config.onFailure` once, except cancelled
 * and silent ones.
 */
import { createBookingApi } from './booking';
import { createContentApi } from './content';
import { createHttp } from './http';
import type { Wire, WireConfig } from './types';

export type { Wire, WireConfig, ContentApi, BookingApi, PaymentReturnUrls } from './types';

export function createWire(config: WireConfig): Wire {
  const http = createHttp(config);
  // The bank provider comes from the options (data.paymentMethod); 'bank' until they are in.
  let paymentMethod = 'bank';
  return {
    content: createContentApi(http, (method) => {
      paymentMethod = method;
    }),
    booking: createBookingApi(http, () => paymentMethod),
    setBookingUrl: (url) => http.setBookingUrl(url),
  };
}
