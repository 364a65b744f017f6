/**
 * Two of the small machines the coverage helper is tested on (graph.test.ts), which its model
 * paths also walk, clean (graph.paths.test.ts).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ModelEvent } from './graph';

// --- always: a dead branch with the same target as a live one ---------------------------------

type PlaceEvent = { type: 'place.selected'; id: string };

export const choosing = setup({
  types: { events: {} as PlaceEvent, context: {} as { id: string } },
  guards: {
    known: ({ context }) => ['1', '2'].includes(context.id),
    legacy: ({ context }) => context.id.startsWith('old-'),
  },
}).createMachine({
  id: 'choosing',
  context: { id: '1' },
  initial: 'choosingPlace',
  on: {
    'place.selected': {
      target: '.choosingPlace',
      actions: assign({ id: ({ event }) => event.id }),
    },
  },
  states: {
    choosingPlace: {
      always: [
        { guard: 'known', target: 'loading' },
        { guard: 'legacy', target: 'loading' },
        { target: 'unknownPlace' },
      ],
    },
    loading: {},
    unknownPlace: {},
  },
});
export const places: ModelEvent<typeof choosing>[] = [
  { type: 'place.selected', id: '2' },
  { type: 'place.selected', id: 'old-7' },
  { type: 'place.selected', id: '99' },
];

// --- invoked actors, a delay, a parallel state's completion --------------------------------

type Outcome = { ok: boolean };
type OrderEvent = { type: 'order' } | { type: 'paid' } | { type: 'shipped' } | { type: 'cancel' };

export const ordering = setup({
  types: { events: {} as OrderEvent },
  actors: {
    load: fromPromise<Outcome>(async () => ({ ok: true })),
  },
}).createMachine({
  id: 'ordering',
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'ready' }, { target: 'failed' }],
        onError: { target: 'failed' },
      },
    },
    failed: {},
    ready: { on: { order: 'checkout' } },
    checkout: {
      type: 'parallel',
      onDone: 'complete',
      after: { 1000: 'timedOut' },
      on: { cancel: 'ready' },
      states: {
        payment: {
          initial: 'waiting',
          states: { waiting: { on: { paid: 'paid' } }, paid: { type: 'final' } },
        },
        delivery: {
          initial: 'waiting',
          states: { waiting: { on: { shipped: 'shipped' } }, shipped: { type: 'final' } },
        },
      },
    },
    timedOut: {},
    complete: {},
  },
});
export const orderEvents: ModelEvent<typeof ordering>[] = [
  { type: 'xstate.done.actor.load', output: { ok: true } },
  { type: 'xstate.done.actor.load', output: { ok: false } },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'order' },
  { type: 'paid' },
  { type: 'shipped' },
  { type: 'cancel' },
  { type: 'xstate.after.1000.ordering.checkout' },
];
