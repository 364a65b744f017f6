// @vitest-environment node
/**
 * The arrows of DESIGN.md, checked on the real source files:
 * - machines/ imports only xstate, date-fns and its own files;
 * - src/views and src/ui never import src/api (effects reach them through the machines);
 * - nothing in src/ imports venue-sim/ (the simulator never ships);
 * - src/api imports from machines/ only `machines/domain`, and only with `import type`.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources, stripComments, type SourceFile } from './support/sources';

interface ImportRef {
  specifier: string;
  /** `import type …` / `export type … from` (erased at build time) */
  typeOnly: boolean;
  line: number;
}

// Static forms must start a statement (line start, or after `;`, `{`, `}`), so text that merely
// mentions an import inside a string is not taken for one.
const STATIC_FROM =
  /(?:^|(?<=[;{}]))[ \t]*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+))\s*from\s*(['"])([^'"\n]+)\4/gm;
const SIDE_EFFECT = /(?:^|(?<=[;{}]))[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;

/** Every import / re-export / dynamic import specifier in a module's text. */
function parseImports(source: string): ImportRef[] {
  const code = stripComments(source);
  // Line of the match's first non-blank character.
  const lineOf = (m: RegExpMatchArray): number =>
    code.slice(0, (m.index ?? 0) + m[0].search(/\S/)).split('\n').length;
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC_FROM)) {
    refs.push({ specifier: m[5]!, typeOnly: Boolean(m[2]), line: lineOf(m) });
  }
  for (const m of code.matchAll(SIDE_EFFECT)) {
    refs.push({ specifier: m[2]!, typeOnly: false, line: lineOf(m) });
  }
  for (const m of code.matchAll(DYNAMIC)) {
    refs.push({ specifier: m[2]!, typeOnly: false, line: lineOf(m) });
  }
  return refs.sort((a, b) => a.line - b.line);
}

/** Project-relative target of a relative specifier (extension dropped), or null for packages. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  return target.replace(/\.(ts|tsx|js|jsx|mts|mjs)$/, '').replace(/\/index$/, '');
}

const within = (target: string, folder: string): boolean =>
  target === folder || target.startsWith(`${folder}/`);

/** Where a specifier points inside the project, for relative and root-absolute forms alike. */
function projectTarget(file: string, specifier: string): string | null {
  const rel = resolveRelative(file, specifier);
  if (rel !== null) return rel;
  const bare = specifier.replace(/^\/+/, '').replace(/\.(ts|tsx|js|jsx)$/, '');
  if (/^(src|machines|venue-sim)(\/|$)/.test(bare)) return bare;
  return null;
}

const MACHINE_PACKAGES = /^(xstate|date-fns)(\/.+)?$/;

/** One human-readable line per broken arrow; empty when the files keep the architecture. */
function findViolations(files: readonly SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const ref of parseImports(file.text)) {
      const where = `${file.path}:${ref.line} imports '${ref.specifier}'`;
      const target = projectTarget(file.path, ref.specifier);

      if (within(file.path, 'machines')) {
        const ok =
          MACHINE_PACKAGES.test(ref.specifier) || (target !== null && within(target, 'machines'));
        if (!ok)
          problems.push(`${where}: machines/ may import only xstate, date-fns and machines/`);
      }

      if (!within(file.path, 'src') || target === null) continue;

      if (
        (within(file.path, 'src/views') || within(file.path, 'src/ui')) &&
        within(target, 'src/api')
      ) {
        problems.push(`${where}: views and ui get effects through machines, never from src/api`);
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

describe('architecture', () => {
  it('the source tree keeps the import arrows of DESIGN.md', () => {
    const files = readSources(['src', 'machines']);
    expect(files.length, 'no source files found under src/ and machines/').toBeGreaterThan(0);
    expect(findViolations(files)).toEqual([]);
  });
});

describe('the checker itself', () => {
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
    expect(parseImports(text).map((r) => [r.specifier, r.typeOnly, r.line])).toEqual([
      ['../../machines/domain', true, 1],
      ['./multi', false, 2],
      ['pkg-a', false, 6],
      ['pkg-b', false, 7],
      ['./side-effect.css', false, 8],
      ['./re-all', false, 9],
      ['./re-type', true, 10],
      ['./re-named', false, 11],
      ['./Lazy', false, 12],
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
      "machines/cart.ts:5 imports 'ky': machines/ may import only xstate, date-fns and machines/",
      "machines/cart.ts:6 imports '../src/api/booking': machines/ may import only xstate, date-fns and machines/",
      "src/views/Board/Board.tsx:2 imports '../../api/booking': views and ui get effects through machines, never from src/api",
      "src/views/Board/Board.tsx:3 imports '../../../venue-sim/server': src/ must not import the venue simulator",
      "src/ui/Thing.tsx:1 imports '../api': views and ui get effects through machines, never from src/api",
      "src/api/booking.ts:2 imports '../../machines/cart': src/api may import from machines/ only machines/domain",
      "src/api/booking.ts:3 imports '../../machines/domain': use `import type` for machines/domain in src/api",
    ]);
  });
});
