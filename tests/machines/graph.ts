/**
 * Model-based coverage over the REAL machines, with xstate/graph. `new TestModel(machine)` (the
 * real machine, its transitions observed: `graphLogic`) traverses the machine by sending the given
 * events — the machine's own, plus the done/error events of its invoked actors and its delayed
 * `after` events, given as ordinary events — to every node it finds, and generates
 *   - its shortest paths (`getShortestPaths`), over nodes that are a state together with the
 *     transitions that led into it, so that every transition that fired anywhere in the traversal
 *     ends a shortest path (createTestModel's default serializeState does the same with the event
 *     and the previous state value);
 *   - its simple paths (`getSimplePaths`) through the states, when there are at most
 *     `simplePathLimit` of them (their number grows exponentially; they are counted first), of
 *     which at most `simplePathReplays` are replayed, evenly spread.
 * Every path is replayed on a live actor of the machine (invoked actors silent, the clock
 * stopped, the path's own events standing in for them), which must be, after its start and after
 * each event, in the state the path says. Then
 *   - every state node of the machine must have been entered by a live actor,
 *   - every transition the machine DECLARES must have fired on a live actor — exactly that
 *     transition: the same source node, event type and branch (its index among that event's
 *     candidates on that source, i.e. which guard won), with its own target(s) and `reenter`
 *     flag; `always`, `after`, `xstate.done.state.*`, `xstate.done.actor.*` and
 *     `xstate.error.actor.*` transitions included.
 *
 * How "that very transition fired" is known (xstate 5.33): the live actor's system is inspected;
 * each macrostep reports every microstep as an `@xstate.microstep` inspection event whose
 * `_transitions` (declared in xstate's public `InspectedMicrostepEvent` type since 5.10) are the
 * very `TransitionDefinition` objects it took: the event's own transition, each `always` round,
 * each raised or `xstate.done.state.*` event's transition. Those objects are the ones the machine
 * keeps in `stateNode.transitions` / `stateNode.always` (built once per machine; the live actor's
 * machine is the same config with silent actors provided, and each of its transitions is mapped to
 * the machine's own by position: `twins`), so coverage compares them by object identity: a guard
 * branch, a `reenter` flag or an `always` branch cannot be mistaken for a sibling with the same
 * source, event and target. Microsteps of child actors (their `actorRef` is not the replayed
 * actor) are ignored: a child's behaviour is not its parent's coverage.
 *
 * The traversal hears the same events: xstate/graph's steps are computed with xstate's own pure
 * `transition()` / `initialTransition()` on an inert actor scope (nothing started, no action
 * executed, spawned and invoked children created but never run), with an observer on that scope's
 * system for the duration of the machine's own call (`listeningTo`). That is how its nodes know
 * the transitions that led into them. (xstate 6 replaces the microstep event with
 * `@xstate.transition`; `listeningTo` and `replaying` are the places to change.)
 *
 * Only `createTestModel` refuses machines with `invoke` or `after`; TestModel, getShortestPaths,
 * getSimplePaths and getAdjacencyMap take any actor logic.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAdjacencyMap, TestModel, type AdjacencyMap, type TestPath } from 'xstate/graph';
import {
  createActor,
  fromPromise,
  fromTransition,
  initialTransition,
  pathToStateValue,
  SimulatedClock,
  transition,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type InspectionEvent,
  type OutputFrom,
  type SnapshotFrom,
  type StateMachine,
} from 'xstate';

type AnyStateNode = AnyStateMachine['root'];

// ---------------------------------------------------------------------------------------------
// Event types

/* eslint-disable @typescript-eslint/no-explicit-any -- inference over xstate's 15 type params */
type ActorsOf<M> =
  M extends StateMachine<
    any,
    any,
    any,
    infer TActor,
    any,
    any,
    any,
    any,
    any,
    any,
    any,
    any,
    any,
    any,
    any
  >
    ? TActor
    : never;
type DelaysOf<M> =
  M extends StateMachine<
    any,
    any,
    any,
    any,
    any,
    any,
    infer TDelay,
    any,
    any,
    any,
    any,
    any,
    any,
    any,
    any
  >
    ? TDelay
    : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * What an invoked actor of `M` can report: its output is one of the outputs of the actors `M`
 * declares (setup({ actors })); a machine that declares no actors has no such events.
 */
export type ActorDoneEvent<M extends AnyStateMachine> =
  ActorsOf<M> extends infer A
    ? A extends { logic: infer L }
      ? { type: `xstate.done.actor.${string}`; output: OutputFrom<L> }
      : never
    : never;
export type ActorErrorEvent<M extends AnyStateMachine> = [ActorsOf<M>] extends [never]
  ? never
  : { type: `xstate.error.actor.${string}`; error: unknown };
/** `after: { 6000: … }` on state `#toasts.visible` fires `xstate.after.6000.toasts.visible` */
export type AfterEvent<M extends AnyStateMachine> = {
  type: `xstate.after.${DelaysOf<M> | number}.${string}`;
};

/**
 * An event the graph may send to `M`: its own events, and in place of its invoked actors and
 * timers, their done / error / after events.
 */
