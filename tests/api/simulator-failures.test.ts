// @vitest-environment node
/** The simulator's forced failures become the right failure Results (kind, message, status). */
import { describe, expect, it } from 'vitest';
import { simulatorForFile } from './support/sim';

const sim = simulatorForFile();

const PLACES = 'GET /api/v1/allPlacesInfo';

describe('forced failures (simulator)', () => {
  it.each([
    ['500', { ok: false, error: 'server', message: 'Simulated failure', status: 500 }],
    ['drop', { ok: false, error: 'connection', message: '' }],
    ['malformed', { ok: false, error: 'unreadable', message: '', status: 200 }],
    ['schema', { ok: false, error: 'unreadable', message: '', status: 200 }],
  ] as const)('a booking call hit by "%s" fails with its kind', async (kind, expected) => {
    await sim.scenario({ failures: [{ match: PLACES, kind, times: 1 }] });
    const { booking } = sim.wire();

    const result = await booking.getPlaces();

    expect(result).toEqual(expected);
    // the failure was used up: the next call goes through (and nothing retried it meanwhile)
    expect((await booking.getPlaces()).ok).toBe(true);
  });

  it.each([
    ['500', 'server'],
    ['drop', 'connection'],
    ['malformed', 'unreadable'],
    ['schema', 'unreadable'],
  ] as const)('getOptions hit by "%s" fails as %s', async (kind, error) => {
    await sim.scenario({ failures: [{ match: 'get_savitarna_options', kind }] });
    const { content } = sim.wire();
    expect(await content.getOptions()).toMatchObject({ ok: false, error });
  });

  it('schema breakage is caught on every shape of answer, signed in', async () => {
    const { booking, signIn } = sim.wire();
    const login = await booking.login({ username: 'demo@example.lt', password: 'demo123' });
    if (!login.ok) throw new Error(login.message);
    signIn(login.data.token);
    await sim.scenario({ failures: [{ match: '/api/', kind: 'schema' }] });

    const results = await Promise.all([
      booking.getPlaceInfo({ placeId: 1, date: '2026-11-22' }),
      booking.getTimeInfo({ courtId: 101, date: '2026-11-22', time: '10:00:00' }),
      booking.checkToken(login.data.token),
      booking.getCredit(),
      booking.getOrders({ from: '2026-11-21', to: '2027-01-21' }),
      booking.createBasicCart(),
      booking.createCart(),
      booking.getCart('X'),
      booking.getInvoices({ from: '2026-09-21', till: '2026-11-21' }),
      booking.getConsents('1001'),
    ]);

    expect(results.map((r) => !r.ok && r.error)).toEqual(results.map(() => 'unreadable'));
  });

  it('a slow call aborted by its caller resolves "cancelled"', async () => {
    await sim.scenario({ latencyMs: 2_000 });
    const { booking } = sim.wire();
    const controller = new AbortController();

    const pending = booking.getPlaces({ signal: controller.signal });
    await fetch(`${sim.url}/__sim/state`); // a round trip: the call is on its way by now
    controller.abort();

    expect(await pending).toEqual({ ok: false, error: 'cancelled', message: '' });
  });
});
