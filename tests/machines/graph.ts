/**
 * Model-based coverage over the REAL machines. A breadth-first walk sends the given events (the
 * machine's own, plus the done/error events of its invoked actors and its delayed `after` events,
 * given as ordinary events) to every state it finds, and then
 *   - every state node of the machine must have been entered,
 *   - every transition the machine DECLARES must have fired — exactly that transition: the same
 *     source node, event type and branch (its index among that event's candidates on that source,
 *     i.e. which guard won), with its own target(s) and `reenter` flag; `always`, `after`,
 *     `xstate.done.state.*`, `xstate.done.actor.*` and `xstate.error.actor.*` transitions included,
 *   - every shortest path, replayed on a live actor, must end where the walk said.
 *
 * How "that very transition fired" is known (xstate 5.33):
 * each step is computed with xstate's own pure `transition()` / `initialTransition()`. They build
 * an inert actor scope on a fresh actor system: nothing is started and no action is executed;
 * spawned and invoked children are created but never run, so the walk cannot hang on them. We
 * hand them the machine wrapped so that, for the duration of the machine's own `transition` /
 * `getInitialSnapshot` call, an observer is attached to that scope's system with the public
 * `system.inspect(...)`. The macrostep reports every microstep as an `@xstate.microstep`
 * inspection event whose `_transitions` (declared in xstate's public `InspectedMicrostepEvent`
 * type since 5.10) are the very `TransitionDefinition` objects it took: the event's own
 * transition, each `always` round, each raised or `xstate.done.state.*` event's transition.
 * Those objects are the ones the machine keeps in `stateNode.transitions` / `stateNode.always`
 * (built once per machine), so coverage compares them by object identity: a guard branch, a
 * `reenter` flag or an `always` branch cannot be mistaken for a sibling with the same source,
 * event and target. Microsteps of child actors (their `actorRef` is not the scope's `self`) are
 * ignored: a child's behaviour is not its parent's coverage. (xstate 6 replaces the microstep
 * event with `@xstate.transition`; `listeningTo` is the one place to change.)
 */
import { appendFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  fromTransition,
  initialTransition,
  pathToStateValue,
  SimulatedClock,
  transition,
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
 * An event the walk may send to `M`: its own events, and in place of its invoked actors and
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
 *   `loading on board.refreshed[0] → loading (reenter)`
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
// The walk

export interface ExploreOptions {
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  input?: unknown;
  /** what makes two snapshots the same node of the graph; defaults to status + value + context */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** the walk stops with an error past this many distinct states (default 20 000) */
  maxStates?: number;
  /** run the machine as a child whose parent ignores what it is sent (for `sendParent`) */
  asChild?: boolean;
}

interface Walk {
  machine: AnyStateMachine;
  states: AnyStateNode[];
  entered: Set<AnyStateNode>;
  declared: Map<AnyTransitionDefinition, string>;
  taken: Set<AnyTransitionDefinition>;
  /** one shortest path to every distinct state found */
  paths: { events: EventObject[]; snapshot: AnyMachineSnapshot; key: string }[];
  serialize: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Given actor / delay events that never could arrive: no actor with that id ever ran, no state
   * declares that delay (a typo the types cannot catch: ids and state ids are plain strings).
   */
  stray: string[];
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ status: snapshot.status, value: snapshot.value, context: snapshot.context });

/** A done/error event of an invoked actor arrives only while that actor is alive. */
function deliverable(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  return actor === undefined || snapshot.children[actor] !== undefined;
}

const walks = new WeakMap<AnyStateMachine, Map<ExploreOptions, Walk>>();

