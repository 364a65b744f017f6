/**
 * Start-up on its own (machines/startup.ts): its rules run under a stand-in app that records what
 * start-up reports and answers (its model paths on the real machine are startup.paths.test.ts).
 * How the app relays those reports to the board and the session is tests/machines/app.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyEventObject } from 'xstate';
import type { Place, VenueOptions } from '../../machines/domain';
import {
  startupMachine,
  todayOf,
  type KeptStartup,
  type StartupLearnt,
  type StartupOutput,
} from '../../machines/startup';
import { venueOptions } from '../support/venueOptions';
import { deferred } from '../support/deferred';
import { failure, kept, movedOptions, places, serverDate } from './startup.fixtures';

const url = venueOptions.bookingApiUrl;

/**
 * Start-up invoked by a stand-in app (systemId `app`) that records its reports (`reports`) and
 * what it answers (`output`); its calls are the test's (`calls`), in the order made (`log`).
 */
function harness(kept: KeptStartup | null = null) {
  const log: string[] = [];
  const calls = {
    options: deferred<VenueOptions>(),
    date: deferred<string>(),
    places: deferred<Place[]>(),
  };
  const remembered: StartupLearnt[] = [];
  let forgotten = 0;
  const startup = startupMachine.provide({
    actors: {
      loadOptions: fromPromise(() => (log.push('options'), calls.options.promise)),
      loadServerDate: fromPromise(() => (log.push('date'), calls.date.promise)),
      loadPlaces: fromPromise(
        ({ input }) => (log.push(`places@${input.access.url}`), calls.places.promise),
      ),
    },
    actions: {
      rememberStartup: (_, learnt) => remembered.push(learnt),
      forgetStartup: () => (forgotten += 1),
    },
  });
  const app = setup({
    types: { context: {} as { reports: AnyEventObject[]; output: StartupOutput | null } },
    actors: { startup },
  }).createMachine({
    context: { reports: [], output: null },
    invoke: {
      id: 'startup',
      src: 'startup',
      input: { kept },
      onDone: { actions: assign({ output: ({ event }) => event.output }) },
    },
    on: {
      '*': { actions: assign({ reports: ({ context, event }) => [...context.reports, event] }) },
    },
  });
  const actor = createActor(app, { systemId: 'app' });
  const child = () => actor.getSnapshot().children.startup;
  /** the session settled, as the app tells start-up */
  const settle = () => child()?.send({ type: 'session.settled' });
  const tokenChecks = () =>
    actor
      .getSnapshot()
      .context.reports.filter((r) => r.type === 'startup.tokenCheckRequested')
      .map((r) => (r as unknown as { bookingUrl: string }).bookingUrl);
  const told = () =>
    actor
      .getSnapshot()
      .context.reports.filter((r) => r.type === 'startup.learnt')
      .map(({ type: _, ...facts }) => facts);
  return {
    actor,
    calls,
    log,
    remembered,
    forgotten: () => forgotten,
    settle,
    tokenChecks,
    told,
  };
}

const answered = (h: ReturnType<typeof harness>) =>
  waitFor(h.actor, (s) => s.context.output !== null).then((s) => s.context.output);

describe('start-up: a first visit', () => {
  it('asks for the options and the server date at once, nothing else yet', () => {
    const h = harness();
    h.actor.start();
    expect(h.log).toEqual(['options', 'date']);
    expect(h.tokenChecks()).toEqual([]);
  });

  it('once the options are in: the places and the token check at their booking address, and the board hears it', async () => {
    const h = harness();
    h.actor.start();
    h.calls.options.resolve(venueOptions);
    await waitFor(h.actor, () => h.tokenChecks().length === 1);
    expect(h.log).toEqual(['options', 'date', `places@${url}`]);
    expect(h.tokenChecks()).toEqual([url]);
    expect(h.told()).toEqual([{ url }]);
  });

  it('is done only when options, date, places and the token check are all in, and keeps them', async () => {
    const h = harness();
    h.actor.start();
    h.calls.options.resolve(venueOptions);
    h.calls.date.resolve(serverDate);
    h.calls.places.resolve(places);
    await waitFor(h.actor, () => h.told().length === 3);
    expect(h.actor.getSnapshot().children.startup?.getSnapshot().hasTag('busy')).toBe(true);
    h.settle();
    const output = await answered(h);
    expect(output).toEqual({
      ok: true,
      options: venueOptions,
      places,
      serverDate,
      today: '2026-11-21',
    });
    expect(h.remembered).toEqual([{ options: venueOptions, places, serverDate }]);
    // the board learns the clock and the working hours last, with everything else already told
    expect(h.told()).toEqual([
      { url },
      { today: '2026-11-21' },
      { places },
      { serverDate, workHours: venueOptions.workHours },
    ]);
  });

  it.each([
    ['options', (h: ReturnType<typeof harness>) => h.calls.options.reject(failure)],
    ['server date', (h: ReturnType<typeof harness>) => h.calls.date.reject(failure)],
    [
      'places',
      (h: ReturnType<typeof harness>) => {
        h.calls.options.resolve(venueOptions);
        h.calls.places.reject(failure);
      },
    ],
  ])('a failed %s call ends it with the failure, keeping nothing', async (_, fail) => {
    const h = harness();
    h.actor.start();
    fail(h);
    expect(await answered(h)).toEqual({ ok: false, failure, kept: null });
    expect(h.remembered).toEqual([]);
  });

  it('a sign-in check that got no answer ends it with that failure, keeping nothing', async () => {
    const h = harness();
    h.actor.start();
    h.calls.options.resolve(venueOptions);
    h.calls.date.resolve(serverDate);
    h.calls.places.resolve(places);
    await waitFor(h.actor, () => h.tokenChecks().length === 1);
    // the app relays the session's report
    h.actor.getSnapshot().children.startup?.send({ type: 'session.checkFailed', failure });
    expect(await answered(h)).toEqual({ ok: false, failure, kept: null });
    expect(h.remembered).toEqual([]);
  });

  it('a server date that is not a date is an unreadable answer', async () => {
    const h = harness();
    h.actor.start();
    h.calls.date.resolve('yesterday');
    expect(await answered(h)).toMatchObject({ ok: false, failure: { error: 'unreadable' } });
  });
});

