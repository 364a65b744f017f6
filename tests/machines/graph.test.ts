/**
 * The coverage helper catches what it claims to: each case is a small machine that is clean with
 * the right events, and a mutation (a guard made never/always true with `provide`, a missing
 * event, a dropped `reenter`) that must be reported as an untaken transition or unreached state.
 */
import { describe, expect, it } from 'vitest';
import { and, assign, fromCallback, not, or, sendParent, setup, spawnChild, stateIn } from 'xstate';
import {
  explore,
  replayProblems,
  stateProblems,
  transitionLabels,
  transitionProblems,
  untakenTransitions,
  unreachedStateNodes,
  type ModelEvent,
} from './graph';
import { choosing, orderEvents, ordering, places } from './graph.fixtures';

// --- a guarded re-entry beside a plain re-entry: same source, event and target ---------------

type RefreshEvent = { type: 'start' } | { type: 'refresh'; hard: boolean };

const reloading = setup({
  types: { events: {} as RefreshEvent, context: {} as { entries: number } },
  guards: { hard: ({ event }) => event.type === 'refresh' && event.hard },
}).createMachine({
  id: 'reloading',
  context: { entries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { start: 'loading' } },
    loading: {
      entry: assign({ entries: ({ context }) => context.entries + 1 }),
      on: {
        refresh: [
          { guard: 'hard', target: 'loading', reenter: true },
          { target: 'loading', reenter: true },
        ],
      },
    },
  },
});
const refreshes: ModelEvent<typeof reloading>[] = [
  { type: 'start' },
  { type: 'refresh', hard: true },
  { type: 'refresh', hard: false },
];
// entries grow without bound: the graph's state is the value only
const byValue = { serializeState: (s: { value: unknown }) => JSON.stringify(s.value) };

describe('coverage: a guard that is never true on a re-entry', () => {
  it('the machine with both kinds of refresh reports nothing', () => {
    expect(untakenTransitions(reloading, { events: refreshes, ...byValue })).toEqual([]);
  });

  it('reports the guarded branch when its guard never holds', () => {
    const mutant = reloading.provide({ guards: { hard: () => false } });
    expect(untakenTransitions(mutant, { events: refreshes, ...byValue })).toEqual([
      'loading on refresh[0] if hard → loading (reenter)',
    ]);
  });

  it('reports the fallback branch when the guard always holds', () => {
    const mutant = reloading.provide({ guards: { hard: () => true } });
    expect(untakenTransitions(mutant, { events: refreshes, ...byValue })).toEqual([
      'loading on refresh[1] → loading (reenter)',
    ]);
  });
});

// --- reenter: a reenter self-transition behind a plain one ------------------------------------

const softOrHard = setup({
  types: { events: {} as RefreshEvent },
  guards: { soft: ({ event }) => event.type === 'refresh' && !event.hard },
}).createMachine({
  id: 'softOrHard',
  initial: 'idle',
  states: {
    idle: { on: { start: 'loading' } },
    loading: {
      on: {
        refresh: [
          { guard: 'soft', target: 'loading' },
          { target: 'loading', reenter: true },
        ],
      },
    },
  },
});

describe('coverage: reenter', () => {
  it('tells a reenter transition from a plain one with the same source, event and target', () => {
    expect(transitionLabels(softOrHard)).toEqual([
      'idle on start[0] → loading',
      'loading on refresh[0] if soft → loading',
      'loading on refresh[1] → loading (reenter)',
    ]);
    expect(untakenTransitions(softOrHard, { events: refreshes })).toEqual([]);
  });

  it('reports the reenter branch when an earlier branch always wins', () => {
    const mutant = softOrHard.provide({ guards: { soft: () => true } });
    expect(untakenTransitions(mutant, { events: refreshes })).toEqual([
      'loading on refresh[1] → loading (reenter)',
    ]);
  });

  it('a transition that lost `reenter: true` no longer matches its exemption or label', () => {
    const lost = setup({ types: { events: {} as RefreshEvent } }).createMachine({
      id: 'lost',
      initial: 'idle',
      states: {
        idle: { on: { start: 'loading' } },
        loading: { on: { refresh: { target: 'loading' } } },
      },
    });
    expect(transitionLabels(lost)).toContain('loading on refresh[0] → loading');
    expect(transitionLabels(lost)).not.toContain('loading on refresh[0] → loading (reenter)');
    expect(
      transitionProblems(lost, {
        events: [{ type: 'start' }],
        untakableTransitions: {
          'loading on refresh[0] → loading (reenter)': 'refreshing restarts the request',
        },
      }),
    ).toEqual([
      'transition never taken: loading on refresh[0] → loading',
      'exemption names no declared transition: loading on refresh[0] → loading (reenter)',
    ]);
  });
});