export type ModelEvent<M extends AnyStateMachine> =
  EventFromLogic<M> | ActorDoneEvent<M> | ActorErrorEvent<M> | AfterEvent<M>;

// ---------------------------------------------------------------------------------------------
// Declared states and transitions

function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodesOf(child))];
}

/** 'modal.login'; the root is '(root)' */
function statePath(node: AnyStateNode): string {
  return node.path.join('.') || '(root)';
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    // and / or / not keep their operands in `guards`, stateIn its state in `stateValue`
    const { guards, stateValue } = guard as { guards?: unknown[]; stateValue?: unknown };
    if (Array.isArray(guards)) return `${guard.name}(${guards.map(guardName).join(', ')})`;
    if (stateValue !== undefined) {
      return `${guard.name}(${typeof stateValue === 'string' ? stateValue : JSON.stringify(stateValue)})`;
    }
    return guard.name || 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const shown =
      params === undefined || typeof params === 'function' ? '' : `(${JSON.stringify(params)})`;
    return `${String(type)}${shown}`;
  }
  return 'guard';
}

/**
 * How a declared transition is named in reports and exemptions:
 *   `closed on modal.opened[1] if opens({"modal":"register"}) → modal.register`
 *   `choosingPlace always[1] → unknownPlace`
 *   `loading on board.refreshRequested[0] → loading (reenter)`
 *   `editing on field.changed[0] → (no target)`
 * [n] is the branch: the index among that event's candidates on that source.
 */
function transitionLabel(t: AnyTransitionDefinition, index: number): string {
  const on = t.eventType === '' ? 'always' : `on ${t.eventType}`;
  const guard = t.guard === undefined ? '' : ` if ${guardName(t.guard)}`;
  const targets = t.target?.length
    ? t.target.map((node) => statePath(node as AnyStateNode)).join(', ')
    : '(no target)';
  const reenter = t.reenter ? ' (reenter)' : '';
  return `${statePath(t.source as AnyStateNode)} ${on}[${index}]${guard} → ${targets}${reenter}`;
}

/** Every transition the machine declares, by identity, with its label. */
function declaredTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const declared = new Map<AnyTransitionDefinition, string>();
  for (const node of stateNodesOf(machine.root)) {
    for (const candidates of node.transitions.values()) {
      candidates.forEach((t, index) => declared.set(t, transitionLabel(t, index)));
    }
    (node.always ?? []).forEach((t, index) => declared.set(t, transitionLabel(t, index)));
  }
  return declared;
}

// ---------------------------------------------------------------------------------------------
// One step, with the transitions it took

interface Step {
  snapshot: AnyMachineSnapshot;
  /** the machine's own transitions taken, in order */
  fired: AnyTransitionDefinition[];
  /** the snapshot after each microstep */
  passed: AnyMachineSnapshot[];
}

/** An actor that takes any event and does nothing: a stand-in parent. */
const ignoring = fromTransition((state: null) => state, null);

/**
 * See the file comment: xstate's pure transition functions, with an ear on the microsteps.
 * `asChild`: the machine's `self` is an actor with a parent that ignores what it is sent, so
 * `sendParent` resolves (inert: nothing is delivered) as it does where the machine really runs.
 */
