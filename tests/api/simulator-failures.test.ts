// @vitest-environment node
/** The simulator's forced failures become the right failure Results, reported once. */
import { describe, expect, it } from 'vitest';
import { simulatorForFile } from './support/sim';

const sim = simulatorForFile();

const PLACES = 'GET /api/v1/allPlacesInfo';

describe('forced failures (simulator)', () => {
  it.each([
    ['500', { ok: false, error: 'server', message: 'Simulated failure' }],
    ['drop', { ok: false, error: 'connection', message: 'Connection error' }],
    ['malformed', { ok: false, error: 'server', message: 'Error' }],
    ['schema', { ok: false, error: 'server', message: 'Error' }],
  ] as const)('a booking call hit by "%s" fails and is reported once', async (kind, expected) => {
    await sim.scenario({ failures: [{ match: PLACES, kind, times: 1 }] });
    const { booking, failures } = sim.wire();

    const result = await booking.getPlaces();

    expect(result).toEqual(expected);
    expect(failures).toEqual([{ failure: expected, call: 'getPlaces' }]);
    // the failure was used up: the next call goes through (and nothing retried it meanwhile)
    expect((await booking.getPlaces()).ok).toBe(true);
  });

  it.each(['500', 'drop', 'malformed', 'schema'] as const)(
    'getOptions hit by "%s" fails',
    async (kind) => {
      await sim.scenario({ failures: [{ match: 'get_savitarna_options', kind }] });
      const { content, failures } = sim.wire();
      expect(await content.getOptions()).toMatchObject({ ok: false });
      expect(failures.map((f) => f.call)).toEqual(['getOptions']);
    },
  );

  it('schema breakage is caught on every shape of answer, signed in', async () => {
    const { booking, signIn, failures } = sim.wire();
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

    expect(results.map((r) => r.ok)).toEqual(results.map(() => false));
    expect(failures).toHaveLength(results.length);
  });

  it('a slow call aborted by its caller resolves "cancelled" and is not reported', async () => {
    await sim.scenario({ latencyMs: 2_000 });
    const { booking, failures } = sim.wire();
    const controller = new AbortController();

    const pending = booking.getPlaces({ signal: controller.signal });
    await fetch(`${sim.url}/__sim/state`); // a round trip: the call is on its way by now
    controller.abort();

    expect(await pending).toEqual({ ok: false, error: 'cancelled', message: 'cancelled' });
    expect(failures).toEqual([]);
  });
});
