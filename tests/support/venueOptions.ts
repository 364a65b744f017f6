import type { VenueOptions } from '../../machines/domain';

/** The venue options the app machine's tests start from: the simulator's, on the dev server. */
export const venueOptions: VenueOptions = {
  contentApiUrl: 'http://127.0.0.1:5173/wp-json/data/v1/',
  bookingApiUrl: 'http://127.0.0.1:5173/api',
  paymentMethod: 'bank',
  consentIds: { terms: 5, newsletter: 1 },
  serverDate: '2026-11-21T09:30:00+02:00',
  workHours: { start: 7, end: 23 },
  mapUrl: null,
  phone: null,
  paymentUrls: {
    balance: { accept: '/a', cancel: '/c' },
    reservation: { accept: '/a', cancel: '/c' },
  },
};
