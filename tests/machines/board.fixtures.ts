/** What the board's rule tests (board.test.ts) and model paths (board.paths.test.ts) share. */
import type { BoardInput } from '../../machines/board';
import type { CourtDay, Duration, Failure, Place } from '../../machines/domain';

export const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
export const today = '2026-11-21';
export const url = 'http://venue.test/api';
export const day = (courtName: string): CourtDay[] => [
  { courtId: 10, courtName, timetable: { '07:00:00': 'free', '07:30:00': 'full' } },
];
/** A day with nothing left to book. */
export const fullDay: CourtDay[] = [
  { courtId: 10, courtName: 'Court 1', timetable: { '07:00:00': 'full', '07:30:00': 'full' } },
];
export const lengths: Duration[] = [
  { minutes: 30, price: 4 },
  { minutes: 60, price: 8 },
];
export const failure: Failure = { ok: false, error: 'connection', message: '' };
export const taken: Failure = {
  ok: false,
  error: 'server',
  message: 'Laikas 09:00 jau užimtas',
  status: 409,
};
export const input: BoardInput = { places, today, access: { url, token: null } };