function listeningTo(machine: AnyStateMachine, asChild: boolean) {
  let fired: AnyTransitionDefinition[] = [];
  let passed: AnyMachineSnapshot[] = [];
  const listen = <T>(inertScope: AnyActorScope, run: (scope: AnyActorScope) => T): T => {
    // transition()/initialTransition() first construct an (unused) actor, which also computes an
    // initial snapshot through this wrapper: each call starts afresh, so the last one — the real
    // one — is what is read afterwards.
    fired = [];
    passed = [];
    const scope = asChild
      ? { ...inertScope, self: createActor(ignoring, { parent: createActor(ignoring) }) }
      : inertScope;
    const subscription = scope.system.inspect((event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep' || event.actorRef !== scope.self) return;
      fired.push(...event._transitions);
      passed.push(event.snapshot as AnyMachineSnapshot);
    });
    try {
      return run(scope);
    } finally {
      subscription.unsubscribe();
    }
  };
  const logic: AnyStateMachine = Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope) =>
        listen(scope, (heard) => machine.transition(snapshot, event, heard)),
    },
    getInitialSnapshot: {
      value: (scope: AnyActorScope, input: unknown) =>
        listen(scope, (heard) => machine.getInitialSnapshot(heard, input)),
    },
  });
  return {
    initial(input: unknown): Step {
      const [snapshot] = initialTransition(logic, input);
      return { snapshot, fired, passed };
    },
    next(snapshot: AnyMachineSnapshot, event: EventObject): Step {
      const [next] = transition(logic, snapshot, event);
      return { snapshot: next, fired, passed };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The graph: xstate/graph's TestModel over the real machine

export interface ExploreOptions {
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  input?: unknown;
  /** what makes two snapshots the same state of the graph; defaults to status + value + context */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** the graph stops with an error past this many distinct states (default 20 000) */
  maxStates?: number;
  /** run the machine as a child whose parent ignores what it is sent (for `sendParent`) */
  asChild?: boolean;
  /** invoked actors that never settle during replay; default: every actor the machine invokes */
  silentActors?: readonly string[];
  /**
   * Simple paths are generated only when the machine has at most this many (default 40 000):
   * their number grows exponentially with the graph.
   */
  simplePathLimit?: number;
  /** at most this many simple paths are replayed, evenly spread (default 300) */
  simplePathReplays?: number;
}

/** A path from xstate/graph: steps[0] is the initial state (`xstate.init`), then each event. */
type Path = TestPath<AnyMachineSnapshot, EventObject>;

interface Walk {
  machine: AnyStateMachine;
  states: AnyStateNode[];
  declared: Map<AnyTransitionDefinition, string>;
  /** state nodes entered, transitions taken, on the live actors replaying the paths */
  entered: Set<AnyStateNode>;
  taken: Set<AnyTransitionDefinition>;
  /**
   * TestModel.getShortestPaths: to every state, and to a state by the transitions that led into it
   * wherever a transition fires for the first time (`byTransitions`)
   */
  shortest: Path[];
  /** TestModel.getSimplePaths through the states, or undefined when there are too many */
  simple: Path[] | undefined;
  /** how many simple paths there are, counted up to the limit + 1 */
  simpleCount: number;
  simpleLimit: number;
  /**
   * Paths replayed on a live actor. A path that begins another is replayed as part of it, so
   * only the others are: `simpleOf` of the simple paths, of which `simple` were replayed.
   */
  replayed: { shortest: number; simple: number; simpleOf: number };
  /** steps where the live actor was not where the graph said */
  mismatches: string[];
  /** the shortest paths replayed (those that begin no other), in order: docs/qa/<machine>.md */
  shortestReplayed: Path[];
  firedInto: (snapshot: AnyMachineSnapshot) => AnyTransitionDefinition[];
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Given actor / delay events that never could arrive: no actor with that id ever ran, no state
   * declares that delay (a typo the types cannot catch: ids and state ids are plain strings).
   */
  stray: string[];
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ status: snapshot.status, value: snapshot.value, context: snapshot.context });

/** JSON, with an Error shown by its name and message (JSON.stringify gives `{}`). */
const eventJson = (event: EventObject) =>
  JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? { [value.name]: value.message } : value,
  );

/** A done/error event of an invoked actor arrives only while that actor is alive. */
function deliverable(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  return actor === undefined || snapshot.children[actor] !== undefined;
}

/** A WeakMap-backed memo of a function of an object. */
function memoised<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

/**
 * The machine as xstate/graph traverses it: the real machine (its prototype) whose
 * `getInitialSnapshot` / `transition` are computed by the machine itself with an ear on the
 * microsteps (`listeningTo`), so each snapshot handed to xstate/graph is known with the
 * transitions that produced it. xstate/graph sends an event once per node of its graph; the
 * machine's answer is computed once per (state, event) and shared by nodes of the same state.
 * An event that takes no transition and changes nothing gives back the same snapshot.
 */
