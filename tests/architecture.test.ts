// @vitest-environment node
/**
 * The arrows of docs/architecture.md, checked on the real source files:
 * - a machine file stands alone (docs/architecture.md "Stand-alone machines"): it loads only
 *   xstate, date-fns and ./domain; another machine it may name only with `import type` (erased at
 *   build time: a parent types its children by it), so the file pasted into the Stately
 *   visualizer with domain.ts beside it reads whole;
 * - src/views and src/ui never import src/api (effects reach them through the machines);
 * - nothing in src/ imports venue-sim/ (the simulator never ships);
 * - src/api imports from machines/ only `machines/domain`, and only with `import type`;
 * - no import circle among the project's own modules (src/, machines/, venue-sim/, scripts/),
 *   counting every form: `import type` too (erased at build time, but a reader following the
 *   names still goes round), and a dynamic `import()`, a dependency all the same.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, StateMachine, type AnyStateMachine } from 'xstate';
import {
  moduleFile,
  parseImports,
  resolveRelative,
  type ImportRef,
} from '../scripts/source-imports';
import { readSources, type SourceFile } from './support/sources';

const MODULE_DIRS = ['src', 'machines', 'venue-sim', 'scripts'] as const;

const within = (target: string, folder: string): boolean =>
  target === folder || target.startsWith(`${folder}/`);

/** Where a specifier points inside the project, for relative and root-absolute forms alike. */
function projectTarget(file: string, specifier: string): string | null {
  const rel = resolveRelative(file, specifier);
  if (rel !== null) return rel;
  const bare = specifier.replace(/^\/+/, '').replace(/\.(ts|tsx|js|jsx)$/, '');
  if (/^(src|machines|venue-sim|scripts)(\/|$)/.test(bare)) return bare;
  return null;
}

const MACHINE_PACKAGES = /^(xstate|date-fns)(\/.+)?$/;

/**
 * What a machine file may import: xstate and date-fns; the shared vocabulary, machines/domain.ts,
 * in any form; another machine of machines/ only with `import type` (or `export type … from`),
 * which the build erases. Anything else, `import { type X }` of a machine included (it still
 * loads the module under verbatimModuleSyntax), is named with why.
 */
function machineImportProblem(file: string, ref: ImportRef): string | null {
  if (MACHINE_PACKAGES.test(ref.specifier)) return null;
  const target = projectTarget(file, ref.specifier);
  if (target === 'machines/domain') return null;
  if (target !== null && posix.dirname(target) === 'machines') {
    return ref.typeOnly
      ? null
      : 'a machine names another machine only with `import type` (the parent is given the real one)';
  }
  return 'a machine imports only xstate, date-fns, ./domain and `import type` of a sibling machine';
}

/** One human-readable line per broken arrow; empty when the files keep the architecture. */
function findViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const ref of parseImports(file.text)) {
      const where = `${file.path}:${ref.line} imports '${ref.specifier}'`;
      const target = projectTarget(file.path, ref.specifier);

      if (within(file.path, 'machines')) {
        const problem = machineImportProblem(file.path, ref);
        if (problem !== null) problems.push(`${where}: ${problem}`);
      }

      if (!within(file.path, 'src') || target === null) continue;

      if (
        (within(file.path, 'src/views') || within(file.path, 'src/ui')) &&
        within(target, 'src/api')
      ) {
        problems.push(`${where}: views and ui get effects through machines, never from src/api`);
      }
      if (
        within(file.path, 'src/ui') &&
        (within(target, 'src/app') || within(target, 'src/views'))
      ) {
        problems.push(`${where}: the kit stands alone; the app gives it what it needs as props`);
      }
      if (within(target, 'venue-sim')) {
        problems.push(`${where}: src/ must not import the venue simulator`);
      }
      if (within(file.path, 'src/api') && within(target, 'machines')) {
        if (target !== 'machines/domain') {
          problems.push(`${where}: src/api may import from machines/ only machines/domain`);
        } else if (!ref.typeOnly) {
          problems.push(`${where}: use \`import type\` for machines/domain in src/api`);
        }
      }
    }
  }
  return problems;
}

/** Module → the project modules it names, in any import form, sorted. */
function importGraph(files: readonly SourceFile[]): Map<string, string[]> {
  const known = new Set(files.map((f) => f.path));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const ref of parseImports(file.text)) {
      const target = projectTarget(file.path, ref.specifier);
      const found = target === null ? null : moduleFile(target, known);
      if (found !== null) targets.add(found);
    }
    graph.set(file.path, [...targets].sort());
  }
  return graph;
}