describe('coverage: labels', () => {
  it('spell out higher-order guards', () => {
    const guarded = setup({
      types: { events: {} as { type: 'go'; fast: boolean } },
      guards: { fast: ({ event }) => event.fast },
    }).createMachine({
      id: 'guarded',
      initial: 'a',
      states: {
        a: {
          on: {
            go: [
              { guard: and([stateIn('#guarded.a'), not('fast')]), target: 'b' },
              { guard: or(['fast', ({ event }) => !event.fast]), target: 'b' },
            ],
          },
        },
        b: {},
      },
    });
    expect(transitionLabels(guarded)).toEqual([
      'a on go[0] if and(stateIn(#guarded.a), not(fast)) → b',
      'a on go[1] if or(fast, guard) → b',
    ]);
  });
});

// --- always: a dead branch with the same target as a live one ---------------------------------

describe('coverage: always', () => {
  it('every branch taken, the transient state entered', () => {
    expect(untakenTransitions(choosing, { events: places })).toEqual([]);
    expect(unreachedStateNodes(choosing, { events: places })).toEqual([]);
  });

  it('reports a dead always branch even though its target is reached by another', () => {
    const mutant = choosing.provide({ guards: { legacy: () => false } });
    expect(untakenTransitions(mutant, { events: places })).toEqual([
      'choosingPlace always[1] if legacy → loading',
    ]);
  });

  it('reports the initial always branch when it is the one that dies', () => {
    const mutant = choosing.provide({ guards: { known: () => false } });
    expect(untakenTransitions(mutant, { events: places })).toEqual([
      'choosingPlace always[0] if known → loading',
    ]);
  });
});

// --- invoked actors, a delay, a parallel state's completion --------------------------------

const without = (type: string) => orderEvents.filter((e) => e.type !== type);

describe('coverage: invoked actors, delays, completion of a parallel state', () => {
  const full = { events: orderEvents };

  it('the machine with the right events reports nothing, and replays', () => {
    expect(stateProblems(ordering, full)).toEqual([]);
    expect(transitionProblems(ordering, full)).toEqual([]);
    const { checked, mismatches } = replayProblems(ordering, full);
    // 11 shortest paths (to each state, and more so that each transition ends one: `failed` by
    // onDone and by onError, `complete` after `paid` and after `shipped`), 6 that begin no other;
    // 11 simple paths (to each state by each route that repeats none), 6 that begin no other
    expect(explore(ordering, full).shortest).toHaveLength(11);
    expect(explore(ordering, full).replayed).toEqual({ shortest: 6, simple: 6, simpleOf: 6 });
    expect(checked).toBe(12);
    expect(mismatches).toEqual([]);
  });

  it('generates simple paths only up to the limit, and replays at most so many of them', () => {
    const over = explore(ordering, { events: orderEvents, simplePathLimit: 10 });
    expect(over.simpleCount).toBe(11);
    expect(over.simple).toBeUndefined();
    expect(over.replayed).toEqual({ shortest: 6, simple: 0, simpleOf: 0 });
    const few = explore(ordering, { events: orderEvents, simplePathReplays: 2 });
    expect(few.simple).toHaveLength(11);
    expect(few.replayed).toEqual({ shortest: 6, simple: 2, simpleOf: 6 });
  });

  it('reports an `after` transition whose delay never elapses, and the state behind it', () => {
    const events = without('xstate.after.1000.ordering.checkout');
    expect(untakenTransitions(ordering, { events })).toEqual([
      'checkout on xstate.after.1000.ordering.checkout[0] → timedOut',
    ]);
    expect(unreachedStateNodes(ordering, { events })).toEqual(['timedOut']);
  });

  it('reports an `xstate.done.state` transition when a region never finishes', () => {
    const events = without('shipped');
    expect(untakenTransitions(ordering, { events })).toEqual([
      'checkout on xstate.done.state.ordering.checkout[0] → complete',
      'checkout.delivery.waiting on shipped[0] → checkout.delivery.shipped',
    ]);
    expect(unreachedStateNodes(ordering, { events })).toEqual([
      'checkout.delivery.shipped',
      'complete',
    ]);
  });

  it('reports an onError transition although its target is reached through onDone', () => {
    const events = without('xstate.error.actor.load');
    expect(untakenTransitions(ordering, { events })).toEqual([
      'loading on xstate.error.actor.load[0] → failed',
    ]);
    expect(unreachedStateNodes(ordering, { events })).toEqual([]);
  });

  it('reports the onDone branch whose guard never fails', () => {
    const events = orderEvents.filter(
      (e) => !(e.type === 'xstate.done.actor.load' && !e.output.ok),
    );
    expect(untakenTransitions(ordering, { events })).toEqual([
      'loading on xstate.done.actor.load[1] → failed',
    ]);
  });

  it('reports actor and delay events that can never arrive (ids are only strings to the types)', () => {
    expect(
      transitionProblems(ordering, {
        events: [
          ...orderEvents,
          { type: 'xstate.done.actor.loader', output: { ok: true } },
          { type: 'xstate.error.actor.loader', error: new Error('typo') },
          { type: 'xstate.after.1000.ordering.ready' },
        ],
      }),
    ).toEqual([
      'event can never arrive (no such actor id or delay): xstate.after.1000.ordering.ready',
      'event can never arrive (no such actor id or delay): xstate.done.actor.loader',
      'event can never arrive (no such actor id or delay): xstate.error.actor.loader',
    ]);
  });

  it('sends an actor’s done / error event only while that actor runs', () => {
    // in `ready`, `load`'s error event would otherwise put the machine in an error status
    const { shortest, simple, serialize } = explore(ordering, { events: orderEvents });
    const ends = [...shortest, ...(simple ?? [])].map((path) => path.state);
    expect(new Set(ends.map(serialize)).size).toBe(8);
    expect(new Set(ends.map((state) => state.status))).toEqual(new Set(['active']));
  });
});