function graphLogic(machine: AnyStateMachine, options: ExploreOptions) {
  const model = listeningTo(machine, options.asChild ?? false);
  const maxStates = options.maxStates ?? 20_000;
  const states = new Set<string>();
  const serialize = memoised((snapshot: AnyMachineSnapshot) => {
    const key = (options.serializeState ?? defaultSerialize)(snapshot);
    states.add(key);
    if (states.size > maxStates) {
      throw new Error(
        `${machine.id}: more than ${maxStates} distinct states; is serializeState too fine?`,
      );
    }
    return key;
  });
  const eventKey = memoised(eventJson);
  const fired = new WeakMap<AnyMachineSnapshot, AnyTransitionDefinition[]>();
  const cameFrom = new WeakMap<
    AnyMachineSnapshot,
    { from: AnyMachineSnapshot; event: EventObject }
  >();
  const pathTo = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const step = cameFrom.get(snapshot);
    return step ? [...pathTo(step.from), step.event] : [];
  };
  const answers = new Map<string, AnyMachineSnapshot | null>();
  const initials = new Map<unknown, AnyMachineSnapshot>();

  const logic: AnyStateMachine = Object.create(machine, {
    getInitialSnapshot: {
      value: (_: AnyActorScope, input: unknown) => {
        let first = initials.get(input);
        if (!first) {
          const step = model.initial(input);
          if (step.snapshot.status === 'error') {
            throw new Error(`${machine.id}: the initial state failed (is the input right?)`, {
              cause: step.snapshot.error,
            });
          }
          first = step.snapshot;
          fired.set(first, step.fired);
          initials.set(input, first);
        }
        return first;
      },
    },
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject) => {
        const question = `${snapshot.status} ${serialize(snapshot)} ${eventKey(event)}`;
        const known = answers.get(question);
        if (known !== undefined) return known ?? snapshot;
        let step: Step;
        try {
          step = model.next(snapshot, event);
        } catch (error) {
          throw new Error(
            `${machine.id}: sending ${JSON.stringify(event)} after ${describePath(pathTo(snapshot))} threw`,
            { cause: error },
          );
        }

        const unchanged =
          step.fired.length === 0 &&
          step.snapshot.status === snapshot.status &&
          serialize(step.snapshot) === serialize(snapshot);
        if (unchanged) {
          answers.set(question, null);
          return snapshot;
        }
        // a transition that changes nothing (a targetless or self transition without actions)
        // gives back the same object: the node it leads to needs one of its own
        const next =
          step.snapshot === snapshot
            ? (Object.assign(
                Object.create(Object.getPrototypeOf(snapshot)),
                snapshot,
              ) as typeof snapshot)
            : step.snapshot;
        answers.set(question, next);
        fired.set(next, step.fired);
        cameFrom.set(next, { from: snapshot, event });
        return next;
      },
    },
  });

  const given = new Set<string>();
  const delivered = new Set<string>();
  /** the events sent to a state: the given ones an active machine can receive, once each */
  const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const all = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    const sent = new Map<string, EventObject>();
    for (const event of all) {
      given.add(event.type);
      if (snapshot.status !== 'active' || !deliverable(snapshot, event)) continue;
      delivered.add(event.type);
      if (!sent.has(eventKey(event))) sent.set(eventKey(event), event);
    }
    return [...sent.values()];
  };

  const ids = new Map<AnyTransitionDefinition, number>();
  const id = (t: AnyTransitionDefinition) => {
    if (!ids.has(t)) ids.set(t, ids.size);
    return ids.get(t)!;
  };
  /** a node of the graph: a state */
  const byState = (snapshot: AnyMachineSnapshot) => `${snapshot.status} ${serialize(snapshot)}`;
  /**
   * A node of the graph: a state — and, the first time a transition fires, that state with the
   * transitions that led into it, so that a shortest path ends with them (as createTestModel's
   * serializeTransition does with every event). xstate/graph names each snapshot's node once, in
   * the order it traverses them, so the graph is the same for everything that reads it.
   */
  const credited = new Set<AnyTransitionDefinition>();
  const named = new Map<string, string>();
  const byTransitions = memoised((snapshot: AnyMachineSnapshot) => {
    const state = byState(snapshot);
    const into = fired.get(snapshot) ?? [];
    const withInto = `${state} ← ${into.map(id).join(' ')}`;
    let name = named.get(withInto);
    if (name === undefined) {
      name = into.some((t) => !credited.has(t)) ? withInto : state;
      into.forEach((t) => credited.add(t));
      named.set(withInto, name);
    }
    return name;
  });
  /**
   * The events for simple paths through the states: of those that lead to the same other state,
   * the first (parallel edges multiply the simple paths without adding a state to them).
   */
  const towardsOthers = (snapshot: AnyMachineSnapshot): EventObject[] => {
    const reached = new Set([byState(snapshot)]);
    return events(snapshot).filter((event) => {
      const next = byState(logic.transition(snapshot, event, null as never));
      if (reached.has(next)) return false;
      reached.add(next);
      return true;
    });
  };
  return {
    logic,
    events,
    towardsOthers,
    /** the transitions that produced a snapshot of the graph (its initial state's: `always`) */
    firedInto: (snapshot: AnyMachineSnapshot) => fired.get(snapshot) ?? [],
    eventKey,
    serialize,
    byState,
    byTransitions,
    given,
    delivered,
  };
}

/**
 * How many simple paths xstate/graph's getSimplePaths gives over `adjacency` from `start` (one
 * per path from the start to any node, the empty path included), counted up to `limit` + 1.
 */
function countSimplePaths(
  adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject>,
  node: (snapshot: AnyMachineSnapshot) => string,
  start: string,
  limit: number,
): number {
  let count = 1;
  const onPath = new Set<string>();
  const visit = (from: string): void => {
    onPath.add(from);
    for (const { state } of Object.values(adjacency[from as keyof typeof adjacency]!.transitions)) {
      const next = node(state);
      if (onPath.has(next)) continue;
      count++;
      if (count > limit) return;
      visit(next);
      if (count > limit) return;
    }
    onPath.delete(from);
  };
  visit(start);
  return count;
}

/** The paths, less those that begin a longer one (their steps are checked on the longer one). */
function longest(paths: readonly Path[], eventKey: (event: EventObject) => string): Path[] {
  const ids = new Map<string, number>();
  const sequence = (path: Path) =>
    path.steps.slice(1).map((step) => {
      const key = eventKey(step.event);
      if (!ids.has(key)) ids.set(key, ids.size);
      return ids.get(key)!;
    });
  const covered = new Set<string>();
  const kept: Path[] = [];
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const events = sequence(path);
    if (covered.has(events.join(','))) continue;
    kept.push(path);
    for (let i = 0; i <= events.length; i++) covered.add(events.slice(0, i).join(','));
  }
  return kept;
}

