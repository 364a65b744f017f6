import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, SimulatedClock, waitFor } from 'xstate';
import {
  boardMachine,
  selectAddFailure,
  selectAdding,
  selectBusy,
  selectCourts,
  selectCourtsDate,
  selectDurations,
  selectFailed,
  selectFailedText,
  selectFirstOpenDay,
  selectNextFreeDay,
  selectNow,
  selectPlaceholderCount,
  selectTodayOver,
  selectSlot,
  selectStale,
  selectTimesBusy,
  selectTimesFailed,
  selectUnknownPlace,
  FREE_DAY_SEARCH_DAYS,
  type BoardInput,
  type BoardReport,
  type PlaceInfoQuery,
  type TimeInfoQuery,
} from '../../machines/board';
import type { CourtDay, Duration } from '../../machines/domain';
import { day, failure, fullDay, input, lengths, places, taken, today, url } from './board.fixtures';

/** A day with a run of bookable half-hours: 08:00–10:00 free or on sale, then a booking. */
const longDay: CourtDay[] = [
  {
    courtId: 10,
    courtName: 'Court 1',
    timetable: {
      '07:30:00': 'my',
      '08:00:00': 'free',
      '08:30:00': 'fullsell',
      '09:00:00': 'free',
      '09:30:00': 'free',
      '10:00:00': 'free',
      '10:30:00': 'full',
    },
  },
  { courtId: 11, courtName: 'Court 2', timetable: { '08:00:00': 'fullsell', '08:30:00': 'full' } },
];

interface Pending<I, O> {
  input: I;
  signal: AbortSignal;
  answer: (output: O) => void;
  fail: (e: unknown) => void;
}

