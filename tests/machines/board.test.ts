import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { boardMachine, boardStatus, type BoardInput } from '../../machines/board';
import type { CourtDay, Place, Result } from '../../machines/domain';
import { allStates, reachedStates, replayShortestPaths, untakenTransitions } from './graph';

const places: Place[] = [
  { id: 1, name: 'Centras' },
  { id: 2, name: 'Žirmūnai' },
];
const today = '2026-11-21';
const day = (courtName: string): CourtDay[] => [
  { courtId: 10, courtName, timetable: { '07:00:00': 'free', '07:30:00': 'full' } },
];
const failure: Result<CourtDay[]> = { ok: false, error: 'connection', message: 'Connection error' };

const events = [
  { type: 'place.selected', placeId: 1 },
  { type: 'place.selected', placeId: 2 },
  { type: 'place.selected', placeId: 99 },
  { type: 'date.selected', date: today },
  { type: 'date.selected', date: '2026-11-22' },
  { type: 'date.selected', date: '2026-11-20' },
  { type: 'board.refreshed' },
  { type: 'board.retried' },
  { type: 'xstate.done.actor.loadPlaceInfo', output: { ok: true, data: day('Court 1') } },
  { type: 'xstate.done.actor.loadPlaceInfo', output: failure },
  { type: 'xstate.error.actor.loadPlaceInfo', error: new Error('x') },
] as never[];
const input: BoardInput = { places, today };

/** A board whose requests the test answers one by one. */
function board(boardInput: BoardInput = input) {
  const requests: {
    input: { placeId: number; date: string };
    signal: AbortSignal;
    answer: (r: Result<CourtDay[]>) => void;
    fail: (e: Error) => void;
  }[] = [];
  const machine = boardMachine.provide({
    actors: {
      loadPlaceInfo: fromPromise(
        ({ input, signal }) =>
          new Promise<Result<CourtDay[]>>((answer, fail) => {
            requests.push({ input, signal, answer, fail });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: boardInput }).start();
  return { actor, requests, status: () => boardStatus(actor.getSnapshot()) };
}

describe('board: model paths', () => {
  it('reaches every state', () => {
    expect(reachedStates(boardMachine, { events, input })).toEqual(allStates(boardMachine));
    expect(allStates(boardMachine)).toEqual(['failed', 'loaded', 'loading', 'unknownPlace']);
  });

  it('takes every declared transition', () => {
    expect(untakenTransitions(boardMachine, { events, input })).toEqual([]);
  });

  it('ends every shortest path where the live actor ends', () => {
    const result = replayShortestPaths(boardMachine, {
      events,
      input,
      silentActors: ['loadPlaceInfo'],
    });
    expect(result.checked).toBeGreaterThan(4);
    expect(result.mismatches).toEqual([]);
  });
});

describe('board: venue and date', () => {
  it('loads the first venue for today when no id is given', () => {
    const { requests, status, actor } = board();
    expect(status()).toBe('loading');
    expect(requests.map((r) => r.input)).toEqual([{ placeId: 1, date: today }]);
    expect(actor.getSnapshot().context).toMatchObject({ placeId: 1, date: today });
  });

  it('loads the venue given by id', () => {
    const { requests } = board({ places, today, placeId: 2 });
    expect(requests.map((r) => r.input)).toEqual([{ placeId: 2, date: today }]);
  });

  it('shows the day once loaded', async () => {
    const { actor, requests, status } = board();
    requests[0]?.answer({ ok: true, data: day('Court 1') });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(status()).toBe('loaded');
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
  });

  it('an unknown venue id shows an empty page and loads nothing', () => {
    const { requests, status } = board({ places, today, placeId: 99 });
    expect(status()).toBe('unknownPlace');
    expect(requests).toHaveLength(0);
  });

  it('no places at all is an empty page too', () => {
    const { requests, status } = board({ places: [], today });
    expect(status()).toBe('unknownPlace');
    expect(requests).toHaveLength(0);
  });

  it('choosing a known venue leaves the empty page; a date keeps it empty', () => {
    const { actor, requests, status } = board({ places, today, placeId: 99 });
    actor.send({ type: 'date.selected', date: '2026-11-23' });
    expect(status()).toBe('unknownPlace');
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(status()).toBe('loading');
    expect(requests.map((r) => r.input)).toEqual([{ placeId: 2, date: '2026-11-23' }]);
  });

  it('ignores dates before the server’s today and non-dates', () => {
    const { actor, requests } = board();
    actor.send({ type: 'date.selected', date: '2026-11-20' });
    actor.send({ type: 'date.selected', date: '21.11.2026' });
    actor.send({ type: 'date.selected', date: '2026-02-30' });
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().context.date).toBe(today);
  });

  it('a later date loads that day; a new venue or day clears the old courts', async () => {
    const { actor, requests } = board();
    requests[0]?.answer({ ok: true, data: day('Court 1') });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'date.selected', date: '2026-11-22' });
    expect(requests[1]?.input).toEqual({ placeId: 1, date: '2026-11-22' });
    expect(actor.getSnapshot().context.courts).toEqual([]);
  });

  it('a refresh reloads the same day and keeps its courts on screen meanwhile', async () => {
    const { actor, requests, status } = board();
    requests[0]?.answer({ ok: true, data: day('Court 1') });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'board.refreshed' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.courts).toEqual(day('Court 1'));
    expect(requests[1]?.input).toEqual({ placeId: 1, date: today });
  });
});

describe('board: the earlier request is cancelled', () => {
  it('a new venue while loading aborts the earlier request and ignores its late answer', async () => {
    const { actor, requests } = board();
    actor.send({ type: 'place.selected', placeId: 2 });
    expect(requests).toHaveLength(2);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.signal.aborted).toBe(false);
    requests[0]?.answer({ ok: true, data: day('stale') });
    requests[1]?.answer({ ok: true, data: day('Court 2') });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.courts).toEqual(day('Court 2'));
    expect(snapshot.context.placeId).toBe(2);
  });

  it('a new date or a refresh while loading aborts the earlier request too', () => {
    const { actor, requests } = board();
    actor.send({ type: 'date.selected', date: '2026-11-25' });
    actor.send({ type: 'board.refreshed' });
    expect(requests.map((r) => r.signal.aborted)).toEqual([true, true, false]);
  });

  it('an aborted request that fails late does not show an error', async () => {
    const { actor, requests } = board();
    actor.send({ type: 'place.selected', placeId: 2 });
    requests[0]?.fail(new Error('aborted'));
    requests[1]?.answer({ ok: true, data: day('Court 2') });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.failure).toBeNull();
  });
});

describe('board: failure and retry', () => {
  it('a failed load shows the error state; retry loads again', async () => {
    const { actor, requests, status } = board();
    requests[0]?.answer(failure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(status()).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual(failure);
    actor.send({ type: 'board.retried' });
    expect(status()).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
    requests[1]?.answer({ ok: true, data: day('Court 1') });
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('a request that throws is a failure too', async () => {
    const { actor, requests } = board();
    requests[0]?.fail(new Error('boom'));
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.failure).toMatchObject({ ok: false, message: 'boom' });
  });
});