/** At most `count` of the items, evenly spread. */
function evenlySpread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** Each transition of `live` (the same config, other implementations) → the machine's own. */
function twins(
  live: AnyStateMachine,
  machine: AnyStateMachine,
): Map<AnyTransitionDefinition, AnyTransitionDefinition> {
  const pairs = new Map<AnyTransitionDefinition, AnyTransitionDefinition>();
  const ours = stateNodesOf(machine.root);
  stateNodesOf(live.root).forEach((node, i) => {
    const own = ours[i]!;
    for (const [type, candidates] of node.transitions) {
      candidates.forEach((t, j) => pairs.set(t, own.transitions.get(type)![j]!));
    }
    (node.always ?? []).forEach((t, j) => pairs.set(t, own.always![j]!));
  });
  return pairs;
}

const explored = new WeakMap<AnyStateMachine, Map<ExploreOptions, Walk>>();

/**
 * Generates the machine's shortest and simple paths with xstate/graph and replays them on live
 * actors (memoised per machine and options object).
 */
export function explore(machine: AnyStateMachine, options: ExploreOptions): Walk {
  const cached = explored.get(machine)?.get(options);
  if (cached) return cached;
  const graph = graphLogic(machine, options);
  const traversal = {
    events: graph.events,
    serializeEvent: graph.eventKey,
    input: options.input,
  };
  const model = new TestModel<AnyMachineSnapshot, EventObject, unknown>(graph.logic, {
    ...traversal,
    serializeState: graph.byTransitions,
  });
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });

  const simpleLimit = options.simplePathLimit ?? 40_000;
  const initial = graph.logic.getInitialSnapshot(null as never, options.input);
  const simpleTraversal = {
    ...traversal,
    events: graph.towardsOthers,
    serializeState: graph.byState,
  };
  const simpleCount = countSimplePaths(
    getAdjacencyMap(graph.logic, simpleTraversal),
    graph.byState,
    graph.byState(initial),
    simpleLimit,
  );
  const simple =
    simpleCount > simpleLimit
      ? undefined
      : model.getSimplePaths({ ...simpleTraversal, allowDuplicatePaths: true });

  const declared = declaredTransitions(machine);
  const declaredEvents = new Set([...declared.keys()].map((t) => t.eventType));
  const stray = [...graph.given]
    .filter((type) =>
      type.startsWith('xstate.after.')
        ? !declaredEvents.has(type)
        : /^xstate\.(?:done|error)\.actor\./.test(type) && !graph.delivered.has(type),
    )
    .sort();

  const walk: Walk = {
    machine,
    states: stateNodesOf(machine.root).filter((node) => node !== machine.root),
    declared,
    entered: new Set(),
    taken: new Set(),
    shortest,
    simple,
    simpleCount,
    simpleLimit,
    replayed: { shortest: 0, simple: 0, simpleOf: 0 },
    mismatches: [],
    shortestReplayed: [],
    firedInto: graph.firedInto,
    serialize: graph.serialize,
    stray,
  };
  const replayer = replaying(walk, options);
  const shortestRun = longest(shortest, graph.eventKey);
  const simpleOf = longest(simple ?? [], graph.eventKey);
  const simpleRun = evenlySpread(simpleOf, options.simplePathReplays ?? 300);
  shortestRun.forEach(replayer);
  simpleRun.forEach(replayer);
  walk.shortestReplayed = shortestRun;
  walk.replayed = {
    shortest: shortestRun.length,
    simple: simpleRun.length,
    simpleOf: simpleOf.length,
  };

  const byOptions = explored.get(machine) ?? new Map<ExploreOptions, Walk>();
  byOptions.set(options, walk);
  explored.set(machine, byOptions);
  return walk;
}

/**
 * Replays a path on a live actor of the same machine, checking after its start and after each
 * event that the live snapshot is the state the path says (by serializeState), and records the
 * transitions the live actor takes and the state nodes it enters. The live actor's invoked
 * actors named in `silentActors` never settle (the path's own done/error events stand in for
 * them), and it runs on a clock that never advances (the path's own `xstate.after.*` events
 * stand in for its timers). Its actions run.
 */
