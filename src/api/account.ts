/**
 * The booking API's account calls (docs/wire.md, "Booking API"): the orders and their sale, the
 * top-up's cart and order, the invoices and their PDF. Apart from the rest (src/api/booking.ts):
 * only the balance, orders and invoices pages make them, and bind them themselves
 * (src/app/accountCalls.ts), so they come with those pages and not in the board's first load.
 */
import { SESSION_HEADER, fields, form, seg, type BookingHttp } from './http';
import type { AccountCalls } from './types';
import {
  invoicesBody,
  newCartBody,
  ordersBody,
  toInvoices,
  toNewCartCode,
  toOrders,
} from './accountSchemas';
import { cartBody, noData, toCart, toNull, toUrl, urlBody } from './schemas';

/**
 * Euros as account_cash takes them ("1024.21"): two decimals, no grouping, rounded the way the
 * platform's number format rounds, so the amount sent is the amount the confirmation named
 * (src/format/money.ts formatTopUpAmount). `toFixed` rounds the binary value instead and sent
 * 1024.20 for a typed "1024.205" the confirmation called 1 024,21 €.
 */
const wireEuros = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

export function createAccountCalls(http: BookingHttp): AccountCalls {
  const sessionHeaders = (): Record<string, string> => fields({ [SESSION_HEADER]: http.token });

  return {
    getOrders: ({ from, to }, opts) =>
      http.call(
        'getOrders',
        (api, signal) =>
          api.get('v1/orders', {
            signal,
            searchParams: fields({ sessionToken: http.token, from, to }),
          }),
        ordersBody,
        toOrders,
        opts,
      ),

    sellOrder: ({ orderId, sell }, opts) =>
      http.call(
        'sellOrder',
        (api, signal) =>
          api.post('v1/sellOrder', {
            signal,
            body: form({
              sessionToken: http.token,
              sabID: orderId,
              sellType: 1,
              sell: sell ? 1 : 0,
            }),
          }),
        noData,
        toNull,
        opts,
      ),

    createCart: (opts) =>
      http.call(
        'createCart',
        (api, signal) => api.post('v2/carts', { signal }),
        newCartBody,
        toNewCartCode,
        opts,
      ),

    addAccountCash: (code, { subject, amount }, opts) =>
      http.call(
        'addAccountCash',
        (api, signal) =>
          api.post(`v2/carts/${seg(code)}/account_cash`, {
            signal,
            body: form({ subject, amount: wireEuros.format(amount) }),
          }),
        cartBody,
        toCart,
        opts,
      ),

    orderCart: (code, { paymentMethod, acceptUrl, cancelUrl, email }, opts) =>
      http.call(
        'orderCart',
        (api, signal) =>
          api.post(`v2/carts/${seg(code)}/order`, {
            signal,
            body: form({ payment_method: paymentMethod, email, acceptUrl, cancelUrl }),
          }),
        urlBody,
        toUrl,
        opts,
      ),

    getInvoices: ({ from, till }, opts) =>
      http.call(
        'getInvoices',
        (api, signal) =>
          api.get('v2/tp/invoice/list', {
            signal,
            headers: sessionHeaders(),
            searchParams: fields({ from, till }),
          }),
        invoicesBody,
        toInvoices,
        opts,
      ),

    getInvoicePdf: (docId, opts) =>
      http.pdf(
        'getInvoicePdf',
        (api, signal) =>
          api.get(`v2/tp/invoice/pdf/${seg(docId)}`, { signal, headers: sessionHeaders() }),
        opts,
      ),
  };
}
