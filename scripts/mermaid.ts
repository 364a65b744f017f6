/**
 * A machine's Mermaid state diagram (`stateDiagram-v2`), read from the machine definition itself:
 * nested and parallel states, initial and final states, and every transition with its event and
 * guard. Used by `npm run diagrams` (docs/machines/*.md) and by the test that keeps those files
 * current (tests/diagrams.test.ts). Never drawn by hand.
 */
import type { AnyStateMachine } from 'xstate';

type AnyStateNode = AnyStateMachine['root'];
type AnyTransition = AnyStateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** A Mermaid id for a state node: its path joined by `_` (nested names repeat: idle, loading…). */
const idOf = (node: AnyStateNode) => (node.path.length === 0 ? 'root' : node.path.join('_'));

/** How an event reads on an arrow: xstate's internal names made short. */
export function eventLabel(eventType: string): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const doneState = /^xstate\.done\.state\./.exec(eventType);
  if (doneState) return 'done';
  return eventType === '' ? 'always' : eventType;
}

function guardLabel(transition: AnyTransition): string {
  const guard = transition.guard as unknown;
  if (guard === undefined) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'function') return ` [${guard.name || 'guard'}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    return ` [${String((guard as { type: unknown }).type)}]`;
  }
  return ' [guard]';
}

/** Mermaid labels cannot hold a colon after the first, nor some punctuation: keep them plain. */
const clean = (text: string) => text.replace(/[;#]/g, ' ').replace(/"/g, "'");

function transitionsOf(node: AnyStateNode): AnyTransition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

function lines(node: AnyStateNode, indent: string): string[] {
  const out: string[] = [];
  const children = Object.values(node.states);
  if (children.length === 0) return out;
  const isParallel = node.type === 'parallel';
  children.forEach((child, index) => {
    if (isParallel && index > 0) out.push(`${indent}--`);
    out.push(`${indent}state "${child.key}" as ${idOf(child)}`);
    if (Object.keys(child.states).length > 0) {
      out.push(`${indent}state ${idOf(child)} {`);
      out.push(...lines(child, `${indent}  `));
      out.push(`${indent}}`);
    }
    if (child.type === 'final') out.push(`${indent}${idOf(child)} --> [*]`);
  });
  if (!isParallel && node.initial?.target?.[0]) {
    out.push(`${indent}[*] --> ${idOf(node.initial.target[0] as AnyStateNode)}`);
  }
  return out;
}

function arrows(node: AnyStateNode): string[] {
  const out: string[] = [];
  for (const transition of transitionsOf(node)) {
    const label = clean(`${eventLabel(transition.eventType)}${guardLabel(transition)}`);
    const targets = (transition.target ?? []) as AnyStateNode[];
    const from = node.path.length === 0 ? ANY : idOf(node);
    // a transition that only runs actions is drawn on its own state
    for (const target of targets.length === 0 ? [node] : targets) {
      out.push(`  ${from} --> ${target.path.length === 0 ? ANY : idOf(target)}: ${label}`);
    }
  }
  for (const child of Object.values(node.states)) out.push(...arrows(child));
  return out;
}

/** Where the machine's root-level transitions start: they apply in any state. */
const ANY = 'anyState';

/** The whole diagram, as Mermaid source. */
export function toMermaid(machine: AnyStateMachine): string {
  const rootLevel =
    transitionsOf(machine.root).length > 0 ? [`  state "(any state)" as ${ANY}`] : [];
  return [
    'stateDiagram-v2',
    ...rootLevel,
    ...lines(machine.root, '  '),
    ...arrows(machine.root),
  ].join('\n');
}

/** The Markdown page for docs/machines/<name>.md. */
export function diagramPage(name: string, file: string, machine: AnyStateMachine): string {
  const description = machine.root.description ? `${machine.root.description}\n\n` : '';
  return [
    `# ${name}`,
    '',
    `${description}Generated from [\`${file}\`](../../${file}) by \`npm run diagrams\`; do not edit by hand.`,
    'Events that only run actions are drawn as loops on their state; "(any state)" holds the events the machine takes in every state.',
    '',
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
  ].join('\n');
}
