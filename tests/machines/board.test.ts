import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  boardMachine,
  selectBusy,
  selectFailed,
  selectUnknownPlace,
  type BoardInput,
  type PlaceInfoQuery,
} from '../../machines/board';
import type { CourtDay, Failure, Place } from '../../machines/domain';
import { describeModelPaths, type ModelEvent } from './graph';

const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
const today = '2026-11-21';
const url = 'http://venue.test/api';
const day = (courtName: string): CourtDay[] => [
  { courtId: 10, courtName, timetable: { '07:00:00': 'free', '07:30:00': 'full' } },
];
const failure: Failure = { ok: false, error: 'connection', message: '' };

const events: ModelEvent<typeof boardMachine>[] = [
  { type: 'place.selected' },
  { type: 'place.selected', placeId: 2 },
  { type: 'place.selected', placeId: 99 },
  { type: 'date.selected', date: today },
  { type: 'date.selected', date: '2026-11-22' },
  { type: 'date.selected', date: '2026-11-20' },
  { type: 'access.changed', token: 'T' },
  { type: 'board.refreshed' },
  { type: 'board.retried' },
  { type: 'xstate.done.actor.loadPlaceInfo', output: day('Court 1') },
  { type: 'xstate.error.actor.loadPlaceInfo', error: failure },
];
const input: BoardInput = { places, today, access: { url, token: null } };

/** A board whose requests the test answers one by one. */
function board(boardInput: BoardInput = input) {
  const requests: {
    input: PlaceInfoQuery;
    signal: AbortSignal;
    answer: (days: CourtDay[]) => void;
    fail: (e: unknown) => void;
  }[] = [];
  const machine = boardMachine.provide({
    actors: {
      loadPlaceInfo: fromPromise(
        ({ input, signal }) =>
          new Promise<CourtDay[]>((answer, fail) => {
            requests.push({ input, signal, answer, fail });
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
  return { actor, requests, status, queries };
}

/** A board page shown: Home (no id) unless a venue id is given. */
function shown(placeId?: number, boardInput: BoardInput = input) {
  const b = board(boardInput);
  b.actor.send(
    placeId === undefined ? { type: 'place.selected' } : { type: 'place.selected', placeId },
  );
  return b;
}

describeModelPaths(boardMachine, {
  events,
  input,
  expectStates: [
    'choosingPlace',
    'idle',
    'shown',
    'shown.failed',
    'shown.loaded',
    'shown.loading',
    'unknownPlace',
  ],
});

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
    actor.send({ type: 'date.selected', date: '2026-11-23' });
    expect(status()).toBe('unknownPlace');
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(status()).toBe('loading');
    expect(queries()).toEqual([{ placeId: 2, date: today }]);
  });

  it('ignores dates before the server’s today and non-dates', () => {
    const { actor, requests } = shown();
    actor.send({ type: 'date.selected', date: '2026-11-20' });
    actor.send({ type: 'date.selected', date: '21.11.2026' });
    actor.send({ type: 'date.selected', date: '2026-02-30' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.date).toBe(today);
  });

  it('a later date loads that day; a new day clears the old courts', async () => {
    const { actor, requests, queries } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'date.selected', date: '2026-11-22' });
    expect(queries()[1]).toEqual({ placeId: 1, date: '2026-11-22' });
    expect(actor.getSnapshot().context.courts).toEqual([]);
  });

  it('showing the same venue again reloads it and keeps its courts on screen meanwhile', async () => {
    const { actor, requests, status, queries } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'place.selected' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
    expect(queries()).toEqual([
      { placeId: 1, date: today },
      { placeId: 1, date: today },
    ]);
  });

  it('a refresh reloads the same day and keeps its courts on screen meanwhile', async () => {
    const { actor, requests, status, queries } = shown();
    requests[0]?.answer(day('Court 1'));
    await waitFor(actor, (s) => s.matches({ shown: 'loaded' }));
    actor.send({ type: 'board.refreshed' });
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

  it('a new date, a new token or a refresh while loading aborts the earlier request too', () => {
    const { actor, requests } = shown();
    actor.send({ type: 'date.selected', date: '2026-11-25' });
    actor.send({ type: 'access.changed', token: 'T' });
    actor.send({ type: 'board.refreshed' });
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

  it('a request that throws is a server failure with no message of its own', async () => {
    const { actor, requests } = shown();
    requests[0]?.fail(new Error('boom'));
    const snapshot = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(snapshot.context.failure).toEqual({ ok: false, error: 'server', message: '' });
  });
});