describe('start-up: a return visit (docs/rules.md §4 "Start-up")', () => {
  it('asks for the places and the token check at the kept address at once', () => {
    const h = harness(kept);
    h.actor.start();
    expect(h.log).toEqual(['options', 'date', `places@${url}`]);
    expect(h.tokenChecks()).toEqual([url]);
  });

  it('is done only once fresh options confirm the kept address, with the fresh places', async () => {
    const h = harness(kept);
    h.actor.start();
    const renamed = [{ id: 1, name: 'Centras (naujas)' }];
    h.calls.places.resolve(renamed);
    h.calls.date.resolve(serverDate);
    h.settle();
    await waitFor(h.actor, () => h.told().length === 2);
    expect(h.actor.getSnapshot().context.output).toBeNull();
    h.calls.options.resolve(venueOptions);
    expect(await answered(h)).toMatchObject({ ok: true, places: renamed });
    expect(h.forgotten()).toBe(0);
  });

  it('options naming another address drop what was kept and ask there; the board forgets the places', async () => {
    const h = harness(kept);
    h.actor.start();
    const first = h.calls.places;
    h.calls.places = deferred();
    first.resolve(places);
    h.settle();
    h.calls.options.resolve(movedOptions);
    await waitFor(h.actor, () => h.tokenChecks().length === 2);
    expect(h.forgotten()).toBe(1);
    expect(h.tokenChecks()).toEqual([url, movedOptions.bookingApiUrl]);
    expect(h.log).toContain(`places@${movedOptions.bookingApiUrl}`);
    expect(h.told()).toContainEqual({ url: movedOptions.bookingApiUrl, places: null });
    // the session settled for the kept address: start-up waits for it at the new one
    h.calls.date.resolve(serverDate);
    h.calls.places.resolve([places[1]!]);
    await waitFor(h.actor, () => h.told().some((t) => 'today' in t));
    expect(h.actor.getSnapshot().context.output).toBeNull();
    h.settle();
    expect(await answered(h)).toMatchObject({
      ok: true,
      options: movedOptions,
      places: [places[1]],
    });
  });

  it('a failure after the address moved keeps nothing for a retry', async () => {
    const h = harness(kept);
    h.actor.start();
    h.calls.options.resolve(movedOptions);
    h.calls.date.reject(failure);
    expect(await answered(h)).toEqual({ ok: false, failure, kept: null });
  });

  it('a failure at the kept address keeps it for a retry', async () => {
    const h = harness(kept);
    h.actor.start();
    h.calls.date.reject(failure);
    expect(await answered(h)).toEqual({ ok: false, failure, kept });
  });

  it('a sign-in check with no answer at the kept address keeps it for a retry', async () => {
    const h = harness(kept);
    h.actor.start();
    h.actor.getSnapshot().children.startup?.send({ type: 'session.checkFailed', failure });
    expect(await answered(h)).toEqual({ ok: false, failure, kept });
  });
});

describe('todayOf: the server date, not the browser clock', () => {
  it.each([
    ['2026-11-21T09:30:00+02:00', '2026-11-21'],
    // just after midnight in Vilnius is still the previous day in UTC: the local part wins
    ['2026-11-21T00:15:00+02:00', '2026-11-21'],
    ['2026-11-21T23:45:00-10:00', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    ['2026-11-21 09:30:00', '2026-11-21'],
  ])('%s → %s', (iso, today) => {
    expect(todayOf(iso)).toBe(today);
  });

  it.each([
    '',
    'yesterday',
    '2026-13-01T00:00:00+02:00',
    '2026-02-30T00:00:00+02:00',
    '21/11/2026',
  ])('rejects %j', (iso) => {
    expect(todayOf(iso)).toBeNull();
  });
});
