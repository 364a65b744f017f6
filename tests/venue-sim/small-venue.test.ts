// @vitest-environment node
/**
 * The scenario's `smallVenue`: a fourth venue of two courts, listed only when asked for, so the
 * three seeded venues other tests rely on stay what they are by default.
 */
import { describe, expect, it } from 'vitest';
import { TOMORROW, client, type Running, simulatorPerTest } from './helpers';

let running: Running;
let api: ReturnType<typeof client>;
simulatorPerTest((r, a) => {
  running = r;
  api = a;
});

const places = async () =>
  ((await api.get('/api/v1/allPlacesInfo')).body.data as { id: number; placeName: string }[]).map(
    (p) => p.id,
  );

describe('scenario smallVenue', () => {
  it('is off by default: three venues, and the fourth is not one', async () => {
    expect(running.url).toBeTruthy();
    expect(await places()).toEqual([1, 2, 3]);
    const q = new URLSearchParams({ placeID: '4', date: TOMORROW });
    expect((await api.get(`/api/v1/placeInfo?${q.toString()}`)).status).toBe(404);
  });

  it('lists a venue of two courts, drawn and booked like the others, until reset', async () => {
    expect((await api.scenario({ smallVenue: true })).status).toBe(200);
    expect(await places()).toEqual([1, 2, 3, 4]);
    const day = await api.placeInfo(4, TOMORROW);
    expect(day.map((c) => c.courtName)).toEqual(['Kiemo kortas 1', 'Kiemo kortas 2']);
    expect(Object.keys(day[0]?.timetable ?? {})).toHaveLength(32);
    const free = Object.entries(day[0]?.timetable ?? {}).find(([, s]) => s.status === 'free');
    if (!free) throw new Error('no free half-hour on the small venue tomorrow');
    const q = new URLSearchParams({
      courtID: String(day[0]?.courtID),
      date: TOMORROW,
      time: free[0],
    });
    const lengths = await api.get(`/api/v1/timeInfo?${q.toString()}`);
    expect(lengths.status).toBe(200);
    // the other venues are as they were
    expect((await api.placeInfo(1, TOMORROW)).map((c) => c.courtID)).toEqual([
      101, 102, 103, 104, 105,
    ]);
    await api.send('POST', '/__sim/reset');
    expect(await places()).toEqual([1, 2, 3]);
  });
});
