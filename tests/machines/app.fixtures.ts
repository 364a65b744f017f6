/** What the app's rule tests (app.test.ts) and model paths (app.paths.test.ts) share. */
import type { AppInput } from '../../machines/app';
import type { Failure, Place } from '../../machines/domain';
import type { KeptStartup } from '../../machines/startup';
import { venueOptions } from '../support/venueOptions';

export const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
/** what the last visit kept: today predicted as the 21st */
export const kept: KeptStartup = { options: venueOptions, places, today: '2026-11-21' };
export const failure: Failure = { ok: false, error: 'connection', message: '' };
export const serverFailure: Failure = { ok: false, error: 'server', message: 'Nope', status: 500 };
export const input: AppInput = { storedToken: 'stored', storedCart: null, locale: 'lt' };