/** A board whose requests (days and lengths) the test answers one by one. */
function board(boardInput: BoardInput = input) {
  const requests: Pending<PlaceInfoQuery, CourtDay[]>[] = [];
  const timeRequests: Pending<TimeInfoQuery, Duration[]>[] = [];
  const machine = boardMachine.provide({
    actors: {
      loadPlaceInfo: fromPromise(
        ({ input, signal }) =>
          new Promise<CourtDay[]>((answer, fail) => {
            requests.push({ input, signal, answer, fail });
          }),
      ),
      loadTimeInfo: fromPromise(
        ({ input, signal }) =>
          new Promise<Duration[]>((answer, fail) => {
            timeRequests.push({ input, signal, answer, fail });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: boardInput }).start();
  const status = () => {
    const s = actor.getSnapshot();
    if (selectUnknownPlace(s)) return 'unknownPlace';
    if (selectFailed(s)) return 'failed';
    if (selectBusy(s)) return 'loading';
    return s.matches({ shown: 'loaded' }) ? 'loaded' : 'idle';
  };
  const queries = () => requests.map((r) => ({ placeId: r.input.placeId, date: r.input.date }));
  return { actor, machine, requests, timeRequests, status, queries };
}

/** A board page shown: Home (no id) unless a venue id is given. */
function shown(placeId?: number, boardInput: BoardInput = input) {
  const b = board(boardInput);
  b.actor.send(
    placeId === undefined ? { type: 'place.selected' } : { type: 'place.selected', placeId },
  );
  return b;
}

/** A board with `courts` on screen. */
async function loaded(courts: CourtDay[] = longDay) {
  const b = shown();
  b.requests[0]?.answer(courts);
  await waitFor(b.actor, (s) => s.matches({ shown: 'loaded' }));
  return b;
}

/** A board on a clock the test moves, whose page (`early`: start-up's) has its day on screen. */
async function loadedOnClock({ early = false } = {}) {
  const clock = new SimulatedClock();
  const b = board();
  const actor = createActor(b.machine, { input, clock }).start();
  actor.send(early ? { type: 'place.selected', early } : { type: 'place.selected' });
  b.requests[0]?.answer(day('Court 1'));
  await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
  return { clock, actor, queries: b.queries };
}

describe('board: venue and date', () => {
  it('loads nothing until a board page is shown', () => {
    const { requests, status } = board();
    expect(status()).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('Home loads the first venue for today, with the access it was given', () => {
    const { requests, status, actor } = shown();
    expect(status()).toBe('loading');
    expect(requests.map((r) => r.input)).toEqual([
      { access: { url, token: null }, placeId: 1, date: today },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ placeId: 1, date: today });
  });

  it('loads the venue given by id', () => {
    expect(shown(2).queries()).toEqual([{ placeId: 2, date: today }]);
  });

  it('shows the day once loaded', async () => {
    const { actor, requests, status } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    expect(status()).toBe('loaded');
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
  });

  it('an unknown venue id shows an empty page and loads nothing', () => {
    const { requests, status } = shown(99);
    expect(status()).toBe('unknownPlace');
    expect(requests).toHaveLength(0);
  });

  it('no places at all is an empty page too', () => {
    const { requests, status } = shown(undefined, { ...input, places: [] });
    expect(status()).toBe('unknownPlace');
    expect(requests).toHaveLength(0);
  });

  it('choosing a known venue leaves the empty page', () => {
    const { actor, queries, status } = shown(99);
    actor.send({ type: 'place.selected', placeId: 99, date: '2026-11-23' });
    expect(status()).toBe('unknownPlace');
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-23' });
    expect(status()).toBe('loading');
    expect(queries()).toEqual([{ placeId: 2, date: '2026-11-23' }]);
  });

  it('a page for a later date loads that day', () => {
    const { actor, queries } = board();
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    expect(queries()).toEqual([{ placeId: 2, date: '2026-11-24' }]);
    expect(actor.getSnapshot().context.date).toBe('2026-11-24');
  });

  it('a date before the server’s today, or no date at all, means today', () => {
    for (const date of ['2026-11-20', '21.11.2026', '2026-02-30', '', undefined]) {
      const { actor, queries } = board();
      actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-25' });
      actor.send({ type: 'place.selected', placeId: 1, date });
      expect(queries()[1]).toEqual({ placeId: 1, date: today });
      expect(actor.getSnapshot().context.date).toBe(today);
    }
  });

  it('a later date loads that day; the old day stays on screen, stale, until it arrives', async () => {
    const { actor, requests, queries } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    expect(selectStale(actor.getSnapshot())).toBe(false);
    expect(selectCourtsDate(actor.getSnapshot())).toBe(today);
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-22' });
    expect(queries()[1]).toEqual({ placeId: 1, date: '2026-11-22' });
    let s = actor.getSnapshot();
    expect(selectBusy(s)).toBe(true);
    expect(selectCourts(s)).toEqual(day('Court 1'));
    expect(selectCourtsDate(s)).toBe(today);
    expect(selectStale(s)).toBe(true);
    // the stale day offers no slot
    actor.send({ type: 'slot.selected', courtId: 10, time: '07:00:00' });
    expect(selectSlot(actor.getSnapshot())).toBeNull();
    requests[1]?.answer(day('Court 1 tomorrow'));
    s = await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    expect(selectCourts(s)).toEqual(day('Court 1 tomorrow'));
    expect(selectCourtsDate(s)).toBe('2026-11-22');
    expect(selectStale(s)).toBe(false);
  });

  it('a new date that fails to load says so; its retry still shows the old day as stale', async () => {
    const { actor, requests } = await loaded(day('Court 1'));
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-22' });
    requests[1]?.fail(failure);
    await waitFor(actor, (s) => selectFailed(s));
    actor.send({ type: 'board.retried' });
    expect(selectStale(actor.getSnapshot())).toBe(true);
    requests[2]?.answer(day('Court 1 tomorrow'));
    const s = await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    expect(selectCourtsDate(s)).toBe('2026-11-22');
    expect(selectStale(s)).toBe(false);
  });

  it('a new today from start-up keeps the venue’s day on screen, stale, while the new one loads', async () => {
    const { actor } = await loaded(day('Court 1'));
    actor.send({ type: 'startup.learnt', today: '2026-11-22' });
    const s = actor.getSnapshot();
    expect(selectCourts(s)).toEqual(day('Court 1'));
    expect(selectStale(s)).toBe(true);
  });

  it('another venue clears the old courts (they are not its courts), on any date', async () => {
    const { actor } = await loaded(day('Court 1'));
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(selectCourts(actor.getSnapshot())).toEqual([]);
    expect(selectStale(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-23' });
    expect(selectCourts(actor.getSnapshot())).toEqual([]);
  });

  it('showing the same venue again reloads it and keeps its courts on screen meanwhile', async () => {
    const { clock, actor, queries } = await loadedOnClock();
    clock.increment(2000);
    actor.send({ type: 'place.selected' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 1, date: today },
    ]);
  });

  it('the same page asked again while its day loads, or just after it came, is not read again', async () => {
    const clock = new SimulatedClock();
    const { machine, requests, queries } = board();
    const actor = createActor(machine, { input, clock }).start();
    // React's rehearsal shows a page twice; an address corrected in place asks for the same day
    actor.send({ type: 'place.selected' });
    actor.send({ type: 'place.selected' });
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-20' });
    expect(queries()).toEqual([{ placeId: 1, date: today }]);
    expect(requests[0]?.signal.aborted).toBe(false);
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    clock.increment(1999);
    actor.send({ type: 'place.selected' });
    expect(queries()).toHaveLength(1);
    expect(actor.getSnapshot().matches({ shown: 'loaded' })).toBe(true);
    // another page is read at once, however recent the day on screen
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 2, date: today },
    ]);
  });

  it('the page start-up asked for early keeps its day when it asks, however late; its window starts then', async () => {
    const { clock, actor, queries } = await loadedOnClock({ early: true });
    // slow start-up answers or slow code: the page shows long after its day came
    clock.increment(60_000);
    actor.send({ type: 'place.selected' });
    expect(queries()).toHaveLength(1);
    expect(actor.getSnapshot().matches({ shown: 'loaded' })).toBe(true);
    // React's rehearsal of the page's effect, just after: still the day just shown
    clock.increment(1999);
    actor.send({ type: 'place.selected' });
    expect(queries()).toHaveLength(1);
    // coming back to the board later reads it again
    clock.increment(2000);
    actor.send({ type: 'place.selected' });
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 1, date: today },
    ]);
  });

  it('only the page start-up asked for is kept for it: another page is read at once', async () => {
    const { clock, actor, queries } = await loadedOnClock({ early: true });
    clock.increment(60_000);
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 2, date: today },
    ]);
  });

  it('a refresh reloads the same day and keeps its courts on screen meanwhile', async () => {
    const { actor, requests, status, queries } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'board.refreshRequested' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
    expect(queries()[1]).toEqual({ placeId: 1, date: today });
  });
});

describe('board: the session token', () => {
  it('a new token reloads the day on screen with it', async () => {
    const { actor, requests } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'access.changed', token: 'T' });
    expect(requests.map((r) => r.input.access.token)).toEqual([null, 'T']);
  });

  it('the token it already has reads nothing again', async () => {
    const { actor, requests } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'access.changed', token: null });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches({ shown: 'loaded' })).toBe(true);
  });

  it('before any board is shown a new token is only remembered', () => {
    const { actor, requests } = board();
    actor.send({ type: 'access.changed', token: 'T' });
    expect(requests).toEqual([]);
    actor.send({ type: 'place.selected' });
    expect(requests.map((r) => r.input.access.token)).toEqual(['T']);
  });
});