// --- an unreached state --------------------------------------------------------------------

describe('coverage: an unreached state', () => {
  it('is reported with the transitions into and out of it', () => {
    const events = orderEvents.filter((e) => e.type !== 'order');
    expect(unreachedStateNodes(ordering, { events })).toEqual([
      'checkout',
      'checkout.delivery',
      'checkout.delivery.shipped',
      'checkout.delivery.waiting',
      'checkout.payment',
      'checkout.payment.paid',
      'checkout.payment.waiting',
      'complete',
      'timedOut',
    ]);
    expect(untakenTransitions(ordering, { events })).toContain('ready on order[0] → checkout');
  });
});

// --- children ------------------------------------------------------------------------------

const child = setup({}).createMachine({
  id: 'child',
  initial: 'starting',
  states: { starting: { always: 'archived' }, archived: {} },
});

const parent = setup({
  types: { events: {} as { type: 'archive' } | { type: 'tick' } },
  actors: {
    child,
    ticker: fromCallback(({ sendBack }) => {
      sendBack({ type: 'tick' });
    }),
  },
}).createMachine({
  id: 'parent',
  entry: spawnChild('child', { id: 'child', systemId: 'child' }),
  initial: 'active',
  states: {
    active: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: { archive: 'archived', tick: 'ticked' },
    },
    ticked: {},
    archived: {},
  },
});

describe('coverage: children are not the parent’s coverage', () => {
  it('a spawned child’s states and transitions do not count for the parent', () => {
    // the child enters its own `archived` at once; the parent's `archived` is not reached
    const events: ModelEvent<typeof parent>[] = [{ type: 'tick' }];
    expect(unreachedStateNodes(parent, { events })).toEqual(['archived']);
    expect(untakenTransitions(parent, { events })).toEqual(['active on archive[0] → archived']);
  });

  it('replay silences invoked actors by default, so only the path’s events move the actor', () => {
    const options = { events: [{ type: 'archive' as const }, { type: 'tick' as const }] };
    expect(replayProblems(parent, options).mismatches).toEqual([]);
    // a live ticker sends `tick` on its own: the live actor no longer ends where the walk said
    expect(replayProblems(parent, { ...options, silentActors: [] }).mismatches).toEqual([
      '(start): live {"status":"active","value":"ticked","context":{}} ≠ graph {"status":"active","value":"active","context":{}}',
    ]);
  });
});

describe('coverage: a machine that only runs as a child', () => {
  const reporter = setup({ types: { events: {} as { type: 'done' } } }).createMachine({
    id: 'reporter',
    initial: 'working',
    states: {
      working: { on: { done: 'reported' } },
      reported: { entry: sendParent({ type: 'child.reported' }) },
    },
  });
  const events: ModelEvent<typeof reporter>[] = [{ type: 'done' }];

  it('on its own its sendParent has nobody to send to: the walk says where it broke', () => {
    expect(() => untakenTransitions(reporter, { events })).toThrow(
      'reporter: sending {"type":"done"} after (start) threw',
    );
  });

  it('asChild gives it a parent that ignores it; walk and replay cover it', () => {
    const options = { events, asChild: true };
    expect(transitionProblems(reporter, options)).toEqual([]);
    expect(stateProblems(reporter, options)).toEqual([]);
    expect(replayProblems(reporter, options)).toEqual({ checked: 2, mismatches: [] });
  });
});

// --- exemptions ----------------------------------------------------------------------------