function replaying(walk: Walk, options: ExploreOptions): (path: Path) => void {
  const { machine, entered, taken, states } = walk;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const silent = options.silentActors ?? invokedSources(machine);
  const live = machine.provide({
    actors: Object.fromEntries(silent.map((name) => [name, never])),
  });
  const own = twins(live, machine);
  const mismatches = new Set<string>();
  const see = (snapshot: AnyMachineSnapshot) => {
    for (const node of states) {
      if (!entered.has(node) && node.type !== 'history' && isIn(snapshot, node)) entered.add(node);
    }
  };
  const take = (t: AnyTransitionDefinition) => {
    const declared = own.get(t);
    if (!declared) return;
    taken.add(declared);
    // a transition's source was active; a history target counts as entered when targeted
    entered.add(declared.source as AnyStateNode);
    for (const target of declared.target ?? []) {
      if ((target as AnyStateNode).type === 'history') entered.add(target as AnyStateNode);
    }
  };

  return (path) => {
    const heard: {
      actorRef: unknown;
      transitions: AnyTransitionDefinition[];
      snapshot: unknown;
    }[] = [];
    const inspect = (event: InspectionEvent) => {
      if (event.type !== '@xstate.microstep') return;
      heard.push({
        actorRef: event.actorRef,
        transitions: event._transitions,
        snapshot: event.snapshot,
      });
    };
    // a child's clock and inspection are its system's, which are its parent's
    const clock = new SimulatedClock();
    let actor: AnyActorRef;
    if (options.asChild) {
      const parent = createActor(ignoring, { clock });
      parent.system.inspect(inspect);
      actor = createActor(live, { input: options.input, parent });
    } else {
      actor = createActor(live, { input: options.input, clock, inspect });
    }
    actor.start();
    let read = 0;
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) actor.send(step.event);
      for (; read < heard.length; read++) {
        const microstep = heard[read]!;
        if (microstep.actorRef !== actor) continue;
        microstep.transitions.forEach(take);
        see(microstep.snapshot as AnyMachineSnapshot);
      }
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      see(snapshot);
      const got = walk.serialize(snapshot);
      const want = walk.serialize(step.state);
      if (got !== want) {
        const events = path.steps.slice(1, i + 1).map((s) => s.event);
        mismatches.add(`${describePath(events)}: live ${got} ≠ graph ${want}`);
        break;
      }
    }
    // a child cannot be stopped on its own; its timers are on a clock that never advances
    if (!options.asChild) actor.stop();
    walk.mismatches = [...mismatches];
  };
}

function isIn(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return snapshot.matches(pathToStateValue(node.path));
}

function describePath(events: readonly EventObject[]): string {
  return events.length === 0 ? '(start)' : events.map((e) => e.type).join(' → ');
}

// ---------------------------------------------------------------------------------------------
// Coverage

/** Every state node's path, transient states included, e.g. ['closed', 'modal', 'modal.login']. */
export function stateNodePaths(machine: AnyStateMachine): string[] {
  return stateNodesOf(machine.root)
    .filter((node) => node !== machine.root)
    .map(statePath)
    .sort();
}

/** State nodes the replayed paths never entered (not even for a microstep), by path. */
export function unreachedStateNodes(machine: AnyStateMachine, options: ExploreOptions): string[] {
  const walk = explore(machine, options);
  return walk.states
    .filter((node) => !walk.entered.has(node))
    .map(statePath)
    .sort();
}

/**
 * The declared transitions that never fired while the paths were replayed, by label (see
 * `transitionLabel`). Exact: a transition counts only when that very transition (source, event,
 * branch, target, reenter) was taken. Empty when every declared transition is covered.
 */
export function untakenTransitions(machine: AnyStateMachine, options: ExploreOptions): string[] {
  const walk = explore(machine, options);
  return [...walk.declared]
    .filter(([t]) => !walk.taken.has(t))
    .map(([, label]) => label)
    .sort();
}

/** Every declared transition's label (to write an exemption). */
export function transitionLabels(machine: AnyStateMachine): string[] {
  return [...declaredTransitions(machine).values()].sort();
}

/** The `src` of every actor the machine invokes by name. */
function invokedSources(machine: AnyStateMachine): string[] {
  return [
    ...new Set(
      stateNodesOf(machine.root).flatMap((node) =>
        node.invoke.map((i) => i.src).filter((src): src is string => typeof src === 'string'),
      ),
    ),
  ].sort();
}

// ---------------------------------------------------------------------------------------------
// Path plans: the replayed shortest paths as QA reads them (`npm run test:paths -- --plan`)

/** One step of a path: the event sent (none for the start), what it did, where it left the machine. */
export interface PlanStep {
  /** the event as sent, `null` for the start */
  event: EventObject | null;
  /** the transitions it took, in order (`always` rounds included), by label and description */
  took: { label: string; description: string | null }[];
  /** the machine's state value afterwards */
  value: unknown;
  /** the active leaf states afterwards, by path and description */
  states: { path: string; description: string | null }[];
  tags: string[];
}

export interface PlanPath {
  steps: PlanStep[];
  /** the transitions this path is the first of the plan to take, by label (never empty) */
  covers: string[];
}

/**
 * A machine's plan: from each start, the replayed shortest paths that take a transition no
 * earlier path of the plan took, in the order they were replayed; and the coverage table's row.
 */
export interface MachinePlan {
  machine: string;
  description: string | null;
  starts: { input: unknown; paths: PlanPath[] }[];
  coverage: PathCoverage;
}

const jsonSafe = (value: unknown): unknown =>
  JSON.parse(eventJson(value as EventObject)) as unknown;