describe('board: the earlier request is cancelled', () => {
  it('a new venue while loading aborts the earlier request and ignores its late answer', async () => {
    const { actor, requests } = shown();
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    requests[0]?.answer(day('stale'));
    requests[1]?.answer(day('Court 2'));
    const snapshot = await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    expect(snapshot.context.courts).toEqual(day('Court 2'));
    expect(snapshot.context.placeId).toBe(2);
  });

  it('20 quick date changes: every earlier request aborted, the board ends on the last date', async () => {
    const { actor, requests } = shown();
    const dates = Array.from({ length: 20 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    for (const date of dates) actor.send({ type: 'place.selected', placeId: 1, date });
    expect(requests.map((r) => r.signal.aborted)).toEqual([...Array(20).fill(true), false]);
    // the old answers arrive late, out of order; only the last one counts
    for (const r of [...requests].reverse()) r.answer(day(r.input.date));
    const snapshot = await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    expect(snapshot.context.date).toBe('2026-12-20');
    expect(snapshot.context.courts).toEqual(day('2026-12-20'));
    expect(selectCourtsDate(snapshot)).toBe('2026-12-20');
  });

  it('with a day on screen, the earlier dates’ late answers never replace it: it stays stale until the last date’s', async () => {
    const { actor, requests } = await loaded(day('Court 1'));
    for (const date of ['2026-11-22', '2026-11-23', '2026-11-24']) {
      actor.send({ type: 'place.selected', placeId: 1, date });
    }
    requests[1]?.answer(day('2026-11-22'));
    requests[2]?.answer(day('2026-11-23'));
    await Promise.resolve();
    let s = actor.getSnapshot();
    expect(selectCourts(s)).toEqual(day('Court 1'));
    expect(selectCourtsDate(s)).toBe(today);
    expect(selectStale(s)).toBe(true);
    requests[3]?.answer(day('2026-11-24'));
    s = await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    expect(selectCourts(s)).toEqual(day('2026-11-24'));
    expect(selectCourtsDate(s)).toBe('2026-11-24');
  });

  it('a new date, a new token or a refresh while loading aborts the earlier request too', () => {
    const { actor, requests } = shown();
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-25' });
    actor.send({ type: 'access.changed', token: 'T' });
    actor.send({ type: 'board.refreshRequested' });
    expect(requests.map((r) => r.signal.aborted)).toEqual([true, true, true, false]);
  });

  it('an aborted request that fails late does not show an error', async () => {
    const { actor, requests } = shown();
    actor.send({ type: 'place.selected', placeId: 2 });
    requests[0]?.fail(failure);
    requests[1]?.answer(day('Court 2'));
    const snapshot = await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    expect(snapshot.context.failure).toBeNull();
  });
});

describe('board: failure and retry', () => {
  it('a failed load shows the error state; retry loads again', async () => {
    const { actor, requests, status } = shown();
    requests[0]?.fail(failure);
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    actor.send({ type: 'board.retried' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
    requests[1]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
  });

  it("a date or venue switch refused unsent offline is told in the banner's words, any other failure in the board's own", async () => {
    const { actor, requests } = await loaded(longDay);
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-25' });
    requests[1]?.fail({ ok: false, error: 'connection', message: '', offline: true });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectFailedText(actor.getSnapshot())).toBe('offline_banner');
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-25' });
    requests[2]?.fail({ ok: false, error: 'connection', message: '', offline: true });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectFailedText(actor.getSnapshot())).toBe('offline_banner');
    // online, a call that got no answer: the board's own words
    actor.send({ type: 'board.retried' });
    expect(selectFailedText(actor.getSnapshot())).toBeNull();
    requests[3]?.fail({ ok: false, error: 'connection', message: '' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(selectFailedText(actor.getSnapshot())).toBe('board_failed');
  });

  it('a request that throws is a server failure with no message of its own', async () => {
    const { actor, requests } = shown();
    requests[0]?.fail(new Error('boom'));
    const snapshot = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(snapshot.context.failure).toEqual({ ok: false, error: 'server', message: '' });
  });
});

describe('board: the slot dialog', () => {
  it('a free or on-sale slot opens its dialog and asks for its lengths', async () => {
    const { actor, requests, timeRequests } = board();
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    requests[0]?.answer(longDay);
    await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    actor.send({ type: 'slot.selected', courtId: 11, time: '08:00:00' });
    const s = actor.getSnapshot();
    expect(selectSlot(s)).toEqual({ court: longDay[1], time: '08:00:00', date: '2026-11-24' });
    expect(selectTimesBusy(s)).toBe(true);
    expect(timeRequests.map((r) => r.input)).toEqual([
      { access: { url, token: null }, courtId: 11, date: '2026-11-24', time: '08:00:00' },
    ]);
    timeRequests[0]?.answer(lengths);
    const after = await waitFor(actor, (x) => !selectTimesBusy(x));
    expect(selectDurations(after)).toEqual(lengths);
    expect(selectSlot(after)?.time).toBe('08:00:00');
  });

  it('reserved, bought, in-cart and unknown slots open nothing', async () => {
    const { actor, timeRequests } = await loaded();
    for (const [courtId, time] of [
      [10, '10:30:00'],
      [10, '07:30:00'],
      [11, '08:30:00'],
      [10, '23:00:00'],
      [99, '08:00:00'],
    ] as const) {
      actor.send({ type: 'slot.selected', courtId, time });
      expect(selectSlot(actor.getSnapshot())).toBeNull();
    }
    expect(timeRequests).toHaveLength(0);
  });

  it("a slot begun by the server's clock, or in the row that closes the day, opens nothing", async () => {
    const { actor, requests, timeRequests } = board();
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    requests[0]?.answer([
      {
        courtId: 10,
        courtName: 'Court 1',
        timetable: {
          '08:00:00': 'free',
          '09:00:00': 'fullsell',
          '10:00:00': 'free',
          '23:00:00': 'free',
        },
      },
    ]);
    await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    const opens = (time: string) => {
      actor.send({ type: 'slot.selected', courtId: 10, time });
      const open = selectSlot(actor.getSnapshot()) !== null;
      actor.send({ type: 'slot.closed' });
      return open;
    };
    // before start-up knows the clock and the hours, the statuses alone decide
    expect([opens('08:00:00'), opens('23:00:00')]).toEqual([true, true]);

    actor.send({
      type: 'startup.learnt',
      serverDate: '2026-11-24T09:00:00+02:00',
      workHours: { start: 7, end: 23 },
    });
    // 08:00 has begun, 09:00 begins now; 23:00 is the row that closes the day
    expect(['08:00:00', '09:00:00', '10:00:00', '23:00:00'].map(opens)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    // the clock is that of the day on screen: the evening before, the morning has not begun
    actor.send({ type: 'startup.learnt', serverDate: '2026-11-23T21:00:00+02:00' });
    expect(['08:00:00', '09:00:00', '23:00:00'].map(opens)).toEqual([true, true, false]);
    // and told, the board kept its day: nothing was read again for it
    expect(requests).toHaveLength(1);
    expect(timeRequests.map((r) => r.input.time)).toEqual([
      '08:00:00',
      '23:00:00',
      '10:00:00',
      '08:00:00',
      '09:00:00',
    ]);
  });

  it('late in the day: once no slot of today can be chosen, the board says today is over', async () => {
    const { actor, requests } = board();
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    requests[0]?.answer([
      {
        courtId: 10,
        courtName: 'Court 1',
        timetable: {
          '21:00:00': 'free',
          '21:30:00': 'reserved',
          '22:00:00': 'fullsell',
          '23:00:00': 'free',
        },
      },
    ]);
    await waitFor(actor, (x) => x.matches({ shown: 'loaded' }));
    const over = () => selectTodayOver(actor.getSnapshot());
    // the clock not known yet: nothing has begun
    expect(over()).toBe(false);
    actor.send({
      type: 'startup.learnt',
      serverDate: '2026-11-24T21:45:00+02:00',
      workHours: { start: 7, end: 23 },
    });
    // 22:00, on sale, has not begun
    expect(over()).toBe(false);
    actor.send({ type: 'startup.learnt', serverDate: '2026-11-24T22:00:00+02:00' });
    // 22:00 begins now, and 23:00 is the row that closes the day
    expect(over()).toBe(true);
    // once the clock is past midnight this day is a past one: still nothing to choose on it, and
    // the board still says so (the next day is searched from the new today)
    actor.send({ type: 'startup.learnt', serverDate: '2026-11-25T08:00:00+02:00' });
    expect(over()).toBe(true);
  });

  it('no dialog opens over another date kept while the asked one loads, nor over a failed day', async () => {
    const { actor, requests, timeRequests } = await loaded();
    actor.send({ type: 'place.selected', placeId: 1, date: '2026-11-22' });
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    expect(selectStale(actor.getSnapshot())).toBe(true);
    requests[1]?.fail(failure);
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    expect(timeRequests).toHaveLength(0);
    expect(selectSlot(actor.getSnapshot())).toBeNull();
  });

  it('a slot chosen while the day on screen is read again opens at once; the day is read when it closes', async () => {
    const { actor, requests, timeRequests } = await loaded();
    actor.send({ type: 'board.refreshRequested' });
    actor.send({ type: 'slot.selected', courtId: 10, time: '10:30:00' });
    // a slot that cannot be booked opens nothing, and the read goes on
    expect(selectSlot(actor.getSnapshot())).toBeNull();
    expect(requests[1]?.signal.aborted).toBe(false);
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    expect(selectSlot(actor.getSnapshot())).toMatchObject({
      court: { courtId: 10 },
      time: '08:00:00',
      date: today,
    });
    expect(timeRequests.map((r) => r.input.time)).toEqual(['08:00:00']);
    // the read would close the dialog under the user: it waits
    expect(requests[1]?.signal.aborted).toBe(true);
    requests[1]?.answer(fullDay);
    timeRequests[0]?.answer(lengths);
    const s = await waitFor(actor, (x) => !selectTimesBusy(x));
    expect(selectDurations(s)).toEqual(lengths);
    expect(selectCourts(s)).toEqual(longDay);
    actor.send({ type: 'slot.closed' });
    expect(requests).toHaveLength(3);
    expect(selectBusy(actor.getSnapshot())).toBe(true);
  });

  it('the placeholder counts the chosen slot and the bookable ones after it, at most 4', async () => {
    const { actor } = await loaded();
    const count = (courtId: number, time: string) => {
      actor.send({ type: 'slot.selected', courtId, time });
      const n = selectPlaceholderCount(actor.getSnapshot());
      actor.send({ type: 'slot.closed' });
      return n;
    };
    expect(count(10, '08:00:00')).toBe(4); // five bookable in a row: capped at 4
    expect(count(10, '09:30:00')).toBe(2); // 09:30, 10:00, then reserved
    expect(count(10, '10:00:00')).toBe(1);
    expect(count(11, '08:00:00')).toBe(1);
    expect(selectPlaceholderCount(actor.getSnapshot())).toBe(0);
  });

  it('closing the dialog aborts the lengths request and ignores its late answer', async () => {
    const { actor, timeRequests } = await loaded();
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    actor.send({ type: 'slot.closed' });
    expect(timeRequests[0]?.signal.aborted).toBe(true);
    expect(selectSlot(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'slot.selected', courtId: 10, time: '09:00:00' });
    timeRequests[0]?.answer(lengths);
    timeRequests[1]?.answer([{ minutes: 30, price: 5 }]);
    const s = await waitFor(actor, (x) => !selectTimesBusy(x));
    expect(selectDurations(s)).toEqual([{ minutes: 30, price: 5 }]);
  });

  it('a reload (new token, another day) closes the dialog and aborts its request', async () => {
    for (const event of [
      { type: 'access.changed', token: 'T' },
      { type: 'place.selected', placeId: 1, date: '2026-11-23' },
    ] as const) {
      const { actor, timeRequests } = await loaded();
      actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
      actor.send(event);
      expect(timeRequests[0]?.signal.aborted).toBe(true);
      expect(selectSlot(actor.getSnapshot())).toBeNull();
    }
  });

  it('a refresh (the cart, a payment) waits for the open dialog to close, then reads the day', async () => {
    const { actor, timeRequests, requests } = await loaded();
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    actor.send({ type: 'board.refreshRequested' });
    expect(timeRequests[0]?.signal.aborted).toBe(false);
    expect(selectSlot(actor.getSnapshot())).not.toBeNull();
    expect(requests).toHaveLength(1);
    actor.send({ type: 'slot.closed' });
    expect(requests).toHaveLength(2);
    expect(selectBusy(actor.getSnapshot())).toBe(true);
  });

  it('failed lengths are told in the dialog; retry asks again', async () => {
    const { actor, timeRequests } = await loaded();
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    timeRequests[0]?.fail(failure);
    await waitFor(actor, (s) => selectTimesFailed(s));
    expect(actor.getSnapshot().context.timesFailure).toEqual(failure);
    actor.send({ type: 'slot.retried' });
    expect(selectTimesBusy(actor.getSnapshot())).toBe(true);
    expect(timeRequests).toHaveLength(2);
    expect(timeRequests[1]?.input.time).toBe('08:00:00');
  });

  it('no lengths: the dialog stays open with none to pick', async () => {
    const { actor, timeRequests } = await loaded();
    actor.send({ type: 'slot.selected', courtId: 10, time: '08:00:00' });
    timeRequests[0]?.answer([]);
    const s = await waitFor(actor, (x) => !selectTimesBusy(x));
    expect(selectSlot(s)).not.toBeNull();
    expect(selectDurations(s)).toEqual([]);
    expect(selectTimesFailed(s)).toBe(false);
  });
});

describe('board: picking a length asks the app to add it to the cart', () => {
  /** The board as a child of an app (systemId `app`) that records what it is told. */
  function inApp(token: string | null = null) {
    const { machine, timeRequests, requests } = board();
    const app = setup({
      types: { context: {} as { reports: BoardReport[] }, events: {} as BoardReport },
      actors: { board: machine },
    }).createMachine({
      context: { reports: [] },
      invoke: {
        id: 'board',
        src: 'board',
        systemId: 'board',
        input: () => ({ ...input, access: { url, token } }),
      },
      on: {
        'cart.addRequested': {
          actions: assign({ reports: ({ context, event }) => [...context.reports, event] }),
        },
      },
    });
    const actor = createActor(app, { systemId: 'app' }).start();
    const boardActor = actor.system.get('board') as ReturnType<typeof createActor<typeof machine>>;
    return { app: actor, board: boardActor, timeRequests, requests };
  }

  it("reports court, date, time and length (no client id: the app adds it); a visitor's dialog closes", async () => {
    const { app, board: b, timeRequests, requests } = inApp();
    b.send({ type: 'place.selected', placeId: 1, date: '2026-11-23' });
    requests[0]?.answer(longDay);
    await waitFor(b, (s) => s.matches({ shown: 'loaded' }));
    b.send({ type: 'slot.selected', courtId: 10, time: '09:00:00' });
    timeRequests[0]?.answer(lengths);
    await waitFor(b, (s) => !selectTimesBusy(s));
    b.send({ type: 'duration.selected', minutes: 30 });
    expect(app.getSnapshot().context.reports).toEqual([
      {
        type: 'cart.addRequested',
        request: { courtId: 10, date: '2026-11-23', time: '09:00:00', durationMins: 30 },
      },
    ]);
    expect(selectSlot(b.getSnapshot())).toBeNull();
  });

  /** A signed-in user's board with the dialog of Court 1 at 09:00 offering `lengths`. */
  async function choosing() {
    const h = inApp('T');
    h.board.send({ type: 'place.selected' });
    h.requests[0]?.answer(longDay);
    await waitFor(h.board, (s) => s.matches({ shown: 'loaded' }));
    h.board.send({ type: 'slot.selected', courtId: 10, time: '09:00:00' });
    h.timeRequests[0]?.answer(lengths);
    await waitFor(h.board, (s) => !selectTimesBusy(s));
    return h;
  }

  it('signed in: the dialog stays, busy with the chosen length, until the cart has it', async () => {
    const { app, board: b } = await choosing();
    b.send({ type: 'duration.selected', minutes: 60 });
    expect(app.getSnapshot().context.reports).toHaveLength(1);
    expect(selectSlot(b.getSnapshot())).not.toBeNull();
    expect(selectAdding(b.getSnapshot())).toBe(60);
    // a second pick while the first is on its way asks nothing
    b.send({ type: 'duration.selected', minutes: 30 });
    expect(app.getSnapshot().context.reports).toHaveLength(1);
    b.send({ type: 'slot.added' });
    expect(selectSlot(b.getSnapshot())).toBeNull();
    expect(selectAdding(b.getSnapshot())).toBeNull();
  });

  it('a failed add is told in the dialog, which reads the lengths afresh for another choice', async () => {
    const { app, board: b, timeRequests } = await choosing();
    b.send({ type: 'duration.selected', minutes: 60 });
    b.send({ type: 'slot.addFailed', failure: taken });
    let s = b.getSnapshot();
    expect(selectSlot(s)).not.toBeNull();
    expect(selectAddFailure(s)).toEqual(taken);
    expect(selectAdding(s)).toBeNull();
    expect(timeRequests).toHaveLength(2);
    expect(timeRequests[1]?.input.time).toBe('09:00:00');
    timeRequests[1]?.answer([{ minutes: 30, price: 4 }]);
    s = await waitFor(b, (x) => !selectTimesBusy(x));
    // the cause stays in view beside the fresh lengths until another is chosen
    expect(selectAddFailure(s)).toEqual(taken);
    b.send({ type: 'duration.selected', minutes: 30 });
    expect(selectAddFailure(b.getSnapshot())).toBeNull();
    expect(app.getSnapshot().context.reports.map((r) => r.request.durationMins)).toEqual([60, 30]);
    // closing forgets it: the next dialog starts clean
    b.send({ type: 'slot.addFailed', failure: taken });
    b.send({ type: 'slot.closed' });
    b.send({ type: 'slot.selected', courtId: 10, time: '09:30:00' });
    expect(selectAddFailure(b.getSnapshot())).toBeNull();
  });

  it('the day changed while the dialog is open: read once it closes, not under the user', async () => {
    const { board: b, requests } = await choosing();
    b.send({ type: 'duration.selected', minutes: 60 });
    // the cart tells the board its day changed before its answer comes
    b.send({ type: 'board.refreshRequested' });
    b.send({ type: 'slot.addFailed', failure: taken });
    expect(requests).toHaveLength(1);
    expect(selectSlot(b.getSnapshot())).not.toBeNull();
    b.send({ type: 'slot.closed' });
    expect(requests).toHaveLength(2);
    expect(selectSlot(b.getSnapshot())).toBeNull();
  });

  it('a dialog closed while its add is on its way no longer waits for the answer', async () => {
    const { board: b } = await choosing();
    b.send({ type: 'duration.selected', minutes: 60 });
    b.send({ type: 'slot.closed' });
    // the app then tells the failure outside the dialog (a toast): the board is not waiting
    expect(selectAdding(b.getSnapshot())).toBeNull();
    expect(b.getSnapshot().hasTag('slotAdding')).toBe(false);
    b.send({ type: 'slot.addFailed', failure: taken });
    expect(selectSlot(b.getSnapshot())).toBeNull();
  });

  it('a length the server did not offer, or one picked while loading, is ignored', async () => {
    const { app, board: b, timeRequests, requests } = inApp();
    b.send({ type: 'place.selected' });
    requests[0]?.answer(longDay);
    await waitFor(b, (s) => s.matches({ shown: 'loaded' }));
    b.send({ type: 'slot.selected', courtId: 10, time: '09:00:00' });
    b.send({ type: 'duration.selected', minutes: 30 });
    timeRequests[0]?.answer(lengths);
    await waitFor(b, (s) => !selectTimesBusy(s));
    b.send({ type: 'duration.selected', minutes: 90 });
    expect(app.getSnapshot().context.reports).toEqual([]);
    expect(selectSlot(b.getSnapshot())).not.toBeNull();
  });
});

describe('board: start-up (docs/rules.md §4 "Start-up")', () => {
  const unknown: BoardInput = { places: null, today: '', access: { url: '', token: null } };

  it('Home waits for the booking address, today and the places, then asks for the first venue', () => {
    const { actor, queries } = board(unknown);
    actor.send({ type: 'place.selected' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'startup.learnt', today });
    actor.send({ type: 'startup.learnt', url });
    expect(queries()).toEqual([]);
    actor.send({ type: 'startup.learnt', places });
    expect(queries()).toEqual([{ placeId: 1, date: today }]);
  });

  it('a venue page asks for its day once the address and today are known, beside the places', () => {
    const { actor, queries, requests, status } = board(unknown);
    actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-23' });
    actor.send({ type: 'startup.learnt', url, today });
    expect(queries()).toEqual([{ placeId: 2, date: '2026-11-23' }]);
    expect(requests[0]?.input.access.url).toBe(url);
    // the places confirm the venue: the day on its way is kept
    actor.send({ type: 'startup.learnt', places });
    expect(queries()).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(false);
    expect(status()).toBe('loading');
  });

  it('a venue page whose venue the places do not have ends empty, its request aborted', () => {
    const { actor, requests, status } = board(unknown);
    actor.send({ type: 'place.selected', placeId: 9 });
    actor.send({ type: 'startup.learnt', url, today });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'startup.learnt', places });
    expect(status()).toBe('unknownPlace');
    expect(requests[0]?.signal.aborted).toBe(true);
    // fresh places that have it after all
    actor.send({ type: 'startup.learnt', places: [...places, { id: 9, name: 'Nauja' }] });
    expect(status()).toBe('loading');
    expect(requests).toHaveLength(2);
  });

  it('a day asked for with a predicted today is kept when the server confirms it', async () => {
    const { actor, requests, status } = board();
    actor.send({ type: 'place.selected' });
    actor.send({ type: 'startup.learnt', today, places, url });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(false);
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'startup.learnt', today });
    expect(status()).toBe('loaded');
    expect(requests).toHaveLength(1);
  });

  it('a server date other than the predicted one asks for the new today, the old request aborted', () => {
    const { actor, requests, queries } = board();
    actor.send({ type: 'place.selected' });
    actor.send({ type: 'startup.learnt', today: '2026-11-22' });
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 1, date: '2026-11-22' },
    ]);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context.courts).toEqual([]);
  });

  it('a later day the page asks for is kept whichever today the server confirms', () => {
    const { actor, queries } = board();
    actor.send({ type: 'place.selected', date: '2026-11-28' });
    actor.send({ type: 'startup.learnt', today: '2026-11-22' });
    expect(queries()).toEqual([{ placeId: 1, date: '2026-11-28' }]);
    // …but a page whose day the new today has passed goes to today
    const other = board();
    other.actor.send({ type: 'place.selected', date: today });
    other.actor.send({ type: 'startup.learnt', today: '2026-11-22' });
    expect(other.queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 1, date: '2026-11-22' },
    ]);
  });

  it('a moved booking address asks again there; Home without places waits for the fresh ones', () => {
    const { actor, requests } = board();
    actor.send({ type: 'place.selected' });
    actor.send({ type: 'startup.learnt', url: 'http://moved.test/api', places: null });
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'startup.learnt', places: [places[1]!] });
    expect(requests.map((r) => [r.input.access.url, r.input.placeId])).toEqual([
      [url, 1],
      ['http://moved.test/api', 2],
    ]);
  });

  it('what start-up learns before any page is shown is only remembered', () => {
    const { actor, queries } = board(unknown);
    actor.send({ type: 'startup.learnt', url, today, places });
    expect(queries()).toEqual([]);
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(queries()).toEqual([{ placeId: 2, date: today }]);
  });
});