describe('coverage: exemptions must stay needed', () => {
  const events = without('xstate.after.1000.ordering.checkout');
  const why = 'the walk has no clock';

  it('an exemption for an untaken transition and unreached state passes', () => {
    const options = {
      events,
      untakableTransitions: {
        'checkout on xstate.after.1000.ordering.checkout[0] → timedOut': why,
      },
      unreachableStates: { timedOut: why },
    };
    expect(transitionProblems(ordering, options)).toEqual([]);
    expect(stateProblems(ordering, options)).toEqual([]);
  });

  it('fails once the exempted transition or state is covered', () => {
    const options = {
      events: orderEvents,
      untakableTransitions: {
        'checkout on xstate.after.1000.ordering.checkout[0] → timedOut': why,
      },
      unreachableStates: { timedOut: why },
    };
    expect(transitionProblems(ordering, options)).toEqual([
      'exemption no longer needed, the paths now cover transition: checkout on xstate.after.1000.ordering.checkout[0] → timedOut',
    ]);
    expect(stateProblems(ordering, options)).toEqual([
      'exemption no longer needed, the paths now cover state: timedOut',
    ]);
  });

  it('fails without a reason, and for names the machine does not declare', () => {
    expect(
      transitionProblems(ordering, {
        events,
        untakableTransitions: {
          'checkout on xstate.after.1000.ordering.checkout[0] → timedOut': ' ',
          'checkout on xstate.after.2000.ordering.checkout[0] → timedOut': why,
        },
      }),
    ).toEqual([
      'exemption without a reason: checkout on xstate.after.1000.ordering.checkout[0] → timedOut',
      'exemption names no declared transition: checkout on xstate.after.2000.ordering.checkout[0] → timedOut',
    ]);
  });

  it('expectStates pins the state nodes', () => {
    expect(
      stateProblems(choosing, {
        events: places,
        expectStates: ['loading', 'unknownPlace'],
      }),
    ).toEqual([
      'state nodes are ["choosingPlace","loading","unknownPlace"], expected ["loading","unknownPlace"]',
    ]);
  });
});

// --- typed events ----------------------------------------------------------------------------

describe('coverage: events are typed by the machine', () => {
  it('accepts the machine’s events and its actors’ done / error / after events', () => {
    const typed: ModelEvent<typeof ordering>[] = [
      { type: 'order' },
      { type: 'xstate.done.actor.load', output: { ok: false } },
      { type: 'xstate.error.actor.load', error: 'x' },
      { type: 'xstate.after.1000.ordering.checkout' },
      // @ts-expect-error an event the machine does not know
      { type: 'ordered' },
      // @ts-expect-error the output must be one of the declared actors' outputs
      { type: 'xstate.done.actor.load', output: 42 },
    ];
    // a machine that declares no actors gets no actor events
    // @ts-expect-error no actors, no done events
    const none: ModelEvent<typeof choosing> = { type: 'xstate.done.actor.x', output: null };
    expect(typed).toHaveLength(6);
    expect(none.type).toBe('xstate.done.actor.x');
  });

  it('names a delay declared in setup in its after event, and covers that transition', () => {
    const timer = setup({
      types: { events: {} as { type: 'toast.repeated' } },
      delays: { lifetime: 6000 },
    }).createMachine({
      id: 'timer',
      initial: 'showing',
      states: { showing: { after: { lifetime: 'expired' } }, expired: {} },
    });
    const events: ModelEvent<typeof timer>[] = [
      { type: 'xstate.after.lifetime.timer.showing' },
      // @ts-expect-error no such delay
      { type: 'xstate.after.soon.timer.showing' },
    ];
    expect(transitionLabels(timer)).toEqual([
      'showing on xstate.after.lifetime.timer.showing[0] → expired',
    ]);
    expect(untakenTransitions(timer, { events })).toEqual([]);
    expect(untakenTransitions(timer, { events: events.slice(1) })).toEqual([
      'showing on xstate.after.lifetime.timer.showing[0] → expired',
    ]);
  });
});

describe('coverage: the walk', () => {
  it('fails loudly when the initial state cannot be computed', () => {
    const needsInput = setup({ types: { input: {} as { id: string } } }).createMachine({
      id: 'needsInput',
      context: ({ input }) => ({ id: input.id.trim() }),
    });
    expect(() => untakenTransitions(needsInput, { events: [] })).toThrow(
      'needsInput: the initial state failed (is the input right?)',
    );
    expect(untakenTransitions(needsInput, { events: [], input: { id: ' 1 ' } })).toEqual([]);
  });

  it('stops a walk that does not end instead of hanging', () => {
    const counter = setup({
      types: { context: {} as { n: number }, events: {} as { type: 'inc' } },
    }).createMachine({
      id: 'counter',
      context: { n: 0 },
      on: { inc: { actions: assign({ n: ({ context }) => context.n + 1 }) } },
    });
    expect(() => untakenTransitions(counter, { events: [{ type: 'inc' }], maxStates: 50 })).toThrow(
      'counter: more than 50 distinct states',
    );
  });
});