/**
 * Every import circle, one per strongly connected group of modules (Tarjan), each written as one
 * concrete loop through the group starting at its first module: `a.ts → b.ts → a.ts`.
 */
function findCircles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  // A shortest way back to the start inside the group (breadth first), so the message names
  // real imports in order.
  const loopThrough = (group: readonly string[]): string[] => {
    const members = new Set(group);
    const start = group[0]!;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      for (const next of graph.get(node) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, node);
          queue.push(next);
        }
      }
    }
    return [start, start];
  };

  return groups
    .map((group) => {
      const loop = loopThrough(group);
      const others = group.filter((member) => !loop.includes(member));
      const rest = others.length > 0 ? ` (same tangle: ${others.join(', ')})` : '';
      return `${loop.join(' → ')}${rest}`;
    })
    .sort();
}

describe('architecture', () => {
  it('the source tree keeps the import arrows of docs/architecture.md', () => {
    const files = readSources(['src', 'machines']);
    expect(files.length, 'no source files found under src/ and machines/').toBeGreaterThan(0);
    expect(findViolations(files)).toEqual([]);
  });

  it('every machine file stands alone: xstate, date-fns, ./domain, and sibling machines by type only', () => {
    const files = readSources(['machines']);
    expect(files.map((f) => f.path)).toContain('machines/app.ts');
    // the parse really sees each file's imports: every machine loads xstate
    for (const file of files) {
      expect(
        parseImports(file.text).map((r) => r.specifier),
        `${file.path}: no xstate import parsed`,
      ).toContain('xstate');
    }
    const problems = files.flatMap((file) =>
      parseImports(file.text).flatMap((ref) => {
        const problem = machineImportProblem(file.path, ref);
        return problem === null ? [] : [`${file.path}:${ref.line} '${ref.specifier}': ${problem}`];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("has no import circle among the project's own modules", () => {
    const files = readSources(MODULE_DIRS);
    const graph = importGraph(files);
    // the graph is really built (imports resolve to files), not empty and so trivially acyclic
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(edges, 'imports resolved to project modules').toBeGreaterThan(files.length);
    expect(findCircles(graph)).toEqual([]);
  });
});

type AnyStateNode = AnyStateMachine['root'];

/**
 * Every state node and every transition of `machine` with its description (possibly none), as
 * `state 'a.b'` / `'a.b' on event[i]` (i: the branch among that event's guarded candidates).
 * The root's is the machine's own description.
 */
function described(machine: AnyStateMachine): { where: string; text: string | undefined }[] {
  const out: { where: string; text: string | undefined }[] = [];
  const walk = (node: AnyStateNode): void => {
    const path = node.path.join('.') || '(machine)';
    out.push({ where: `state '${path}'`, text: node.description });
    const transitions = [...node.transitions].concat(
      node.always ? [['always', node.always] as const] : [],
    );
    for (const [event, branches] of transitions) {
      branches.forEach((branch, i) => {
        out.push({ where: `'${path}' on ${event}[${i}]`, text: branch.description });
      });
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

/** Where `machine` has no description. */
const undescribed = (machine: AnyStateMachine): string[] =>
  described(machine)
    .filter(({ text }) => !text?.trim())
    .map(({ where }) => where);

/**
 * The longest a description may be, in characters: one short sentence. Descriptions ship with the
 * portal (docs/performance.md, "Machines' descriptions in the build"); why a state or transition
 * is as it is goes in a comment above it, which the minifier drops.
 */
const LONGEST = 100;

/** Where `machine`'s description is longer than one short sentence, with the text and its length. */
const tooLong = (machine: AnyStateMachine): string[] =>
  described(machine)
    .filter(({ text }) => text !== undefined && text.length > LONGEST)
    .map(({ where, text }) => `${where}: ${text} (${text?.length})`);

/** Every machine each machines/*.ts file exports, by `file export`. */
const machineModules = import.meta.glob<Record<string, unknown>>('../machines/*.ts', {
  eager: true,
});
const exportedMachines = Object.entries(machineModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine)
    .map(([name, machine]) => ({ label: `${file.replace('../', '')} ${name}`, machine })),
);

describe('every machine says what its states and events mean (the Stately visualizer shows it)', () => {
  it('finds the machines: every machine file but domain.ts exports at least one', () => {
    const files = new Set(exportedMachines.map((m) => m.label.split(' ')[0]));
    const expected = Object.keys(machineModules)
      .map((file) => file.replace('../', ''))
      .filter((file) => file !== 'machines/domain.ts');
    expect([...files].sort()).toEqual(expected.sort());
  });

  it('every state node and every transition has a description', () => {
    const missing = exportedMachines.flatMap(({ label, machine }) =>
      undescribed(machine).map((what) => `${label}: ${what}`),
    );
    expect(missing).toEqual([]);
  });

  it(`every description is one short sentence, at most ${LONGEST} characters`, () => {
    const long = exportedMachines.flatMap(({ label, machine }) =>
      tooLong(machine).map((what) => `${label} ${what}`),
    );
    expect(long).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('names each state and transition without a description, and passes described ones', () => {
    const machine = createMachine({
      id: 'm',
      description: 'A test machine.',
      initial: 'a',
      on: { reset: { target: '.a' } },
      states: {
        a: {
          description: 'A.',
          on: {
            go: [
              { guard: () => true, target: 'b', description: 'Go when allowed.' },
              { target: 'b' },
            ],
          },
        },
        b: {
          always: { guard: () => false, target: 'a' },
          initial: 'x',
          states: { x: { description: 'X.', on: { stay: { description: 'Nothing moves.' } } } },
        },
      },
    });
    expect(undescribed(machine)).toEqual([
      "'(machine)' on reset[0]",
      "'a' on go[1]",
      "state 'b'",
      "'b' on always[0]",
    ]);
  });

  it('names the descriptions that are too long, states and transitions alike', () => {
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

  it('reads every import form: type, multi-line, side-effect, re-export, dynamic', () => {
    const text = [
      `import type { Cart } from '../../machines/domain';`,
      `import {`,
      `  a,`,
      `  type B,`,
      `} from "./multi";`,
      `import Def, { c } from 'pkg-a';`,
      `import * as ns from 'pkg-b';`,
      `import './side-effect.css';`,
      `export * from './re-all';`,
      `export type { T } from './re-type';`,
      `export { x as y } from './re-named';`,
      `const lazy = () => import('./Lazy');`,
      `// import nope from 'commented-out';`,
      `/* import alsoNope from 'block-comment'; */`,
      `const s = "import fake from 'in-a-string'";`,
    ].join('\n');
    expect(parseImports(text).map((r) => [r.specifier, r.typeOnly, r.dynamic, r.line])).toEqual([
      ['../../machines/domain', true, false, 1],
      ['./multi', false, false, 2],
      ['pkg-a', false, false, 6],
      ['pkg-b', false, false, 7],
      ['./side-effect.css', false, false, 8],
      ['./re-all', false, false, 9],
      ['./re-type', true, false, 10],
      ['./re-named', false, false, 11],
      ['./Lazy', false, true, 12],
    ]);
  });

  it('reports each kind of broken arrow and accepts the allowed ones', () => {
    const files: SourceFile[] = [
      {
        path: 'machines/cart.ts',
        text: [
          `import { setup } from 'xstate';`,
          `import { createModel } from 'xstate/graph';`,
          `import { addSeconds } from 'date-fns';`,
          `import type { Cart } from './domain';`,
          `import ky from 'ky';`,
          `import { booking } from '../src/api/booking';`,
          `import { call, type Failure } from './domain';`,
          `import type { boardMachine } from './board';`,
          `export type { BoardPage } from './board';`,
          `import { type sessionMachine } from './session';`,
          `import { toastsMachine } from './toasts.ts';`,
          `import type { Wire } from '../src/api';`,
          `import type { Options } from 'ky';`,
        ].join('\n'),
      },
      {
        path: 'src/views/Board/Board.tsx',
        text: [
          `import { Button } from '../../ui/Button';`,
          `import { booking } from '../../api/booking';`,
          `const sim = await import('../../../venue-sim/server');`,
        ].join('\n'),
      },
      { path: 'src/ui/Thing.tsx', text: `import { x } from '../api';` },
      {
        path: 'src/ui/Modal/Dialog.tsx',
        text: [
          `import { Button } from '../Button/Button';`,
          `import type { MessageId } from '../../app/intl-types';`,
          `const Late = lazy(() => import('../../views/Board/SlotDialog'));`,
        ].join('\n'),
      },
      {
        path: 'src/api/booking.ts',
        text: [
          `import type { Cart } from '../../machines/domain';`,
          `import { cartMachine } from '../../machines/cart';`,
          `import { emptyCart } from '../../machines/domain';`,
        ].join('\n'),
      },
      { path: 'src/app/wire.ts', text: `import { booking } from '../api/booking';` },
    ];
    expect(findViolations(files)).toEqual([
      "machines/cart.ts:5 imports 'ky': a machine imports only xstate, date-fns, ./domain and `import type` of a sibling machine",
      "machines/cart.ts:6 imports '../src/api/booking': a machine imports only xstate, date-fns, ./domain and `import type` of a sibling machine",
      "machines/cart.ts:10 imports './session': a machine names another machine only with `import type` (the parent is given the real one)",
      "machines/cart.ts:11 imports './toasts.ts': a machine names another machine only with `import type` (the parent is given the real one)",
      "machines/cart.ts:12 imports '../src/api': a machine imports only xstate, date-fns, ./domain and `import type` of a sibling machine",
      "machines/cart.ts:13 imports 'ky': a machine imports only xstate, date-fns, ./domain and `import type` of a sibling machine",
      "src/views/Board/Board.tsx:2 imports '../../api/booking': views and ui get effects through machines, never from src/api",
      "src/views/Board/Board.tsx:3 imports '../../../venue-sim/server': src/ must not import the venue simulator",
      "src/ui/Thing.tsx:1 imports '../api': views and ui get effects through machines, never from src/api",
      "src/ui/Modal/Dialog.tsx:2 imports '../../app/intl-types': the kit stands alone; the app gives it what it needs as props",
      "src/ui/Modal/Dialog.tsx:3 imports '../../views/Board/SlotDialog': the kit stands alone; the app gives it what it needs as props",
      "src/api/booking.ts:2 imports '../../machines/cart': src/api may import from machines/ only machines/domain",
      "src/api/booking.ts:3 imports '../../machines/domain': use `import type` for machines/domain in src/api",
    ]);
  });

  it('finds import circles in a small graph, and only real ones', () => {
    const graph = new Map<string, string[]>([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['g.ts', 'd.ts']],
      ['g.ts', ['f.ts']],
      ['h.ts', ['a.ts', 'd.ts']],
      ['x.ts', ['y.ts']],
      ['y.ts', ['x.ts', 'z.ts']],
      ['z.ts', ['x.ts']],
    ]);
    expect(findCircles(graph)).toEqual([
      'a.ts → b.ts → c.ts → a.ts',
      'e.ts → e.ts',
      'f.ts → g.ts → f.ts',
      'x.ts → y.ts → x.ts (same tangle: z.ts)',
    ]);
    // a diamond and a chain are no circle
    const acyclic = new Map<string, string[]>([
      ['top.ts', ['left.ts', 'right.ts']],
      ['left.ts', ['bottom.ts']],
      ['right.ts', ['bottom.ts']],
      ['bottom.ts', []],
    ]);
    expect(findCircles(acyclic)).toEqual([]);
  });

  it('builds the graph from source: every import form counts, `import type` too', () => {
    const files: SourceFile[] = [
      { path: 'venue-sim/board.ts', text: `import type { Sim } from './sim.js';` },
      {
        path: 'venue-sim/sim.ts',
        text: [
          `import { placeInfo } from './board.js';`,
          `export type { Cart } from './model';`,
        ].join('\n'),
      },
      { path: 'venue-sim/model.ts', text: `import { type Sim } from './sim';` },
      { path: 'src/app/hooks.ts', text: `import { portal } from './portal';` },
      {
        path: 'src/app/portal.ts',
        text: [
          `import { appMachine } from '../../machines/app';`,
          `const lazy = () => import('./hooks');`,
          `import './global.css';`,
        ].join('\n'),
      },
      { path: 'machines/app.ts', text: `import { setup } from 'xstate';` },
      { path: 'src/ui/Button/Button.tsx', text: `import * as css from './Button.css';` },
      { path: 'src/ui/Button/Button.css.ts', text: `import { vars } from '../theme.css';` },
      { path: 'src/ui/theme.css.ts', text: `import { Button } from './Button';` },
      { path: 'src/ui/Button/index.ts', text: `export * from './Button';` },
    ];
    const graph = importGraph(files);
    expect(graph.get('venue-sim/board.ts')).toEqual(['venue-sim/sim.ts']);
    expect(graph.get('venue-sim/sim.ts')).toEqual(['venue-sim/board.ts', 'venue-sim/model.ts']);
    expect(graph.get('venue-sim/model.ts')).toEqual(['venue-sim/sim.ts']);
    expect(graph.get('src/app/portal.ts')).toEqual(['machines/app.ts', 'src/app/hooks.ts']);
    expect(findCircles(graph)).toEqual([
      'src/app/hooks.ts → src/app/portal.ts → src/app/hooks.ts',
      'src/ui/Button/Button.css.ts → src/ui/theme.css.ts → src/ui/Button/index.ts → src/ui/Button/Button.tsx → src/ui/Button/Button.css.ts',
      'venue-sim/board.ts → venue-sim/sim.ts → venue-sim/board.ts (same tangle: venue-sim/model.ts)',
    ]);
  });
});