describe("board: the server's clock while the page stays open (docs/rules.md §9)", () => {
  // the actor's delays and the monotonic clock (performance.now) are the test's to move
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The evening of today on the board: 22:00 free, 22:30 on sale, 23:00 closes the day. */
  const evening: CourtDay[] = [
    {
      courtId: 10,
      courtName: 'Court 1',
      timetable: { '22:00:00': 'free', '22:30:00': 'fullsell', '23:00:00': 'free' },
    },
  ];

  /** Today's evening on screen, the server's clock read at `at` (Vilnius, +02:00). */
  async function evenAt(at: string) {
    const b = board();
    b.actor.send({ type: 'place.selected' });
    b.actor.send({
      type: 'startup.learnt',
      serverDate: `${today}T${at}+02:00`,
      workHours: { start: 7, end: 23 },
    });
    b.requests[0]?.answer(evening);
    await vi.advanceTimersByTimeAsync(0);
    const now = () => selectNow(b.actor.getSnapshot())?.time;
    const over = () => selectTodayOver(b.actor.getSnapshot());
    const choosable = (time: string) => {
      b.actor.send({ type: 'slot.selected', courtId: 10, time });
      const open = selectSlot(b.actor.getSnapshot()) !== null;
      b.actor.send({ type: 'slot.closed' });
      return open;
    };
    return { ...b, now, over, choosable };
  }

  it('the now moves at each whole minute of the server, and a half-hour that begins is no longer choosable', async () => {
    const b = await evenAt('21:58:30');
    expect(b.now()).toBe('21:58:30');
    // the first tick waits for the next whole minute, not a minute from start-up
    await vi.advanceTimersByTimeAsync(29_999);
    expect(b.now()).toBe('21:58:30');
    await vi.advanceTimersByTimeAsync(1);
    expect(b.now()).toBe('21:59:00');
    expect(b.choosable('22:00:00')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b.now()).toBe('22:00:00');
    expect(b.choosable('22:00:00')).toBe(false);
    expect(b.choosable('22:30:00')).toBe(true);
    expect(b.over()).toBe(false);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(b.now()).toBe('22:30:00');
    expect(b.choosable('22:30:00')).toBe(false);
    // nothing of today can be chosen: the board says so, and looks for a day with free times
    expect(b.over()).toBe(true);
    expect(b.queries().at(-1)).toEqual({ placeId: 1, date: '2026-11-22' });
  });

  it("the browser's own clock set forward or back moves nothing: only the time that passed counts", async () => {
    const b = await evenAt('21:00:00');
    vi.setSystemTime(Date.now() + 5 * 60 * 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b.now()).toBe('21:01:00');
    vi.setSystemTime(Date.now() - 24 * 60 * 60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(b.now()).toBe('21:02:00');
  });

  it('one tick at a time: the clock read again counts from the fresh reading; a stopped board leaves no timer', async () => {
    const b = await evenAt('21:00:00');
    // the tick, and the day's "just read" window
    expect(vi.getTimerCount()).toBe(2);
    // start-up tells the kept date first, then the fresh one: the first tick is called off
    b.actor.send({ type: 'startup.learnt', serverDate: `${today}T21:30:20+02:00` });
    expect(b.now()).toBe('21:30:20');
    expect(vi.getTimerCount()).toBe(2);
    await vi.advanceTimersByTimeAsync(39_999);
    expect(b.now()).toBe('21:30:20');
    await vi.advanceTimersByTimeAsync(1);
    expect(b.now()).toBe('21:31:00');
    for (let minute = 0; minute < 148; minute++) await vi.advanceTimersByTimeAsync(60_000);
    expect(b.now()).toBe('23:59:00');
    expect(vi.getTimerCount()).toBe(1);
    b.actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('past midnight the clock is on the next day', async () => {
    const b = await evenAt('23:59:00');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(selectNow(b.actor.getSnapshot())).toEqual({ date: '2026-11-22', time: '00:00:00' });
  });
});

describe('board: late in the day, the next day with free times', () => {
  const serverDate = `${today}T22:40:00+02:00`;
  const lateToday: CourtDay[] = [
    { courtId: 10, courtName: 'Court 1', timetable: { '22:30:00': 'free', '23:00:00': 'free' } },
  ];
  /** Today over on the board, a signed-in user's token with it. */
  async function over(placeId = 2) {
    const b = board({ ...input, access: { url, token: 'T' } });
    b.actor.send({ type: 'startup.learnt', serverDate, workHours: { start: 7, end: 23 } });
    b.actor.send({ type: 'place.selected', placeId });
    b.requests[0]?.answer(lateToday);
    await waitFor(b.actor, (s) => s.matches({ shown: 'loaded' }));
    const next = () => selectNextFreeDay(b.actor.getSnapshot());
    return { ...b, next };
  }

  it('reads the days after today one by one, with the same venue and token, until one has a free time', async () => {
    const b = await over();
    expect(selectTodayOver(b.actor.getSnapshot())).toBe(true);
    // while it looks, the next day is offered, marked as still looking
    expect(b.next()).toEqual({ date: '2026-11-22', searching: true });
    // the calendar's first available day is past today already
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe('2026-11-22');
    b.requests[1]?.answer(fullDay);
    await vi.waitFor(() => expect(b.requests).toHaveLength(3));
    b.requests[2]?.answer(day('Court 1'));
    await waitFor(b.actor, () => !b.next().searching);
    expect(b.next()).toEqual({ date: '2026-11-23', searching: false });
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe('2026-11-23');
    expect(
      b.requests.slice(1).map((r) => [r.input.placeId, r.input.date, r.input.access.token]),
    ).toEqual([
      [2, '2026-11-22', 'T'],
      [2, '2026-11-23', 'T'],
    ]);
  });

  it(`gives up after ${FREE_DAY_SEARCH_DAYS} full days, or when a day fails to load: the next day is offered`, async () => {
    const b = await over();
    for (let i = 1; i <= FREE_DAY_SEARCH_DAYS; i++) {
      await vi.waitFor(() => expect(b.requests).toHaveLength(i + 1));
      b.requests[i]?.answer(fullDay);
    }
    await waitFor(b.actor, () => !b.next().searching);
    expect(b.requests).toHaveLength(FREE_DAY_SEARCH_DAYS + 1);
    expect(b.requests.at(-1)?.input.date).toBe('2026-12-05');
    expect(b.next()).toEqual({ date: '2026-11-22', searching: false });

    const failing = await over();
    failing.requests[1]?.fail(failure);
    await waitFor(failing.actor, () => !failing.next().searching);
    expect(failing.next()).toEqual({ date: '2026-11-22', searching: false });
    expect(failing.requests).toHaveLength(2);
    // the board itself shows no failure: the search only offers less
    expect(selectFailed(failing.actor.getSnapshot())).toBe(false);
  });

  it('another page stops the search (its request aborted); the same day shown again is not searched again', async () => {
    const b = await over();
    b.actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    expect(b.requests[1]?.signal.aborted).toBe(true);
    b.requests[2]?.answer(day('Court 1'));
    await waitFor(b.actor, (s) => s.matches({ shown: 'loaded' }));
    b.actor.send({ type: 'place.selected', placeId: 2 });
    b.requests[3]?.answer(lateToday);
    await waitFor(b.actor, (s) => s.matches({ shown: 'loaded' }));
    b.requests[4]?.answer(day('Court 1'));
    await waitFor(b.actor, () => !b.next().searching);
    expect(b.next().date).toBe('2026-11-22');
    b.actor.send({ type: 'board.refreshRequested' });
    b.requests[5]?.answer(lateToday);
    await waitFor(b.actor, (s) => s.matches({ shown: 'loaded' }));
    expect(b.requests).toHaveLength(6);
    expect(b.next()).toEqual({ date: '2026-11-22', searching: false });
    // another venue: no day on screen while it loads, and nothing to offer
    b.actor.send({ type: 'place.selected', placeId: 1 });
    expect(selectTodayOver(b.actor.getSnapshot())).toBe(false);
    expect(b.next()).toEqual({ date: '', searching: false });
  });
});

describe('board: late in the day, on a page left open past midnight', () => {
  // the actor's delays and the monotonic clock (performance.now) are the test's to move
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("searches again from the server's new today: the day found before midnight is no longer the answer", async () => {
    const b = board();
    b.actor.send({
      type: 'startup.learnt',
      serverDate: `${today}T23:50:00+02:00`,
      workHours: { start: 7, end: 23 },
    });
    b.actor.send({ type: 'place.selected', placeId: 2 });
    b.requests[0]?.answer([
      { courtId: 10, courtName: 'Court 1', timetable: { '22:30:00': 'free', '23:00:00': 'free' } },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    // before midnight: tomorrow has free times
    b.requests[1]?.answer(day('Court 1'));
    await vi.advanceTimersByTimeAsync(0);
    const next = () => selectNextFreeDay(b.actor.getSnapshot());
    expect(next()).toEqual({ date: '2026-11-22', searching: false });
    expect(b.requests).toHaveLength(2);

    // the clock passes midnight with the page open: the day on screen is over still, and the
    // finding is an old date's; the search reads the days from the new today
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(selectNow(b.actor.getSnapshot())).toEqual({ date: '2026-11-22', time: '00:00:00' });
    expect(selectTodayOver(b.actor.getSnapshot())).toBe(true);
    expect(next()).toEqual({ date: '2026-11-22', searching: true });
    // the calendar's first available day is the new today while it is read, not the day after
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe('2026-11-22');
    expect(b.requests.at(-1)?.input.date).toBe('2026-11-22');
    b.requests.at(-1)?.answer(fullDay);
    await vi.advanceTimersByTimeAsync(0);
    expect(b.requests.at(-1)?.input.date).toBe('2026-11-23');
    b.requests.at(-1)?.answer(day('Court 1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(next()).toEqual({ date: '2026-11-23', searching: false });
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe('2026-11-23');
    // searched once for the new date, not again at each minute
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(b.requests).toHaveLength(4);
  });

  it("with a later day on screen, the calendar's first available day moves to the new today", async () => {
    const b = board();
    b.actor.send({
      type: 'startup.learnt',
      serverDate: `${today}T23:50:00+02:00`,
      workHours: { start: 7, end: 23 },
    });
    b.actor.send({ type: 'place.selected', placeId: 2, date: '2026-11-24' });
    b.requests[0]?.answer(day('Court 1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe(today);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(selectTodayOver(b.actor.getSnapshot())).toBe(false);
    expect(selectFirstOpenDay(b.actor.getSnapshot())).toBe('2026-11-22');
  });
});