export function planOf<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): MachinePlan {
  const seen = new Set<AnyTransitionDefinition>();
  const leaves = stateNodesOf(machine.root).filter(
    (node) => node.type === 'atomic' || node.type === 'final',
  );
  return {
    machine: machine.id,
    description: machine.root.description ?? null,
    coverage: coverageOf(machine, options),
    starts: starts(options).map((start) => {
      const walk = explore(machine, start);
      // each step again, with xstate's own transition(): a path's snapshot stands for its node of
      // the graph, which other transitions may have reached first
      const model = listeningTo(machine, start.asChild ?? false);
      const paths = walk.shortestReplayed.map((path): PlanPath => {
        const covers: string[] = [];
        let previous: Step | null = null;
        const steps = path.steps.map((step, i): PlanStep => {
          const now: Step =
            previous === null
              ? model.initial(start.input)
              : model.next(previous.snapshot, step.event);
          previous = now;
          const fired = now.fired.filter((t) => walk.declared.has(t));
          for (const t of fired) {
            if (!seen.has(t)) covers.push(walk.declared.get(t)!);
            seen.add(t);
          }
          return {
            event: i === 0 ? null : (jsonSafe(step.event) as EventObject),
            took: fired.map((t) => ({
              label: walk.declared.get(t)!,
              description: t.description ?? null,
            })),
            value: jsonSafe(now.snapshot.value),
            states: leaves
              .filter((node) => isIn(now.snapshot, node))
              .map((node) => ({ path: statePath(node), description: node.description ?? null })),
            tags: [...now.snapshot.tags].sort(),
          };
        });
        return { steps, covers };
      });
      // a path that takes no transition an earlier one did not is left out: the plan stays short
      return { input: jsonSafe(start.input ?? null), paths: paths.filter((p) => p.covers.length) };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The three tests

export interface ModelPathsOptions<M extends AnyStateMachine> {
  events: ModelEvent<M>[] | ((snapshot: SnapshotFrom<M>) => ModelEvent<M>[]);
  input?: InputFrom<M>;
  /**
   * Further starting points, for machines whose input decides a branch (a session with or without
   * a stored token): the paths start from `input` and from each of these, and coverage is their
   * union.
   */
  alsoFrom?: readonly InputFrom<M>[];
  /** invoked actors that never settle during replay; default: every actor the machine invokes */
  silentActors?: readonly string[];
  /** the machine only runs as a child (it uses `sendParent`): give it a parent that ignores it */
  asChild?: boolean;
  /** simple paths are generated only when there are at most this many (default 40 000) */
  simplePathLimit?: number;
  /** at most this many simple paths are replayed, evenly spread (default 300) */
  simplePathReplays?: number;
  /** pins the machine's state node paths (transient states included), in any order */
  expectStates?: readonly string[];
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * Declared transitions the paths genuinely cannot take, by label → why. Each must still be
   * untaken: an exemption that becomes reachable, or names no declared transition, fails.
   */
  untakableTransitions?: Readonly<Record<string, string>>;
  /** State node paths that genuinely cannot be entered → why; checked the same way. */
  unreachableStates?: Readonly<Record<string, string>>;
}

function exemptionProblems(
  kind: string,
  missed: readonly string[],
  all: readonly string[],
  exempt: Readonly<Record<string, string>>,
): string[] {
  const problems = missed
    .filter((label) => !(label in exempt))
    .map((label) => `${kind} never ${kind === 'state' ? 'entered' : 'taken'}: ${label}`);
  for (const [label, why] of Object.entries(exempt)) {
    if (!all.includes(label)) problems.push(`exemption names no declared ${kind}: ${label}`);
    else if (!missed.includes(label)) {
      problems.push(`exemption no longer needed, the paths now cover ${kind}: ${label}`);
    }
    if (why.trim() === '') problems.push(`exemption without a reason: ${label}`);
  }
  return problems;
}

/** What the "reaches every state" test checks; [] when it passes. */
export function stateProblems<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): string[] {
  const problems = exemptionProblems(
    'state',
    everyStart(options, (start) => unreachedStateNodes(machine, start)),
    stateNodePaths(machine),
    options.unreachableStates ?? {},
  );
  if (options.expectStates) {
    const want = [...options.expectStates].sort();
    const have = stateNodePaths(machine);
    if (JSON.stringify(want) !== JSON.stringify(have)) {
      problems.push(`state nodes are ${JSON.stringify(have)}, expected ${JSON.stringify(want)}`);
    }
  }
  return problems;
}

/** What the "takes every declared transition" test checks; [] when it passes. */
export function transitionProblems<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): string[] {
  const stray = everyStart(options, (start) => explore(machine, start).stray).map(
    (type) => `event can never arrive (no such actor id or delay): ${type}`,
  );
  return [
    ...stray,
    ...exemptionProblems(
      'transition',
      everyStart(options, (start) => untakenTransitions(machine, start)),
      transitionLabels(machine),
      options.untakableTransitions ?? {},
    ),
  ];
}

/** What the replay test checks: the paths replayed, and where a live actor was elsewhere. */
export function replayProblems<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): { checked: number; mismatches: string[] } {
  const walks = starts(options).map((start) => explore(machine, start));
  return {
    checked: walks.reduce((sum, walk) => sum + walk.replayed.shortest + walk.replayed.simple, 0),
    mismatches: walks.flatMap((walk) => walk.mismatches),
  };
}

/** The paths' starting points: `input`, then each of `alsoFrom`. */
function starts<M extends AnyStateMachine>(options: ModelPathsOptions<M>): ExploreOptions[] {
  let all = startsOf.get(options);
  if (!all) {
    const first = toExplore(options);
    all = [first, ...(options.alsoFrom ?? []).map((input) => ({ ...first, input }))];
    startsOf.set(options, all);
  }
  return all;
}
/** the same start objects for the same options, so each start's paths are made once */
const startsOf = new WeakMap<object, ExploreOptions[]>();

/** What every start misses (a problem only when no start covers it), in the first start's order. */
function everyStart<M extends AnyStateMachine>(
  options: ModelPathsOptions<M>,
  missed: (start: ExploreOptions) => string[],
): string[] {
  const [first, ...rest] = starts(options).map(missed);
  return (first ?? []).filter((item) => rest.every((other) => other.includes(item)));
}

const exploreOptions = new WeakMap<object, ExploreOptions>();

/** The same ExploreOptions object for the same options, so the paths are made once. */
function toExplore<M extends AnyStateMachine>(options: ModelPathsOptions<M>): ExploreOptions {
  let explored = exploreOptions.get(options);
  if (!explored) {
    explored = {
      events: options.events as ExploreOptions['events'],
      input: options.input,
      serializeState: options.serializeState as ExploreOptions['serializeState'],
      asChild: options.asChild ?? false,
      silentActors: options.silentActors,
      simplePathLimit: options.simplePathLimit,
      simplePathReplays: options.simplePathReplays,
    };
    exploreOptions.set(options, explored);
  }
  return explored;
}

/** One machine's coverage, as `npm run test:paths` prints it. */
export interface PathCoverage {
  machine: string;
  states: { covered: number; all: number };
  transitions: { covered: number; all: number };
  /** paths replayed on a live actor, over every start (a path that begins another is not counted) */
  shortest: number;
  simple: number;
  /** the simple paths that begin no other, of which `simple` were replayed */
  simpleOf: number;
  /** starts whose simple paths were not generated: there are more than `limit` */
  simpleSkipped: { limit: number }[];
}

export function coverageOf<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): PathCoverage {
  const allStates = stateNodePaths(machine).length;
  const unreached = everyStart(options, (start) => unreachedStateNodes(machine, start)).length;
  const allTransitions = transitionLabels(machine).length;
  const untaken = everyStart(options, (start) => untakenTransitions(machine, start)).length;
  const walks = starts(options).map((start) => explore(machine, start));
  return {
    machine: machine.id,
    states: { covered: allStates - unreached, all: allStates },
    transitions: { covered: allTransitions - untaken, all: allTransitions },
    shortest: walks.reduce((sum, walk) => sum + walk.replayed.shortest, 0),
    simple: walks.reduce((sum, walk) => sum + walk.replayed.simple, 0),
    simpleOf: walks.reduce((sum, walk) => sum + walk.replayed.simpleOf, 0),
    simpleSkipped: walks
      .filter((walk) => walk.simple === undefined)
      .map((walk) => ({ limit: walk.simpleLimit })),
  };
}

