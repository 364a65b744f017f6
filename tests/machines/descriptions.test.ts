/**
 * The machines' descriptions ship with the portal (docs/performance.md, "Machines' descriptions in
 * the build"): each says in one short sentence what a state means or a transition does, for the
 * Stately visualizer, docs/machines and the QA plans in docs/qa. Why it is so goes in a comment
 * above it, which the minifier drops, so the prose a user downloads stays small.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, StateMachine, type AnyStateMachine } from 'xstate';

/** The longest a description may be, in characters: one short sentence. */
const LONGEST = 100;

type AnyStateNode = AnyStateMachine['root'];

/** Every description of `machine` longer than `LONGEST`, as `where: text` (length). */
function tooLong(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const check = (where: string, text: string | undefined): void => {
    if (text && text.length > LONGEST) out.push(`${where}: ${text} (${text.length})`);
  };
  const walk = (node: AnyStateNode): void => {
    const path = node.path.join('.') || '(machine)';
    check(`state '${path}'`, node.description);
    const transitions = [...node.transitions].concat(
      node.always ? [['always', node.always] as const] : [],
    );
    for (const [event, branches] of transitions) {
      branches.forEach((branch, i) => check(`'${path}' on ${event}[${i}]`, branch.description));
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/*.ts', {
  eager: true,
});
const machines = Object.entries(machineModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]) => ({ label: `${file.replace('../../', '')} ${name}`, machine })),
);

describe('every description is one short sentence', () => {
  it(`finds no description over ${LONGEST} characters in any machine`, () => {
    expect(machines.length).toBeGreaterThan(10);
    const long = machines.flatMap(({ label, machine }) =>
      tooLong(machine).map((what) => `${label} ${what}`),
    );
    expect(long).toEqual([]);
  });

  it('names the long ones, states and transitions alike', () => {
    const long = 'x'.repeat(LONGEST + 1);
    const machine = createMachine({
      id: 'm',
      description: 'A test machine.',
      initial: 'a',
      states: {
        a: {
          description: long,
          on: { go: [{ guard: () => true, target: 'b', description: long }, { target: 'b' }] },
        },
        b: { description: 'x'.repeat(LONGEST), always: { target: 'a', description: long } },
      },
    });
    expect(tooLong(machine).map((line) => line.split(':')[0])).toEqual([
      "state 'a'",
      "'a' on go[0]",
      "'b' on always[0]",
    ]);
  });
});
