import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { appMachine, type AppInput } from '../../machines/app';
import { boardMachine } from '../../machines/board';
import type {
  BookingAccess,
  CourtDay,
  Failure,
  Place,
  User,
  VenueOptions,
} from '../../machines/domain';
import { openOverlay } from '../../machines/overlay';
import { startupMachine } from '../../machines/startup';
import { appMachineWithChildren, sessionMachineWithChildren } from '../support/machines';
import { failure, input, kept, places, serverFailure } from './app.fixtures';
import { venueOptions } from '../support/venueOptions';
import { deferred } from '../support/deferred';
import { ada, expired } from '../support/data';

/** the options of a return visit whose venue moved its booking API */
const movedOptions: VenueOptions = { ...venueOptions, bookingApiUrl: 'http://moved.test/api' };

/**
 * Until `done` holds: for what the app's children do (start-up's calls, the board's day), which
 * the app's own snapshot does not show.
 */
const until = (done: () => boolean) => vi.waitFor(() => expect(done()).toBe(true));

/** An app whose calls are controlled by the test; `log` records calls in order. */
function harness(
  token: string | null = 'stored',
  startup: Pick<AppInput, 'cached' | 'page'> = {},
  clock?: SimulatedClock,
) {
  const log: string[] = [];
  const calls = {
    options: deferred<VenueOptions>(),
    date: deferred<string>(),
    places: deferred<Place[]>(),
    token: deferred<User>(),
  };
  const fresh = () => {
    calls.options = deferred();
    calls.date = deferred();
    calls.places = deferred();
    calls.token = deferred();
  };
  const days: { access: BookingAccess; placeId: number; date: string }[] = [];
  const daySignals: AbortSignal[] = [];
  /** answers the days asked for, in order */
  const dayAnswers: Array<(day: CourtDay[]) => void> = [];
  const remembered: unknown[] = [];
  const forgotten = vi.fn();
  const persistLocale = vi.fn();
  const navigate = vi.fn();
  const added: unknown[] = [];
  const machine = appMachineWithChildren.provide({
    actors: {
      startup: startupMachine.provide({
        actors: {
          loadOptions: fromPromise(() => (log.push('options'), calls.options.promise)),
          loadServerDate: fromPromise(() => (log.push('date'), calls.date.promise)),
          loadPlaces: fromPromise(
            ({ input }) => (log.push(`places@${input.access.url}`), calls.places.promise),
          ),
        },
        actions: {
          rememberStartup: (_, facts) => remembered.push(facts),
          forgetStartup: forgotten,
        },
      }),
      session: sessionMachineWithChildren.provide({
        actors: {
          checkToken: fromPromise(
            ({ input }) => (
              log.push(`token:${input.access.token}@${input.access.url}`),
              calls.token.promise
            ),
          ),
        },
      }),
      board: boardMachine.provide({
        actors: {
          loadPlaceInfo: fromPromise(({ input, signal }) => {
            days.push({ access: input.access, placeId: input.placeId, date: input.date });
            daySignals.push(signal);
            log.push(`day:${input.placeId}/${input.date}@${input.access.url}`);
            return new Promise<CourtDay[]>((answer) => dayAnswers.push(answer));
          }),
        },
      }),
    },
    actions: {
      persistLocale: (_, { locale }) => persistLocale(locale),
      navigate: (_, { to }) => navigate(to),
    },
  });
  // the root of the system, as the app root runs it: children report to `app`
  const actor = createActor(machine, {
    input: { storedToken: token, storedCart: null, locale: 'lt', ...startup },
    systemId: 'app',
    ...(clock ? { clock } : {}),
    // what the cart is asked to add, as the cart hears it
    inspect: (seen) => {
      if (seen.type !== '@xstate.event' || (seen.actorRef as AnyActorRef).id !== 'cart') return;
      if (seen.event.type === 'cart.add') added.push(seen.event.request);
    },
  });
  return {
    actor,
    calls,
    log,
    fresh,
    days,
    daySignals,
    dayAnswers,
    persistLocale,
    navigate,
    added,
    remembered,
    forgotten,
  };
}

/** Start-up all the way to `ready`, the session settled with `user` (none: the token refused). */
async function ready(h: ReturnType<typeof harness>, user: User | null = ada) {
  h.actor.start();
  h.calls.options.resolve(venueOptions);
  h.calls.date.resolve('2026-11-21T09:30:00+02:00');
  h.calls.places.resolve(places);
  if (user) h.calls.token.resolve(user);
  else h.calls.token.reject(expired);
  return waitFor(h.actor, (s) => s.matches('ready'));
}

