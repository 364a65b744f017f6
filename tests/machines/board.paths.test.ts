/** The board's model paths (./graph.ts); its rules are in board.test.ts. */
import { boardMachine } from '../../machines/board';
import { describeModelPaths, type ModelEvent } from './graph';
import { day, failure, fullDay, input, lengths, places, taken, today } from './board.fixtures';

const events: ModelEvent<typeof boardMachine>[] = [
  { type: 'place.selected' },
  { type: 'place.selected', early: true },
  { type: 'place.selected', placeId: 2 },
  { type: 'place.selected', placeId: 99 },
  { type: 'place.selected', placeId: 1, date: '2026-11-22' },
  { type: 'place.selected', placeId: 1, date: '2026-11-20' },
  { type: 'access.changed', token: 'T' },
  { type: 'access.changed', token: null },
  { type: 'startup.learnt', today: '2026-11-22' },
  { type: 'startup.learnt', places },
  { type: 'startup.learnt', places: null },
  { type: 'startup.learnt', url: 'http://moved.test/api' },
  // the server's clock, past 07:00 today, and the working hours (the rule test has the end row)
  {
    type: 'startup.learnt',
    serverDate: `${today}T07:15:00+02:00`,
    workHours: { start: 7, end: 23 },
  },
  { type: 'xstate.after.recentFor.board.shown.loaded' },
  // a minute of the server's clock (the board raises it itself, delayed)
  { type: 'clock.ticked' },
  // today over at 07:15 (07:00 has begun, 07:30 is full): the search's days, free or full
  { type: 'xstate.done.actor.searchFreeDay', output: day('Court 1') },
  { type: 'xstate.done.actor.searchFreeDay', output: fullDay },
  { type: 'xstate.error.actor.searchFreeDay', error: failure },
  { type: 'board.refreshRequested' },
  { type: 'board.retried' },
  { type: 'xstate.done.actor.loadPlaceInfo', output: day('Court 1') },
  { type: 'xstate.error.actor.loadPlaceInfo', error: failure },
  { type: 'slot.selected', courtId: 10, time: '07:00:00' },
  { type: 'slot.selected', courtId: 10, time: '07:30:00' },
  { type: 'slot.closed' },
  { type: 'slot.retried' },
  { type: 'xstate.done.actor.loadTimeInfo', output: lengths },
  { type: 'xstate.done.actor.loadTimeInfo', output: [] },
  { type: 'xstate.error.actor.loadTimeInfo', error: failure },
  { type: 'duration.selected', minutes: 60 },
  { type: 'duration.selected', minutes: 90 },
  // the cart's answer to the dialog's add, relayed by the app
  { type: 'slot.added' },
  { type: 'slot.addFailed', failure: taken },
];

describeModelPaths(boardMachine, {
  events,
  input,
  // a state is what the guards and the requests can tell apart (the courts only matter to a
  // guard once loaded, and then they are always the answer: the day kept on screen, stale or
  // not, while another loads changes nothing the machine does)
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.places?.length ?? null,
      c.today,
      c.access,
      c.asked,
      c.placeId,
      c.date,
      c.recent,
      c.slot,
      c.durations.length,
      c.now !== null,
      c.adding,
      c.addFailure !== null,
      c.refreshDue,
    ]);
  },
  expectStates: [
    'choosingPlace',
    'idle',
    'shown',
    'shown.failed',
    'shown.loaded',
    'shown.loaded.browsing',
    'shown.loaded.browsing.looking',
    'shown.loaded.browsing.searchingFreeDay',
    'shown.loaded.slot',
    'shown.loaded.slot.adding',
    'shown.loaded.slot.choosing',
    'shown.loaded.slot.loadingTimes',
    'shown.loaded.slot.timesFailed',
    'shown.loading',
    'unknownPlace',
    'waiting',
  ],
});
