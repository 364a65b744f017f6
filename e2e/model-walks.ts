/**
 * What the session's and the board's browser walks share (e2e/session-paths.spec.ts,
 * e2e/board-paths.spec.ts; docs/qa.md "The same paths in the browser"): the REAL machine with
 * its calls silenced, the walk's graph from `xstate/graph`, the tours through it that the specs
 * walk, and what those tours leave out. Pure: no Playwright, no vitest.
 *
 * A model says which events can come in a state: the user's (a click, a page load) when the
 * machine rests, the answers of its calls (or what the app relays) while it waits. Each answer
 * carries a `why`: `sim` (the simulator's own answer) or a departure the spec arranges before the
 * user's action (a fault, another customer, a refusal). Delays (`xstate.after.*`) are not the
 * user's: the specs pause the page's clock, so a delay never fires in the browser, and the model
 * gives none either; what only a delay reaches is named by `notWalked`.
 */
import {
  createActor,
  fromTransition,
  initialTransition,
  SimulatedClock,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { ScenarioPatch } from '../venue-sim/sim';

/** The event the model sends: the machine's own, a call's answer, or the app's relay. */
export type ModelEvent = EventObject & Record<string, unknown>;

export interface Step<S extends AnyMachineSnapshot = AnyMachineSnapshot> {
  event: ModelEvent;
  state: S;
}

export interface ModelPath<S extends AnyMachineSnapshot = AnyMachineSnapshot> {
  /** where the walk starts (a model may have several: a visitor, a returning user) */
  start: string;
  steps: Step<S>[];
  title: string;
}

export interface WalkModel<S extends AnyMachineSnapshot = AnyMachineSnapshot> {
  /** the machine as the app runs it (its children provided), before `silenced` */
  machine: AnyStateMachine;
  /** each start: its name, the machine's input and the events that bring it to the walk's first state */
  starts: readonly { name: string; input: unknown; arrival?: readonly ModelEvent[] }[];
  /** the events that can come in a state (answers while `waiting`, the user's otherwise) */
  events: (s: S) => ModelEvent[];
  /** the machine waits for a call's answer (or the app's relay): only answers can come */
  waiting: (s: S) => boolean;
  /** what tells two states of the walk apart */
  serializeState: (s: S) => string;
  /** what the screen tells apart (coarser): each one is rested on by some tour */
  screenOf: (s: S) => string;
  /** how an event reads in a title */
  label: (e: ModelEvent) => string;
  /** the user's actions in one tour at most (a test of about half a minute) */
  mostActions: number;
}

/**
 * The machine with every actor it invokes or spawns replaced by one that never answers and takes
 * any event: its states, guards and actions are the real ones, and the model's events stand in
 * for the calls' answers.
 */
export function silenced<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.keys(machine.implementations.actors);
  return machine.provide({
    actors: Object.fromEntries(actors.map((id) => [id, fromTransition((s: null) => s, null)])),
  } as never) as M;
}

/** Every state node of the machine, by its path ('signedIn.logout.asking'). */
export function stateNodePaths(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states)) {
      out.push(child.path.join('.'));
      visit(child);
    }
  };
  visit(machine.root);
  return out.sort();
}

/** The paths of the state nodes a state value stands in ({ a: 'b' } → a, a.b). */
function valuePaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [
    `${prefix}${key}`,
    ...valuePaths(inner, `${prefix}${key}.`),
  ]);
}

/** The state's name in a transition's key: its value, leaves only. */
export function placeOf(s: AnyMachineSnapshot): string {
  const leaves = valuePaths(s.value).filter(
    (path, _i, all) => !all.some((other) => other.startsWith(`${path}.`)),
  );
  return leaves.join('+');
}

/** Events' labels in order, each run of one label counted ("tick ×3"), joined by arrows. */
export function countedRuns(labels: readonly string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < labels.length;) {
    let j = i;
    while (j < labels.length && labels[j] === labels[i]) j++;
    parts.push(j - i > 1 ? `${labels[i]} ×${j - i}` : labels[i]!);
    i = j;
  }
  return parts.join(' → ');
}

/** A path's title: its events, repeated ones counted ("tick ×3"). */
export function titleOf(model: WalkModel, start: string, steps: readonly Step[]): string {
  return `${start}: ${countedRuns(steps.map(({ event }) => model.label(event)))}`;
}

