/**
 * The booking API's calls (docs/wire.md, "Booking API"); paths relative to nsoftApiUrl. The
 * bearer header comes with the access the call was made for (http.ts); the calls that also carry
 * the token in a query, form or body field (or in X-NSOFT-SESSION-TOKEN) add it here.
 */
import { SESSION_HEADER, fields, form, seg, type BookingHttp } from './http';
import type { BookingApi } from './types';
import {
  basicCartBody,
  bookingTokenBody,
  cartBody,
  consentsBody,
  consentsForm,
  creditBody,
  noData,
  placeInfoBody,
  placesBody,
  timeInfoBody,
  toBalance,
  toBasicCartCode,
  toBookingToken,
  toCart,
  toConsents,
  toCourtDays,
  toDurations,
  toNull,
  toPlaces,
  toUrl,
  toUser,
  urlBody,
  userBody,
} from './schemas';

export function createBookingApi(http: BookingHttp): BookingApi {
  const sessionHeaders = (): Record<string, string> => fields({ [SESSION_HEADER]: http.token });

  const api: BookingApi = {
    getPlaces: (opts) =>
      http.call(
        'getPlaces',
        (api, signal) => api.get('v1/allPlacesInfo', { signal }),
        placesBody,
        toPlaces,
        opts,
      ),

    getPlaceInfo: ({ placeId, date }, opts) =>
      http.call(
        'getPlaceInfo',
        (api, signal) =>
          api.get('v1/placeInfo', {
            signal,
            searchParams: fields({ placeID: placeId, date, sessionToken: http.token }),
          }),
        placeInfoBody,
        toCourtDays,
        opts,
      ),

    getTimeInfo: ({ courtId, date, time }, opts) =>
      http.call(
        'getTimeInfo',
        (api, signal) =>
          api.get('v1/timeInfo', {
            signal,
            searchParams: fields({ courtID: courtId, date, time, sessionToken: http.token }),
          }),
        timeInfoBody,
        toDurations,
        opts,
      ),

    login: ({ username, password }, opts) =>
      http.call(
        'login',
        (api, signal) => api.post('v1/login', { signal, json: { username, password } }),
        bookingTokenBody,
        toBookingToken,
        opts,
      ),

    // The token being checked is not the stored one yet, so it travels in the header too.
    checkToken: (token, opts) =>
      http.call(
        'checkToken',
        (api, signal) =>
          api.post('v1/checkToken', {
            signal,
            headers: { Authorization: `Bearer ${token}` },
            json: { session_token: token },
          }),
        userBody,
        toUser,
        opts,
      ),

    logout: (opts) =>
      http.call('logout', (api, signal) => api.post('v1/logout', { signal }), noData, toNull, opts),

    getCredit: (opts) =>
      http.call(
        'getCredit',
        (api, signal) =>
          api.get('v1/credit', { signal, searchParams: fields({ sessionToken: http.token }) }),
        creditBody,
        toBalance,
        opts,
      ),

    forgotPassword: (email, opts) =>
      http.call(
        'forgotPassword',
        (api, signal) => api.post('v1/forgotPassword', { signal, json: { email } }),
        noData,
        toNull,
        opts,
      ),

    changePassword: ({ oldPassword, newPassword }, opts) =>
      http.call(
        'changePassword',
        (api, signal) =>
          api.post('v1/changePassword', {
            signal,
            json: {
              old_password: oldPassword,
              new_password: newPassword,
              session_token: http.token,
            },
          }),
        bookingTokenBody,
        toBookingToken,
        opts,
      ),

    createBasicCart: (opts) =>
      http.call(
        'createBasicCart',
        (api, signal) => api.post('v2/basic-carts', { signal, body: form({}) }),
        basicCartBody,
        toBasicCartCode,
        opts,
      ),

    getCart: (code, opts) =>
      http.call(
        'getCart',
        (api, signal) => api.get(`v2/carts/${seg(code)}`, { signal }),
        cartBody,
        toCart,
        opts,
      ),

    resumeCart: (code, opts) =>
      http.call(
        'resumeCart',
        (api, signal) => api.put(`v2/carts/${seg(code)}/resume`, { signal }),
        cartBody,
        toCart,
        opts,
      ),

    addCourtReservation: (code, req, opts) =>
      http.call(
        'addCourtReservation',
        (api, signal) =>
          api.post(`v2/carts/${seg(code)}/court-reservations-add`, {
            signal,
            body: form({
              courtID: req.courtId,
              date: req.date,
              time: req.time,
              durationMins: req.durationMins,
              clientID: req.clientId,
            }),
          }),
        cartBody,
        toCart,
        opts,
      ),

    removeCourtReservation: (code, itemId, opts) =>
      http.call(
        'removeCourtReservation',
        (api, signal) =>
          api.delete(`v2/carts/${seg(code)}/court-reservations/${seg(itemId)}`, { signal }),
        cartBody,
        toCart,
        opts,
      ),

    emptyCart: async (code, opts) => {
      const cart = await api.getCart(code, opts);
      // a cart the server no longer has holds nothing to delete
      if (!cart.ok) return cart.status === 404 ? { ok: true, data: null } : cart;
      for (const item of cart.data.items) {
        const removed = await api.removeCourtReservation(code, item.id, opts);
        if (!removed.ok) return removed;
      }
      return { ok: true, data: null };
    },

    payByBank: (code, { paymentMethod, acceptUrl, cancelUrl }, opts) =>
      http.call(
        'payByBank',
        (api, signal) =>
          api.post(`v2/carts/${seg(code)}/user_order`, {
            signal,
            body: form({
              payment_method: paymentMethod,
              session_token: http.token,
              acceptUrl,
              cancelUrl,
            }),
          }),
        urlBody,
        toUrl,
        opts,
      ),

    payByCredits: (code, opts) =>
      http.call(
        'payByCredits',
        (api, signal) =>
          api.post(`v2/carts/${seg(code)}/user_account_order`, {
            signal,
            body: form({ session_token: http.token }),
          }),
        cartBody,
        toCart,
        opts,
      ),

    getConsents: (subject, opts) =>
      http.call(
        'getConsents',
        (api, signal) =>
          api.get(`v2/subjects/${seg(subject)}/consents-v2`, {
            signal,
            headers: sessionHeaders(),
          }),
        consentsBody,
        toConsents,
        opts,
      ),

    setConsents: (subject, consents, opts) =>
      http.call(
        'setConsents',
        (api, signal) =>
          api.post(`v2/subjects/${seg(subject)}/consents-v2`, {
            signal,
            headers: sessionHeaders(),
            body: form({ consents: consentsForm(consents) }),
          }),
        noData,
        toNull,
        opts,
      ),
  };
  return api;
}
