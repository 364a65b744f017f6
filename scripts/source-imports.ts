/**
 * Reading a module's imports from its text, for the checks that need the project's own import
 * graph without a bundler: the architecture test (tests/architecture.test.ts) and the catalog's
 * first-load part (scripts/first-load-messages.ts). Regular expressions over comment-free text:
 * the project's own code keeps to the forms below.
 */
import { posix } from 'node:path';

/**
 * Blanks out comments (keeping line breaks and string literals), so that commented-out code and
 * prose such as "views never import src/api" are not mistaken for code.
 */
export function stripComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      // Copy a string literal whole (template literals without nesting are enough here).
      let j = i + 1;
      while (j < text.length && text[j] !== ch) {
        if (text[j] === '\\') j++;
        if (ch !== '`' && text[j] === '\n') break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += ch;
      i++;
    }
  }
  return out;
}

export interface ImportRef {
  specifier: string;
  /** `import type …` / `export type … from` (erased at build time) */
  typeOnly: boolean;
  /** `import('…')`: loaded when the code asks, not with the module */
  dynamic: boolean;
  line: number;
}

// Static forms must start a statement (line start, or after `;`, `{`, `}`), so text that merely
// mentions an import inside a string is not taken for one.
const STATIC_FROM =
  /(?:^|(?<=[;{}]))[ \t]*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+))\s*from\s*(['"])([^'"\n]+)\4/gm;
const SIDE_EFFECT = /(?:^|(?<=[;{}]))[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\s*\(\s*(['"`])([^'"`\n]+)\1\s*\)/g;

/** Every import / re-export / dynamic import specifier in a module's text. */
export function parseImports(source: string): ImportRef[] {
  const code = stripComments(source);
  // Line of the match's first non-blank character.
  const lineOf = (m: RegExpMatchArray): number =>
    code.slice(0, (m.index ?? 0) + m[0].search(/\S/)).split('\n').length;
  const refs: ImportRef[] = [];
  for (const m of code.matchAll(STATIC_FROM)) {
    refs.push({ specifier: m[5]!, typeOnly: Boolean(m[2]), dynamic: false, line: lineOf(m) });
  }
  for (const m of code.matchAll(SIDE_EFFECT)) {
    refs.push({ specifier: m[2]!, typeOnly: false, dynamic: false, line: lineOf(m) });
  }
  for (const m of code.matchAll(DYNAMIC)) {
    refs.push({ specifier: m[2]!, typeOnly: false, dynamic: true, line: lineOf(m) });
  }
  return refs.sort((a, b) => a.line - b.line);
}

/** Project-relative target of a relative specifier (extension dropped), or null for packages. */
export function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  return target.replace(/\.(ts|tsx|js|jsx|mts|mjs)$/, '').replace(/\/index$/, '');
}

/** The module file a project target names: `x` → `x.ts`, `x.tsx`, `x/index.ts`…, or null. */
export function moduleFile(target: string, known: ReadonlySet<string>): string | null {
  const candidates = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'].map(
    (ending) => `${target}${ending}`,
  );
  return candidates.find((path) => known.has(path)) ?? null;
}