/**
 * Registers `<machine id>: model paths` with three tests on the paths xstate/graph generates
 * (shortest, and simple within the limit), replayed on live actors: every state node entered,
 * every declared transition taken exactly, every step of every path where the graph said.
 *
 * @example
 *   describeModelPaths(contactMachine, {
 *     events: [
 *       { type: 'field.changed', field: 'name', value: 'Ada' },
 *       { type: 'contact.submitted', url: '/' },
 *       { type: 'xstate.done.actor.sendContact', output: null },
 *       { type: 'xstate.error.actor.sendContact', error: failure },
 *     ],
 *     expectStates: ['editing', 'failed', 'sending', 'sent'],
 *     // only when the paths genuinely cannot get there; fails once they can
 *     untakableTransitions: { 'sent on contact.reset[0] → editing': 'why it cannot' },
 *   });
 */
export function describeModelPaths<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): void {
  describe(`${machine.id}: model paths`, () => {
    // `npm run test:paths` (scripts/paths-report.ts) collects each machine's coverage here
    const report = process.env.PATHS_REPORT;
    if (report)
      afterAll(() => appendFileSync(report, `${JSON.stringify(coverageOf(machine, options))}\n`));
    // `npm run test:paths -- --plan <machine>|all` collects the paths as steps here
    const plans = process.env.PATHS_PLAN;
    const wanted = (process.env.PATHS_PLAN_MACHINES ?? '').split(',');
    if (plans && (wanted.includes('all') || wanted.includes(machine.id)))
      afterAll(
        () => appendFileSync(plans, `${JSON.stringify(planOf(machine, options))}\n`),
        300_000,
      );

    // the paths are generated and replayed once, for the three tests: seconds for a large machine
    beforeAll(() => {
      for (const start of starts(options)) explore(machine, start);
    }, 300_000);

    it('reaches every state', () => {
      expect(stateProblems(machine, options)).toEqual([]);
    });

    it('takes every declared transition', () => {
      expect(transitionProblems(machine, options)).toEqual([]);
    });

    it('replays every path on a live actor, each step where the graph said', () => {
      const { checked, mismatches } = replayProblems(machine, options);
      expect(checked).toBeGreaterThan(0);
      expect(mismatches).toEqual([]);
    });
  });
}