/**
 * The machine for `getAdjacencyMap`, each step on an actor scope of its own (xstate's pure
 * `transition()`): the graph's one shared scope would register a `systemId` (the session's
 * consent) twice once the walk comes back to a state that invokes it.
 */
function freshScopes(machine: AnyStateMachine): AnyStateMachine {
  return Object.create(machine, {
    transition: {
      value: (snapshot: AnyMachineSnapshot, event: EventObject) =>
        transition(machine, snapshot, event)[0],
    },
  }) as AnyStateMachine;
}

const isUser = (event: ModelEvent) => event.why === undefined;

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;

interface Graph {
  name: string;
  start: AnyMachineSnapshot;
  adjacency: Adjacency;
}

const graphs = new WeakMap<WalkModel, Graph[]>();

/** Each start's graph: every state the model's events reach from it (`xstate/graph`). */
function graphsOf<S extends AnyMachineSnapshot>(model: WalkModel<S>): Graph[] {
  const known = graphs.get(model as unknown as WalkModel);
  if (known) return known;
  const machine = silenced(model.machine);
  const made = model.starts.map(({ name, input, arrival = [] }) => {
    let [start] = initialTransition(machine, input);
    for (const event of arrival) [start] = transition(machine, start, event);
    const adjacency = getAdjacencyMap(freshScopes(machine), {
      input,
      fromState: start,
      events: (s: AnyMachineSnapshot) => model.events(s as S) as never[],
      serializeState: (s: AnyMachineSnapshot) => model.serializeState(s as S),
      serializeEvent: (event: EventObject) => JSON.stringify(event),
    } as never) as unknown as Adjacency;
    return { name, start: start as AnyMachineSnapshot, adjacency };
  });
  graphs.set(model as unknown as WalkModel, made);
  return made;
}

/** What a stretch of a path covers: the screens it rests on, the kinds of transition it takes. */
function targetsOf(model: WalkModel, from: AnyMachineSnapshot, steps: readonly Step[]): string[] {
  const targets = model.waiting(from) ? [] : [`screen ${model.screenOf(from)}`];
  for (const { event, state } of steps) {
    if (!model.waiting(state)) targets.push(`screen ${model.screenOf(state)}`);
    targets.push(
      `transition ${JSON.stringify([placeOf(from), model.label(event), placeOf(state)])}`,
    );
    from = state;
  }
  return targets;
}

/**
 * The tours the spec walks, as e2e/cart-model.ts makes them: from each start, go each time to the
 * nearest screen or kind of transition not covered yet (by the shortest way; what ends a path
 * last), let the simulator answer until the machine rests, and end after `mostActions` user
 * actions or where nothing is left; then the next tour starts afresh. Together they rest on
 * every screen and take every kind of transition of the walk's graph (`uncovered` says so).
 */
export function tours<S extends AnyMachineSnapshot>(model: WalkModel<S>): ModelPath<S>[] {
  const m = model as unknown as WalkModel;
  const covered = new Set<string>();
  const out: ModelPath<S>[] = [];
  for (const { name, start, adjacency } of graphsOf(model)) {
    const edges = (s: AnyMachineSnapshot): Step[] =>
      Object.values(adjacency[m.serializeState(s)]?.transitions ?? {}).map(({ event, state }) => ({
        event: event as ModelEvent,
        state,
      }));
    const settle = (s: AnyMachineSnapshot): Step[] => {
      const steps: Step[] = [];
      while (m.waiting(s) && steps.length < 20) {
        const answer = edges(s).find(({ event }) => event.why === 'sim');
        if (!answer) break;
        steps.push(answer);
        s = answer.state;
      }
      return steps;
    };
    const ends = (s: AnyMachineSnapshot) => edges(s).length === 0;
    const nearest = (from: AnyMachineSnapshot, kind: 'goesOn' | 'ends'): Step[] | null => {
      const seen = new Set([m.serializeState(from)]);
      let layer: { state: AnyMachineSnapshot; steps: Step[] }[] = [{ state: from, steps: [] }];
      while (layer.length > 0) {
        const next: typeof layer = [];
        for (const { state, steps } of layer) {
          for (const step of edges(state)) {
            const way = [...steps, step, ...settle(step.state)];
            const end = way.at(-1)!.state;
            const fresh = targetsOf(m, state, [step]).some((t) => !covered.has(t));
            if (fresh && !m.waiting(end) && ends(end) === (kind === 'ends')) return way;
            const key = m.serializeState(step.state);
            if (!seen.has(key)) {
              seen.add(key);
              next.push({ state: step.state, steps: [...steps, step] });
            }
          }
        }
        layer = next;
      }
      return null;
    };
    const actionsIn = (steps: readonly Step[]) => steps.filter(({ event }) => isUser(event)).length;
    for (;;) {
      const tour: Step[] = [];
      let at = start;
      for (;;) {
        const room = m.mostActions - actionsIn(tour);
        const fits = (way: Step[] | null) =>
          way !== null && (actionsIn(way) <= room || tour.length === 0);
        const goesOn = nearest(at, 'goesOn');
        const way = fits(goesOn) ? goesOn : nearest(at, 'ends');
        if (!way || !fits(way)) break;
        targetsOf(m, at, way).forEach((t) => covered.add(t));
        tour.push(...way);
        at = way.at(-1)!.state;
        if (ends(at)) break;
      }
      if (tour.length === 0) break;
      out.push({ start: name, steps: tour as Step<S>[], title: titleOf(m, name, tour) });
    }
  }
  return out;
}

