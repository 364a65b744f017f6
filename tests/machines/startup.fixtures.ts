/** What start-up's rule tests (startup.test.ts) and model paths (startup.paths.test.ts) share. */
import type { Failure, Place, VenueOptions } from '../../machines/domain';
import type { KeptStartup } from '../../machines/startup';
import { venueOptions } from '../support/venueOptions';

export const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
export const movedOptions: VenueOptions = {
  ...venueOptions,
  bookingApiUrl: 'http://moved.test/api',
};
export const kept: KeptStartup = { options: venueOptions, places, today: '2026-11-21' };
export const failure: Failure = { ok: false, error: 'connection', message: '' };
export const serverDate = '2026-11-21T09:30:00+02:00';