/** Explores the machine breadth-first (memoised per machine and options object). */
export function explore(machine: AnyStateMachine, options: ExploreOptions): Walk {
  const cached = walks.get(machine)?.get(options);
  if (cached) return cached;
  const serialize = options.serializeState ?? defaultSerialize;
  const eventsAt = (snapshot: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(snapshot) : options.events;
  const maxStates = options.maxStates ?? 20_000;
  const states = stateNodesOf(machine.root).filter((node) => node !== machine.root);
  const entered = new Set<AnyStateNode>();
  const taken = new Set<AnyTransitionDefinition>();
  const record = (step: Step) => {
    for (const t of step.fired) {
      taken.add(t);
      // a transition's source was active; a history target counts as entered when targeted
      entered.add(t.source as AnyStateNode);
      for (const target of t.target ?? []) {
        if ((target as AnyStateNode).type === 'history') entered.add(target as AnyStateNode);
      }
    }
    for (const snapshot of [...step.passed, step.snapshot]) {
      for (const node of states) {
        if (!entered.has(node) && node.type !== 'history' && isIn(snapshot, node)) {
          entered.add(node);
        }
      }
    }
  };

  const model = listeningTo(machine, options.asChild ?? false);
  const first = model.initial(options.input);
  if (first.snapshot.status === 'error') {
    throw new Error(`${machine.id}: the initial state failed (is the input right?)`, {
      cause: first.snapshot.error,
    });
  }
  record(first);
  const paths: Walk['paths'] = [
    { events: [], snapshot: first.snapshot, key: serialize(first.snapshot) },
  ];
  const seen = new Set([paths[0]!.key]);
  const given = new Set<string>();
  const delivered = new Set<string>();
  for (let i = 0; i < paths.length; i++) {
    const { snapshot, events } = paths[i]!;
    if (snapshot.status !== 'active') continue;
    for (const event of eventsAt(snapshot)) {
      given.add(event.type);
      if (!deliverable(snapshot, event)) continue;
      delivered.add(event.type);
      let step: Step;
      try {
        step = model.next(snapshot, event);
      } catch (error) {
        throw new Error(
          `${machine.id}: sending ${JSON.stringify(event)} after ${describePath(events)} threw`,
          { cause: error },
        );
      }
      record(step);
      const key = serialize(step.snapshot);
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push({ events: [...events, event], snapshot: step.snapshot, key });
      if (paths.length > maxStates) {
        throw new Error(
          `${machine.id}: more than ${maxStates} distinct states; is serializeState too fine?`,
        );
      }
    }
  }

  const declared = declaredTransitions(machine);
  const declaredEvents = new Set([...declared.keys()].map((t) => t.eventType));
  const stray = [...given]
    .filter((type) =>
      type.startsWith('xstate.after.')
        ? !declaredEvents.has(type)
        : /^xstate\.(?:done|error)\.actor\./.test(type) && !delivered.has(type),
    )
    .sort();
  const walk: Walk = { machine, states, entered, declared, taken, paths, serialize, stray };
  const byOptions = walks.get(machine) ?? new Map<ExploreOptions, Walk>();
  byOptions.set(options, walk);
  walks.set(machine, byOptions);
  return walk;
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

/** State nodes never entered (not even for a microstep), by path. */
export function unreachedStateNodes(machine: AnyStateMachine, options: ExploreOptions): string[] {
  const walk = explore(machine, options);
  return walk.states
    .filter((node) => !walk.entered.has(node))
    .map(statePath)
    .sort();
}

/**
 * The declared transitions that never fired, by label (see `transitionLabel`). Exact: a
 * transition counts only when that very transition (source, event, branch, target, reenter)
 * was taken. Empty when every declared transition is covered.
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

/**
 * Replays every shortest path on a live actor of the same machine and returns the paths whose
 * live end differs from the walk's (compared with the walk's serializeState). The live actor's
 * invoked actors named in `silentActors` never settle (the path's own done/error events stand in
 * for them), and it runs on a clock that never advances (the path's own `xstate.after.*` events
 * stand in for its timers).
 */
export function replayShortestPaths(
  machine: AnyStateMachine,
  options: ExploreOptions & { silentActors: readonly string[] },
): { checked: number; mismatches: string[] } {
  const walk = explore(machine, options);
  const never = fromPromise(() => new Promise<never>(() => {}));
  const live = machine.provide({
    actors: Object.fromEntries(options.silentActors.map((name) => [name, never])),
  });
  const mismatches: string[] = [];
  for (const path of walk.paths) {
    // a child's clock is its system's, which is its parent's
    const clock = new SimulatedClock();
    const actor = options.asChild
      ? createActor(live, { input: options.input, parent: createActor(ignoring, { clock }) })
      : createActor(live, { input: options.input, clock });
    actor.start();
    for (const event of path.events) actor.send(event);
    const got = walk.serialize(actor.getSnapshot());
    if (got !== path.key) {
      mismatches.push(`${describePath(path.events)}: live ${got} ≠ walk ${path.key}`);
    }
    // a child cannot be stopped on its own; its timers are on a clock that never advances
    if (!options.asChild) actor.stop();
  }
  return { checked: walk.paths.length, mismatches };
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
// The three tests

export interface ModelPathsOptions<M extends AnyStateMachine> {
  events: ModelEvent<M>[] | ((snapshot: SnapshotFrom<M>) => ModelEvent<M>[]);
  input?: InputFrom<M>;
  /**
   * Further starting points, for machines whose input decides a branch (a session with or without
   * a stored token): the walk starts from `input` and from each of these, and coverage is their
   * union.
   */
  alsoFrom?: readonly InputFrom<M>[];
  /** invoked actors that never settle during replay; default: every actor the machine invokes */
  silentActors?: readonly string[];
  /** the machine only runs as a child (it uses `sendParent`): give it a parent that ignores it */
  asChild?: boolean;
  /** pins the machine's state node paths (transient states included), in any order */
  expectStates?: readonly string[];
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * Declared transitions the walk genuinely cannot take, by label → why. Each must still be
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
      problems.push(`exemption no longer needed, the walk now covers ${kind}: ${label}`);
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

/** What the replay test checks. */
export function replayProblems<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): { checked: number; mismatches: string[] } {
  const silentActors = options.silentActors ?? invokedSources(machine);
  const runs = starts(options).map((start) =>
    replayShortestPaths(machine, { ...start, silentActors }),
  );
  return {
    checked: runs.reduce((sum, run) => sum + run.checked, 0),
    mismatches: runs.flatMap((run) => run.mismatches),
  };
}

/** The walk's starting points: `input`, then each of `alsoFrom`. */
function starts<M extends AnyStateMachine>(options: ModelPathsOptions<M>): ExploreOptions[] {
  const first = toExplore(options);
  return [first, ...(options.alsoFrom ?? []).map((input) => ({ ...first, input }))];
}

/** What every start misses (a problem only when no start covers it), in the first start's order. */
function everyStart<M extends AnyStateMachine>(
  options: ModelPathsOptions<M>,
  missed: (start: ExploreOptions) => string[],
): string[] {
  const [first, ...rest] = starts(options).map(missed);
  return (first ?? []).filter((item) => rest.every((other) => other.includes(item)));
}

const exploreOptions = new WeakMap<object, ExploreOptions>();

/** The same ExploreOptions object for the same options, so the walk is done once. */
function toExplore<M extends AnyStateMachine>(options: ModelPathsOptions<M>): ExploreOptions {
  let explored = exploreOptions.get(options);
  if (!explored) {
    explored = {
      events: options.events as ExploreOptions['events'],
      input: options.input,
      serializeState: options.serializeState as ExploreOptions['serializeState'],
      asChild: options.asChild ?? false,
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
  /** shortest paths replayed on a live actor */
  paths: number;
}

export function coverageOf<M extends AnyStateMachine>(
  machine: M,
  options: ModelPathsOptions<M>,
): PathCoverage {
  const allStates = stateNodePaths(machine).length;
  const unreached = everyStart(options, (start) => unreachedStateNodes(machine, start)).length;
  const allTransitions = transitionLabels(machine).length;
  const untaken = everyStart(options, (start) => untakenTransitions(machine, start)).length;
  return {
    machine: machine.id,
    states: { covered: allStates - unreached, all: allStates },
    transitions: { covered: allTransitions - untaken, all: allTransitions },
    paths: replayProblems(machine, options).checked,
  };
}

/**
 * Registers `<machine id>: model paths` with three tests: every state node entered, every
 * declared transition taken exactly, every shortest path replayed on a live actor ending where
 * the walk said.
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
 *     // only when the walk genuinely cannot get there; fails once it can
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

    it('reaches every state', () => {
      expect(stateProblems(machine, options)).toEqual([]);
    });

    it('takes every declared transition', () => {
      expect(transitionProblems(machine, options)).toEqual([]);
    });

    it('ends every shortest path where the live actor ends', () => {
      const { checked, mismatches } = replayProblems(machine, options);
      expect(checked).toBeGreaterThan(0);
      expect(mismatches).toEqual([]);
    });
  });
}