/**
 * What the walk's graph has that the tours do not: [] when together they rest on every screen and
 * take every kind of transition the model's events can take.
 */
export function uncovered<S extends AnyMachineSnapshot>(
  model: WalkModel<S>,
  paths: readonly ModelPath<S>[],
): string[] {
  const m = model as unknown as WalkModel;
  const want = new Set<string>();
  const have = new Set<string>();
  for (const { name, start, adjacency } of graphsOf(model)) {
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event, state: to } of Object.values(transitions)) {
        targetsOf(m, state, [{ event: event as ModelEvent, state: to }]).forEach((t) =>
          want.add(t),
        );
      }
    }
    for (const path of paths.filter((p) => p.start === name)) {
      targetsOf(m, start, path.steps).forEach((t) => have.add(t));
    }
  }
  return [...want].filter((t) => !have.has(t)).sort();
}

/**
 * The machine's state nodes that no tour enters, not even for a moment (a state left at once by
 * an `always` counts when passed through): each tour replayed on a live actor of the silenced
 * machine, its microsteps heard.
 */
export function notWalked<S extends AnyMachineSnapshot>(
  model: WalkModel<S>,
  paths: readonly ModelPath<S>[],
): string[] {
  const machine = silenced(model.machine);
  const entered = new Set<string>();
  for (const path of paths) {
    const { input, arrival = [] } = model.starts.find((s) => s.name === path.start)!;
    const actor = createActor(machine, {
      input,
      clock: new SimulatedClock(),
      inspect: (event) => {
        if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
          if (event.actorRef !== actor) return;
          const snapshot = event.snapshot as AnyMachineSnapshot;
          valuePaths(snapshot.value).forEach((p) => entered.add(p));
        }
      },
    });
    actor.start();
    valuePaths(actor.getSnapshot().value).forEach((p) => entered.add(p));
    for (const event of [...arrival, ...path.steps.map((step) => step.event)]) actor.send(event);
    actor.stop();
  }
  return stateNodePaths(model.machine).filter((p) => !entered.has(p));
}

/**
 * The machine's event types no driver produces, always: its delays (the page's clock is paused)
 * and a compound state's own `xstate.done.state.*` (the machine raises it). Any other type a spec
 * neither drives nor lists with its reason fails that spec's model test, named.
 */
export const isInternal = (type: string) =>
  type.startsWith('xstate.after.') || type.startsWith('xstate.done.state.');

/** A user's action, the answers that follow it, and the state the machine then rests in. */
export interface Stride<S extends AnyMachineSnapshot = AnyMachineSnapshot> {
  event: ModelEvent;
  answers: ModelEvent[];
  rest: S;
  /** its events as a test step's title */
  label: string;
}

