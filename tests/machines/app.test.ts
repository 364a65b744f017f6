import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appMachine, todayOf, type AppInput } from '../../machines/app';
import type { Failure, Place, Result, VenueOptions, User } from '../../machines/domain';
import { sessionMachine } from '../../machines/session';
import { allStates, reachedStates, replayShortestPaths, untakenTransitions } from './graph';

const venueOptions: VenueOptions = {
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
const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
const ada: User = { subject: '42', firstName: 'Ada', lastName: 'L', email: 'ada@example.lt' };
const failure: Failure = { ok: false, error: 'connection', message: 'Connection error' };
const ok = <T>(data: T): Result<T> => ({ ok: true, data });

const events = [
  { type: 'xstate.done.actor.loadOptions', output: ok(venueOptions) },
  { type: 'xstate.done.actor.loadOptions', output: failure },
  { type: 'xstate.error.actor.loadOptions', error: new Error('x') },
  { type: 'xstate.done.actor.loadPlaces', output: ok(places) },
  { type: 'xstate.done.actor.loadPlaces', output: failure },
  { type: 'xstate.error.actor.loadPlaces', error: new Error('x') },
  { type: 'xstate.done.actor.loadServerDate', output: ok('2026-11-21T09:30:00+02:00') },
  { type: 'xstate.done.actor.loadServerDate', output: ok('not a date') },
  { type: 'xstate.done.actor.loadServerDate', output: failure },
  { type: 'xstate.error.actor.loadServerDate', error: new Error('x') },
  { type: 'session.settled', user: null },
  { type: 'app.retried' },
  { type: 'locale.changed', locale: 'en' },
] as never[];
const input: AppInput = { storedToken: 'stored', locale: 'lt' };

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** An app whose four calls are controlled by the test; `log` records calls in order. */
function harness(token: string | null = 'stored') {
  const log: string[] = [];
  const calls = {
    options: deferred<Result<VenueOptions>>(),
    date: deferred<Result<string>>(),
    places: deferred<Result<Place[]>>(),
    token: deferred<Result<User>>(),
  };
  const fresh = () => {
    calls.options = deferred();
    calls.date = deferred();
    calls.places = deferred();
    calls.token = deferred();
  };
  const persistLocale = vi.fn();
  const machine = appMachine.provide({
    actors: {
      loadOptions: fromPromise(() => (log.push('options'), calls.options.promise)),
      loadServerDate: fromPromise(() => (log.push('date'), calls.date.promise)),
      loadPlaces: fromPromise(() => (log.push('places'), calls.places.promise)),
      session: sessionMachine.provide({
        actors: {
          checkToken: fromPromise(
            ({ input }) => (log.push(`token:${input.token}`), calls.token.promise),
          ),
        },
      }),
    },
    actions: {
      useBookingUrl: (_, { url }) => log.push(`bookingUrl:${url}`),
      persistLocale: (_, { locale }) => persistLocale(locale),
    },
  });
  const actor = createActor(machine, { input: { storedToken: token, locale: 'lt' } });
  return { actor, calls, log, fresh, persistLocale };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('app: model paths', () => {
  it('reaches every state', () => {
    expect(reachedStates(appMachine, { events, input })).toEqual(allStates(appMachine));
  });

  it('takes every declared transition', () => {
    expect(untakenTransitions(appMachine, { events, input })).toEqual([]);
  });

  it('ends every shortest path where the live actor ends', () => {
    const result = replayShortestPaths(appMachine, {
      events,
      input,
      silentActors: ['loadOptions', 'loadServerDate', 'loadPlaces'],
    });
    expect(result.checked).toBeGreaterThan(5);
    expect(result.mismatches).toEqual([]);
  });
});

describe('app: start-up', () => {
  it('loads options and the server date together at once, nothing else yet', () => {
    const { actor, log } = harness();
    actor.start();
    expect(log).toEqual(['options', 'date']);
    expect(actor.getSnapshot().matches('starting')).toBe(true);
  });

  it('once options are in: sets the booking address first, then loads places and checks the token', async () => {
    const { actor, calls, log } = harness();
    actor.start();
    calls.options.resolve(ok(venueOptions));
    await tick();
    expect(log.slice(0, 3)).toEqual(['options', 'date', 'bookingUrl:http://127.0.0.1:5173/api']);
    expect(log.slice(3).sort()).toEqual(['places', 'token:stored']);
  });

  it('is ready only when options, date, places and the token check are all in', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.options.resolve(ok(venueOptions));
    calls.date.resolve(ok('2026-11-21T00:15:00+02:00'));
    calls.places.resolve(ok(places));
    await tick();
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    calls.token.resolve(ok(ada));
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({
      options: venueOptions,
      places,
      serverDate: '2026-11-21T00:15:00+02:00',
      today: '2026-11-21',
      failure: null,
    });
    expect(actor.system.get('session')?.getSnapshot().context.user).toEqual(ada);
  });

  it('without a stored token is ready without a token call', async () => {
    const { actor, calls, log } = harness(null);
    actor.start();
    calls.options.resolve(ok(venueOptions));
    calls.date.resolve(ok('2026-11-21T09:30:00+02:00'));
    calls.places.resolve(ok(places));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(log.some((entry) => entry.startsWith('token'))).toBe(false);
  });

  it('a failed token check does not stop start-up (the user is simply signed out)', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.options.resolve(ok(venueOptions));
    calls.date.resolve(ok('2026-11-21T09:30:00+02:00'));
    calls.places.resolve(ok(places));
    calls.token.resolve({ ok: false, error: 'server', message: 'Error' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.system.get('session')?.getSnapshot().value).toBe('signedOut');
  });

  it.each([
    ['options', (c: ReturnType<typeof harness>['calls']) => c.options.resolve(failure)],
    ['server date', (c: ReturnType<typeof harness>['calls']) => c.date.resolve(failure)],
    [
      'places',
      (c: ReturnType<typeof harness>['calls']) => {
        c.options.resolve(ok(venueOptions));
        c.places.resolve(failure);
      },
    ],
  ])('a failed %s call shows the retry screen with the failure', async (_, fail) => {
    const { actor, calls } = harness();
    actor.start();
    fail(calls);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual(failure);
  });

  it('a server date that is not a date is a failure too', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.date.resolve(ok('yesterday'));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toMatchObject({ ok: false, error: 'server' });
  });

  it('retrying starts everything over and can then succeed', async () => {
    const { actor, calls, log, fresh } = harness();
    actor.start();
    calls.options.resolve(ok(venueOptions));
    calls.date.resolve(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    fresh();
    log.length = 0;
    actor.send({ type: 'app.retried' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(log).toEqual(['options', 'date']);
    calls.options.resolve(ok(venueOptions));
    calls.date.resolve(ok('2026-11-21T09:30:00+02:00'));
    calls.places.resolve(ok(places));
    calls.token.resolve(ok(ada));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(log).toContain('token:stored');
  });
});

describe('app: locale and children', () => {
  it('changes and persists the locale in any state', async () => {
    const { actor, calls, persistLocale } = harness();
    actor.start();
    actor.send({ type: 'locale.changed', locale: 'en' });
    expect(actor.getSnapshot().context.locale).toBe('en');
    calls.options.resolve(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'locale.changed', locale: 'lt' });
    expect(actor.getSnapshot().context.locale).toBe('lt');
    expect(persistLocale.mock.calls).toEqual([['en'], ['lt']]);
  });

  it('views reach overlay, toasts and session through the actor system', () => {
    const { actor } = harness();
    actor.start();
    const overlay = actor.system.get('overlay');
    overlay?.send({ type: 'menu.toggled' });
    expect(overlay?.getSnapshot().value).toBe('menu');
    const toasts = actor.system.get('toasts');
    toasts?.send({ type: 'toast.shown', message: 'Error', kind: 'error' });
    expect(toasts?.getSnapshot().context.toasts).toHaveLength(1);
    expect(actor.system.get('session')?.getSnapshot().value).toBe('idle');
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
