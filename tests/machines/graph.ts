/**
 * Model-based coverage helpers over the REAL machines (xstate/graph): explore the state graph with a
 * list of events (done/error actor events and delayed events given as ordinary events), then
 *   - every state node of the machine must be reached,
 *   - every transition the machine declares (source, event, target) must be taken,
 *   - every shortest path, replayed on a live actor, must end where the graph said.
 */
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getStateNodes,
  toDirectedGraph,
} from 'xstate/graph';
import type { DirectedGraphNode } from 'xstate/graph';

export interface ExploreOptions {
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[]);
  input?: unknown;
  /** defaults to value + context */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** 'modal.login' → { modal: 'login' }; '' → root */
function toStateValue(path: readonly string[]): StateValue | null {
  if (path.length === 0) return null;
  const [head, ...rest] = path as [string, ...string[]];
  const tail = toStateValue(rest);
  return tail === null ? head : { [head]: tail };
}

function isIn(snapshot: AnyMachineSnapshot, path: readonly string[]): boolean {
  const value = toStateValue(path);
  return value === null || snapshot.matches(value);
}

function traversal(machine: AnyStateMachine, options: ExploreOptions) {
  return {
    events: options.events,
    input: options.input,
    serializeState:
      options.serializeState ??
      ((s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context })),
  } as never;
}

type StateNode = AnyStateMachine['root'];

/** A transient state (one with `always` transitions) never rests: it is seen only where it leads. */
function isTransient(node: StateNode): boolean {
  return (node.always?.length ?? 0) > 0;
}

/** Where entering `node` can come to rest: the node itself, or the targets of its `always`. */
function restingTargets(node: StateNode): string[][] {
  if (!isTransient(node)) return [node.path];
  return (node.always ?? []).flatMap((t) =>
    (t.target ?? [node]).flatMap((target) => restingTargets(target as StateNode)),
  );
}

/**
 * Every state node path of the machine where it can rest, e.g. ['closed', 'modal', 'modal.login']
 * (transient states are left out: they are checked through the states they lead to).
 */
export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => !isTransient(node))
    .map((node) => node.path.join('.'))
    .sort();
}

/** The state node paths the explored graph reaches. */
export function reachedStates(machine: AnyStateMachine, options: ExploreOptions): string[] {
  const adjacency = getAdjacencyMap(machine as AnyActorLogic, traversal(machine, options));
  const reached = new Set<string>();
  for (const { state } of Object.values(adjacency) as { state: AnyMachineSnapshot }[]) {
    for (const path of allStates(machine)) {
      if (isIn(state, path.split('.'))) reached.add(path);
    }
  }
  return [...reached].sort();
}

interface DeclaredTransition {
  source: string[];
  event: string;
  target: string[];
  /** where the target can come to rest */
  resting: string[][];
}

function declaredTransitions(node: DirectedGraphNode): DeclaredTransition[] {
  const own = node.edges.map((edge) => ({
    source: edge.source.path,
    event: edge.transition.eventType,
    target: edge.target.path,
    resting: restingTargets(edge.target),
  }));
  return [...own, ...node.children.flatMap(declaredTransitions)];
}

/**
 * The machine's declared transitions ("source --event--> target") that the explored graph never
 * takes. Empty when every transition is covered.
 */
export function untakenTransitions(machine: AnyStateMachine, options: ExploreOptions): string[] {
  const adjacency = getAdjacencyMap(machine as AnyActorLogic, traversal(machine, options));
  const steps = adjacencyMapToArray(adjacency) as {
    state: AnyMachineSnapshot;
    event: EventObject;
    nextState: AnyMachineSnapshot;
  }[];
  const declared = declaredTransitions(toDirectedGraph(machine));
  return declared
    .filter(
      (t) =>
        !steps.some(
          (step) =>
            // completion events are raised inside the step that finished the last region
            (step.event.type === t.event || t.event.startsWith('xstate.done.state.')) &&
            isIn(step.state, t.source) &&
            t.resting.some((path) => isIn(step.nextState, path)),
        ),
    )
    .map(
      (t) => `${t.source.join('.') || '(root)'} --${t.event}--> ${t.target.join('.') || '(root)'}`,
    );
}

/**
 * Replays every shortest path on a live actor of the same machine whose invoked actors never
 * settle (the path's own done/error events stand in for them) and returns the paths whose live
 * end state differs from the graph's.
 */
export function replayShortestPaths(
  machine: AnyStateMachine,
  options: ExploreOptions & { silentActors: string[] },
): { checked: number; mismatches: string[] } {
  const paths = getShortestPaths(machine as AnyActorLogic, traversal(machine, options)) as {
    state: AnyMachineSnapshot;
    steps: { event: EventObject }[];
  }[];
  const never = fromPromise(() => new Promise<never>(() => {}));
  const live = machine.provide({
    actors: Object.fromEntries(options.silentActors.map((name) => [name, never])),
  });
  const mismatches: string[] = [];
  for (const path of paths) {
    const actor = createActor(live, { input: options.input });
    actor.start();
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      actor.send(step.event);
    }
    const got = JSON.stringify(actor.getSnapshot().value);
    const want = JSON.stringify(path.state.value);
    if (got !== want) {
      mismatches.push(`${path.steps.map((s) => s.event.type).join(' → ')}: ${got} ≠ ${want}`);
    }
    actor.stop();
  }
  return { checked: paths.length, mismatches };
}