/** A path as the spec walks it: one stride per user action (answers carry a `why`). */
export function stridesOf<S extends AnyMachineSnapshot>(
  model: WalkModel<S>,
  path: ModelPath<S>,
): Stride<S>[] {
  const { steps } = path;
  const out: Stride<S>[] = [];
  for (let i = 0; i < steps.length;) {
    let j = i + 1;
    while (j < steps.length && !isUser(steps[j]!.event)) j++;
    const events = steps.slice(i, j).map((step) => step.event);
    out.push({
      event: events[0]!,
      answers: events.slice(1),
      rest: steps[j - 1]!.state,
      label: events.map(model.label).join(' → '),
    });
    i = j;
  }
  return out;
}

/** What a spec drives and leaves out: its drivers, its arrangements, and the reasons for the rest. */
export interface Coverage {
  /** event type → driver */
  drivers: Readonly<Record<string, unknown>>;
  /** an answer's `why` → what the spec arranges for it */
  arrangements: Readonly<Record<string, unknown>>;
  /** event type (or "type: outcome") the spec does not produce → why */
  notDriven: Readonly<Record<string, string>>;
  /** state node path no tour enters → why */
  notWalked: Readonly<Record<string, string>>;
}

/**
 * The model test's findings, [] when none: every event of the machine is driven or listed (its
 * delays and own done events aside), nothing listed or driven is stale, every step of every tour
 * has its driver and arrangement, together the tours rest on every screen and take every kind of
 * transition of the walk's graph, and the machine's states no tour enters are exactly those
 * listed. A state the machine gains that the walk does not reach is named here.
 */
export function modelProblems<S extends AnyMachineSnapshot>(
  model: WalkModel<S>,
  paths: readonly ModelPath<S>[],
  { drivers, arrangements, notDriven, notWalked: listed }: Coverage,
): string[] {
  const events: readonly string[] = model.machine.events;
  const problems: string[] = [];
  for (const type of events) {
    if (!(type in drivers) && !(type in notDriven) && !isInternal(type)) {
      problems.push(`event neither driven nor listed as not driven: ${type}`);
    }
  }
  for (const type of Object.keys(drivers)) {
    if (!events.includes(type)) problems.push(`driver for no event of the machine: ${type}`);
  }
  for (const line of Object.keys(notDriven)) {
    if (!events.includes(line.split(':')[0]!)) {
      problems.push(`listed as not driven, no event of the machine: ${line}`);
    }
  }
  const taken = new Set<string>();
  for (const { steps } of paths) {
    for (const { event } of steps) {
      taken.add(event.type);
      if (!(event.type in drivers)) problems.push(`a tour's event has no driver: ${event.type}`);
      if (!isUser(event) && !(String(event.why) in arrangements)) {
        problems.push(`an answer has no arrangement: ${event.type} (${String(event.why)})`);
      }
    }
  }
  for (const type of Object.keys(drivers)) {
    if (!taken.has(type)) problems.push(`driver no tour uses: ${type}`);
  }
  if (paths.length === 0) problems.push('no tours');
  problems.push(...uncovered(model, paths).map((target) => `no tour covers: ${target}`));
  const missed = notWalked(model, paths);
  for (const state of missed) {
    if (!(state in listed)) problems.push(`state no tour enters (walk it, or list why): ${state}`);
  }
  for (const state of Object.keys(listed)) {
    if (!missed.includes(state)) {
      problems.push(`listed as not walked, but walked or no state of the machine: ${state}`);
    }
  }
  return problems;
}

/** What a spec's walk keeps for `arranger`: the simulator, and the calls to fail next. */
export interface Arranging {
  sim: { scenario(patch: ScenarioPatch): Promise<void> };
  /** the calls to fail (500) once each, for the user's next action (by a part of "METHOD /path") */
  faults: string[];
}

/**
 * The `arrange` a driver calls just before the user's action: each answer's arrangement, then
 * the faults they asked for, sent to the simulator together (a scenario's list replaces the last).
 */
export function arranger<W extends Arranging>(
  walk: W,
  answers: readonly ModelEvent[],
  arrangements: Readonly<Record<string, (walk: W, event: ModelEvent) => Promise<void>>>,
): () => Promise<void> {
  return async () => {
    for (const answer of answers) await arrangements[String(answer.why)]!(walk, answer);
    const failures = walk.faults
      .splice(0)
      .map((match) => ({ match, kind: '500' as const, times: 1 }));
    if (failures.length > 0) await walk.sim.scenario({ failures });
  };
}