describe('app: start-up', () => {
  it('loads options and the server date together at once, nothing else yet', () => {
    const { actor, log } = harness();
    actor.start();
    expect(log).toEqual(['options', 'date']);
    expect(actor.getSnapshot().matches('starting')).toBe(true);
  });

  it('once options are in: places and the token check go to the booking address from them', async () => {
    const { actor, calls, log } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    await until(() => log.length === 4);
    expect(log.slice(2).sort()).toEqual([
      'places@http://127.0.0.1:5173/api',
      'token:stored@http://127.0.0.1:5173/api',
    ]);
  });

  it('is ready only when options, date, places and the token check are all in', async () => {
    const { actor, calls, log } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    calls.date.resolve('2026-11-21T00:15:00+02:00');
    calls.places.resolve(places);
    await until(() => log.length === 4);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    calls.token.resolve(ada);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({
      options: venueOptions,
      places,
      serverDate: '2026-11-21T00:15:00+02:00',
      today: '2026-11-21',
      failure: null,
      user: ada,
      token: 'stored',
    });
    // the session is a typed child: no look-up by string, no cast
    expect(snapshot.children.session?.getSnapshot().context.user).toEqual(ada);
  });

  it('without a stored token is ready without a token call', async () => {
    const h = harness(null);
    h.actor.start();
    h.calls.options.resolve(venueOptions);
    h.calls.date.resolve('2026-11-21T09:30:00+02:00');
    h.calls.places.resolve(places);
    await waitFor(h.actor, (s) => s.matches('ready'));
    expect(h.log.some((entry) => entry.startsWith('token'))).toBe(false);
  });

  it('a refused token does not stop start-up: signed out, and the error channel says so', async () => {
    const snapshot = await ready(harness(), null);
    expect(snapshot.children.session?.getSnapshot().matches('signedOut')).toBe(true);
    expect(snapshot.children.toasts?.getSnapshot().context.toasts).toMatchObject([
      { call: 'checkToken', text: 'nepavyko_prisijungti' },
    ]);
  });

  it('a token check that got no answer shows the retry screen, the token kept; the retry signs in', async () => {
    const { actor, calls, log, fresh } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    calls.date.resolve('2026-11-21T09:30:00+02:00');
    calls.places.resolve(places);
    calls.token.reject(failure);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toEqual(failure);
    expect(failed.children.session?.getSnapshot().context.token).toBe('stored');
    // the retry screen says why: no toast besides it
    expect(failed.children.toasts?.getSnapshot().context.toasts).toEqual([]);
    fresh();
    log.length = 0;
    actor.send({ type: 'app.retried' });
    calls.options.resolve(venueOptions);
    calls.date.resolve('2026-11-21T09:30:00+02:00');
    calls.places.resolve(places);
    calls.token.resolve(ada);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context).toMatchObject({ user: ada, token: 'stored' });
    expect(log.filter((entry) => entry.startsWith('token'))).toEqual([
      'token:stored@http://127.0.0.1:5173/api',
    ]);
  });

  it.each([
    ['options', (c: ReturnType<typeof harness>['calls']) => c.options.reject(serverFailure)],
    ['server date', (c: ReturnType<typeof harness>['calls']) => c.date.reject(serverFailure)],
    [
      'places',
      (c: ReturnType<typeof harness>['calls']) => {
        c.options.resolve(venueOptions);
        c.places.reject(serverFailure);
      },
    ],
  ])('a failed %s call shows the retry screen with the failure, and no toast', async (_, fail) => {
    const { actor, calls } = harness();
    actor.start();
    fail(calls);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual(serverFailure);
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(snapshot.children.toasts?.getSnapshot().context.toasts).toEqual([]);
  });

  it('the options show as soon as they are in, and stay on the retry screen (its phone)', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    await waitFor(actor, (s) => s.context.options !== null);
    expect(actor.getSnapshot().matches('starting')).toBe(true);
    calls.date.reject(serverFailure);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.options).toEqual(venueOptions);
    // retrying shows nothing of the failed start-up until the options are in again
    actor.send({ type: 'app.retried' });
    expect(actor.getSnapshot().context.options).toBeNull();
  });

  it('a thrown error (a bug, not the wire) is a server failure on the retry screen', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.options.reject(new Error('boom'));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toEqual({ ok: false, error: 'server', message: '' });
  });

  it('a server date that is not a date is an unreadable answer', async () => {
    const { actor, calls } = harness();
    actor.start();
    calls.date.resolve('yesterday');
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toMatchObject({ ok: false, error: 'unreadable' });
  });

  it('retrying starts everything over and can then succeed', async () => {
    const { actor, calls, log, fresh } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    calls.date.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    fresh();
    log.length = 0;
    actor.send({ type: 'app.retried' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(log).toEqual(['options', 'date']);
    calls.options.resolve(venueOptions);
    calls.date.resolve('2026-11-21T09:30:00+02:00');
    calls.places.resolve(places);
    calls.token.resolve(ada);
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('a retry after the session already settled does not wait for it again', async () => {
    const { actor, calls, fresh } = harness();
    actor.start();
    calls.options.resolve(venueOptions);
    calls.token.resolve(ada);
    await waitFor(actor, (s) => s.context.user !== null);
    calls.date.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    fresh();
    actor.send({ type: 'app.retried' });
    calls.options.resolve(venueOptions);
    calls.date.resolve('2026-11-21T09:30:00+02:00');
    calls.places.resolve(places);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.user).toEqual(ada);
  });
});

describe('app: long-lived children', () => {
  it("once ready, the board has the places, the server's date and clock, the working hours and the session token", async () => {
    const h = harness();
    const snapshot = await ready(h);
    const board = snapshot.children.board;
    expect(board?.getSnapshot().context).toMatchObject({
      places,
      today: '2026-11-21',
      // its rules: a slot begun by the server's clock, or in the hours' end row, is not bookable
      now: { date: '2026-11-21', time: '09:30:00' },
      workHours: { start: 7, end: 23 },
      access: { url: 'http://127.0.0.1:5173/api', token: 'stored' },
    });
    // nothing loads until a board page is shown
    expect(h.days).toEqual([]);
    board?.send({ type: 'place.selected' });
    expect(h.days).toEqual([
      {
        access: { url: 'http://127.0.0.1:5173/api', token: 'stored' },
        placeId: 1,
        date: '2026-11-21',
      },
    ]);
  });

  it('the board is one actor for the app’s whole life (it survives leaving the board page)', async () => {
    const h = harness();
    const first = (await ready(h)).children.board;
    first?.send({ type: 'place.selected', placeId: 2 });
    h.actor.send({ type: 'locale.changed', locale: 'en' });
    h.actor.getSnapshot().children.overlay?.send({ type: 'route.changed' });
    const later = h.actor.getSnapshot().children.board;
    expect(later).toBe(first);
    expect(later?.getSnapshot().context.placeId).toBe(2);
  });

  it('hands a new token to the board when the session changes, and the board reads its day again', async () => {
    const h = harness();
    const snapshot = await ready(h);
    snapshot.children.board?.send({ type: 'place.selected' });
    snapshot.children.session?.send({ type: 'session.logoutRequested' });
    await waitFor(h.actor, (s) => s.context.user === null);
    expect(h.days.map((d) => d.access.token)).toEqual(['stored', null]);
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, token: null });
  });

  it('logging out goes Home: the machine decides, the app root navigates', async () => {
    const h = harness();
    const snapshot = await ready(h);
    snapshot.children.session?.send({ type: 'session.logoutRequested' });
    await waitFor(h.actor, (s) => s.context.user === null);
    expect(h.navigate.mock.calls).toEqual([['/']]);
  });

  it('"log out" pressed with an empty cart: the session hears no slots are held, and logs out at once', async () => {
    const h = harness();
    await ready(h);
    h.actor.send({ type: 'session.logoutRequested' });
    await waitFor(h.actor, (s) => s.context.user === null);
    expect(h.navigate.mock.calls).toEqual([['/']]);
  });

  const slot = { courtId: 3, date: '2026-11-21', time: '18:00:00', durationMins: 60 };
  /** a visitor's slot waits for their sign-in (machines/signInToAdd.ts) */
  const waiting = (h: ReturnType<typeof harness>) =>
    h.actor.getSnapshot().children.signInToAdd?.getSnapshot().matches('waiting');

  it('a visitor adding a slot gets the login modal; once signed in the slot is added as theirs, on the same page', async () => {
    const h = harness();
    const snapshot = await ready(h, null);
    h.actor.send({ type: 'cart.addRequested', request: slot });
    expect(openOverlay(snapshot.children.overlay!.getSnapshot())).toBe('login');
    expect(waiting(h)).toBe(true);
    h.actor.send({ type: 'session.signedIn', way: 'login', origin: 'modal', user: ada });
    expect(h.added).toEqual([{ ...slot, clientId: ada.subject }]);
    expect(h.navigate).not.toHaveBeenCalled();
    expect(openOverlay(snapshot.children.overlay!.getSnapshot())).toBe('none');
    expect(waiting(h)).toBe(false);
  });

  it('a dismissed login modal drops the waiting slot: a later sign-in adds nothing', async () => {
    const h = harness();
    const snapshot = await ready(h, null);
    h.actor.send({ type: 'cart.addRequested', request: slot });
    snapshot.children.overlay!.send({ type: 'closed' });
    expect(waiting(h)).toBe(false);
    h.actor.send({ type: 'session.signedIn', way: 'login', origin: 'modal', user: ada });
    expect(h.added).toEqual([]);
    // a sign-in through a modal, with nothing waiting, goes Home
    expect(h.navigate.mock.calls).toEqual([['/']]);
  });

  it('a signed-in user adds straight away, as themselves; a sign-in on the login page navigates nowhere', async () => {
    const h = harness();
    await ready(h);
    h.actor.send({ type: 'cart.addRequested', request: slot });
    expect(h.added).toEqual([{ ...slot, clientId: ada.subject }]);
    h.actor.send({ type: 'session.signedIn', way: 'login', origin: 'page', user: ada });
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('a call refused as unauthorised while signed in ends the session and says so', async () => {
    const h = harness();
    const snapshot = await ready(h);
    const expired: Failure = {
      ok: false,
      error: 'server',
      message: 'Sesija negalioja',
      status: 401,
    };
    h.actor.send({ type: 'call.failed', call: 'getCredit', failure: expired });
    const after = await waitFor(h.actor, (s) => s.context.user === null);
    expect(after.children.session?.getSnapshot().matches('signedOut')).toBe(true);
    expect(snapshot.children.toasts?.getSnapshot().context.toasts).toContainEqual(
      expect.objectContaining({ call: 'getCredit', text: 'sesija_baigesi' }),
    );
    // nobody is sent anywhere: a public page stays, a users-only page sends to login itself
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('changes and persists the locale in any state', async () => {
    const { actor, calls, persistLocale } = harness();
    actor.start();
    actor.send({ type: 'locale.changed', locale: 'en' });
    expect(actor.getSnapshot().context.locale).toBe('en');
    calls.options.reject(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'locale.changed', locale: 'lt' });
    expect(actor.getSnapshot().context.locale).toBe('lt');
    expect(persistLocale.mock.calls).toEqual([['en'], ['lt']]);
  });
});

describe('app: the error channel', () => {
  it('shows a reported failure as a toast, and drops it when the same call succeeds again', () => {
    const { actor } = harness();
    actor.start();
    actor.send({ type: 'call.failed', call: 'getPlaceInfo', failure: serverFailure });
    actor.send({ type: 'call.failed', call: 'checkToken', failure });
    const toasts = () => actor.getSnapshot().children.toasts?.getSnapshot().context.toasts;
    expect(toasts()).toMatchObject([
      // a 500's own words are the console's, never the toast's (docs/rules.md §8)
      { call: 'getPlaceInfo', kind: 'server', text: 'error_server', detail: null, console: 'Nope' },
      { call: 'checkToken', kind: 'connection', text: 'connection_error', detail: null },
    ]);
    actor.send({ type: 'call.succeeded', call: 'getPlaceInfo' });
    expect(toasts()).toMatchObject([{ call: 'checkToken' }]);
  });

  it('never shows a cancelled call', () => {
    const { actor } = harness();
    actor.start();
    actor.send({
      type: 'call.failed',
      call: 'getPlaceInfo',
      failure: { ...failure, error: 'cancelled' },
    });
    expect(actor.getSnapshot().children.toasts?.getSnapshot().context.toasts).toEqual([]);
  });
});

describe('app: start-up from what the last visit kept (docs/rules.md §4 "Start-up")', () => {
  const url = venueOptions.bookingApiUrl;
  const moved = movedOptions.bookingApiUrl;

  it('first visit to Home: the day waits for the places, which wait for the options', async () => {
    const h = harness(null, { page: {} });
    h.actor.start();
    h.calls.date.resolve('2026-11-21T09:30:00+02:00');
    h.calls.options.resolve(venueOptions);
    await until(() => h.log.includes(`places@${url}`));
    expect(h.days).toEqual([]);
    h.calls.places.resolve(places);
    await until(() => h.days.length === 1);
    expect(h.log).toEqual(['options', 'date', `places@${url}`, `day:1/2026-11-21@${url}`]);
  });

  it('first visit to a venue page: its day is asked for beside the places', async () => {
    const h = harness(null, { page: { placeId: 2 } });
    h.actor.start();
    h.calls.options.resolve(venueOptions);
    h.calls.date.resolve('2026-11-21T09:30:00+02:00');
    await until(() => h.days.length === 1);
    expect(h.log).toEqual(['options', 'date', `places@${url}`, `day:2/2026-11-21@${url}`]);
  });

  it('a return visit asks for everything at once: places, token and the day at the kept address', () => {
    const h = harness('stored', { cached: kept, page: {} });
    h.actor.start();
    expect(h.log.sort()).toEqual(
      ['options', 'date', `places@${url}`, `token:stored@${url}`, `day:1/2026-11-21@${url}`].sort(),
    );
    expect(h.days[0]?.access.token).toBe('stored');
  });

  it('a return visit is ready only on fresh answers, which replace the kept ones, and keeps them', async () => {
    const h = harness(null, { cached: kept, page: {} });
    h.actor.start();
    const renamed = [{ id: 1, name: 'Centras (naujas)' }];
    h.calls.places.resolve(renamed);
    h.calls.date.resolve('2026-11-21T09:30:00+02:00');
    const startup = () => h.actor.getSnapshot().children.startup?.getSnapshot().context;
    await until(() => startup()?.today !== null && startup()?.placesFrom !== null);
    // the options have not confirmed the address yet
    expect(h.actor.getSnapshot().matches('starting')).toBe(true);
    h.calls.options.resolve(venueOptions);
    const snapshot = await waitFor(h.actor, (s) => s.matches('ready'));
    expect(snapshot.context.places).toEqual(renamed);
    expect(h.remembered).toEqual([
      { options: venueOptions, places: renamed, serverDate: '2026-11-21T09:30:00+02:00' },
    ]);
    // the day asked for at once is the one the board keeps
    expect(h.days).toHaveLength(1);
    expect(h.daySignals[0]?.aborted).toBe(false);
    expect(h.forgotten).not.toHaveBeenCalled();
  });

  it('a return visit whose checks answer long after the day: the page keeps that day when it shows', async () => {
    const clock = new SimulatedClock();
    const h = harness(null, { cached: kept, page: {} }, clock);
    h.actor.start();
    const board = h.actor.system.get('board') as ActorRefFrom<typeof boardMachine>;
    h.dayAnswers[0]?.([]);
    await waitFor(board, (s) => s.matches({ shown: 'loaded' }));
    // a slow network or a slow phone: the fresh answers, and so the page, come much later
    clock.increment(30_000);
    h.calls.options.resolve(venueOptions);
    h.calls.date.resolve('2026-11-21T09:30:00+02:00');
    h.calls.places.resolve(places);
    await waitFor(h.actor, (s) => s.matches('ready'));
    // the board page, shown now, asks for the page start-up asked for
    board.send({ type: 'place.selected' });
    expect(h.days).toHaveLength(1);
    expect(board.getSnapshot().matches({ shown: 'loaded' })).toBe(true);
  });

  it('a server date other than the predicted one: the day is asked for again, for the new date', async () => {
    const h = harness(null, { cached: kept, page: {} });
    h.actor.start();
    h.calls.date.resolve('2026-11-22T00:05:00+02:00');
    await until(() => h.days.length === 2);
    expect(h.days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22']);
    expect(h.daySignals[0]?.aborted).toBe(true);
  });

  it('options naming another booking address drop what was kept; places, token and day go there', async () => {
    const h = harness('stored', { cached: kept, page: {} });
    h.actor.start();
    const first = { ...h.calls };
    h.fresh();
    first.date.resolve('2026-11-21T09:30:00+02:00');
    // the kept address's places arrive, and then the options move the address
    first.places.resolve(places);
    await waitFor(h.actor, (s) => s.children.startup?.getSnapshot().context.placesFrom === url);
    first.options.resolve(movedOptions);
    await until(() => h.log.includes(`places@${moved}`));
    expect(h.forgotten).toHaveBeenCalledTimes(1);
    expect(h.log).toContain(`token:stored@${moved}`);
    // Home's first venue is not known at the new address before its places
    expect(h.days.map((d) => d.access.url)).toEqual([url]);
    expect(h.actor.getSnapshot().matches('starting')).toBe(true);
    h.calls.places.resolve([places[1]!]);
    h.calls.token.resolve(ada);
    const snapshot = await waitFor(h.actor, (s) => s.matches('ready'));
    expect(snapshot.context.places).toEqual([places[1]]);
    expect(h.days.map((d) => [d.access.url, d.placeId])).toEqual([
      [url, 1],
      [moved, 2],
    ]);
    expect(h.remembered).toMatchObject([{ options: movedOptions, places: [places[1]] }]);
  });

  it('a retry after the address moved starts over as a first visit', async () => {
    const h = harness(null, { cached: kept, page: {} });
    h.actor.start();
    h.calls.options.resolve(movedOptions);
    h.calls.date.reject(failure);
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.fresh();
    h.log.length = 0;
    h.actor.send({ type: 'app.retried' });
    expect(h.log).toEqual(['options', 'date']);
  });

  it('a retry of a return visit starts again from the kept address at once', async () => {
    const h = harness(null, { cached: kept });
    h.actor.start();
    h.calls.date.reject(failure);
    await waitFor(h.actor, (s) => s.matches('failed'));
    h.fresh();
    h.log.length = 0;
    h.actor.send({ type: 'app.retried' });
    expect(h.log).toEqual(['options', 'date', `places@${url}`]);
  });
});

describe('app: children', () => {
  it('started without its real children, fails at once and names the child (nothing runs half-wired)', () => {
    const actor = createActor(appMachine, { input, systemId: 'app' });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/child machine 'session' is a placeholder/);
  });

  it("every child runs its real machine: start-up's partners at once, the others once start-up is done", async () => {
    const placesIn = deferred<Place[]>();
    const machine = appMachineWithChildren.provide({
      actors: {
        startup: startupMachine.provide({
          actors: {
            loadOptions: fromPromise(async () => venueOptions),
            loadServerDate: fromPromise(async () => '2026-11-21T09:30:00+02:00'),
            loadPlaces: fromPromise(() => placesIn.promise),
          },
        }),
      },
    });
    const actor = createActor(machine, { input: { ...input, storedToken: null }, systemId: 'app' });
    actor.start();
    const running = () =>
      Object.entries(actor.getSnapshot().children)
        .filter(([, child]) => child?.getSnapshot().status === 'active')
        .map(([id]) => id)
        .sort();
    expect(running()).toEqual(['board', 'connection', 'overlay', 'session', 'startup', 'toasts']);
    // and the session its own: the account forms
    const forms = actor.getSnapshot().children.session!.getSnapshot().children;
    expect(Object.keys(forms).filter((id) => id.endsWith('Form'))).toHaveLength(5);
    for (const form of Object.values(forms)) expect(form?.getSnapshot().status).toBe('active');

    placesIn.resolve(places);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(running()).toEqual(
      [
        'board',
        'cart',
        'connection',
        'contact',
        'overlay',
        'paymentResult',
        'session',
        'signInToAdd',
        'terms',
        'toasts',
      ].sort(),
    );
    // each with what start-up learnt: the booking address
    const access = { url: venueOptions.bookingApiUrl, token: null };
    const children = actor.getSnapshot().children;
    expect(children.cart?.getSnapshot().context.access).toEqual(access);
    actor.stop();
  });

  it('a signed-in session hands its token to every actor that calls the booking API', async () => {
    const h = harness();
    await ready(h, null);
    h.actor.send({ type: 'session.settled', user: ada, token: 'fresh' });
    const access = { url: venueOptions.bookingApiUrl, token: 'fresh' };
    const children = h.actor.getSnapshot().children;
    expect(children.board?.getSnapshot().context.access).toEqual(access);
    expect(children.cart?.getSnapshot().context.access).toEqual(access);
    expect(children.paymentResult?.getSnapshot().context.access).toEqual(access);
  });
});
