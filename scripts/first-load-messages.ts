/**
 * The message ids the board's first load can show: the first part of each catalog
 * (scripts/precompile-messages.ts). The rest of a catalog comes with the code fetched once the
 * page has loaded (src/app/afterLoad.ts), and every page, panel or dialog loaded on demand waits
 * for it (src/app/IntlRoot.tsx `completeCatalogs`).
 *
 * Found from the source rather than kept by hand: the modules the first load runs are those the
 * entry loads at once (FIRST_LOAD_ROOTS, as src/main.tsx imports them) and everything they import
 * statically (`import type` is erased; an `import()` is loaded later, so it is not followed). Every
 * string literal in them that is a catalog id counts, so an id picked from a table (the board's
 * status labels, a machine's toast text) counts too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { moduleFile, parseImports, resolveRelative, stripComments } from './source-imports.js';

/** What src/main.tsx loads at once: itself and the start, with the wire and the portal's wiring it imports. */
export const FIRST_LOAD_ROOTS = [
  'src/main.tsx',
  'src/api/index.ts',
  'src/app/portal.ts',
  'src/app/start.tsx',
] as const;

const SOURCE = /\.(ts|tsx)$/;

function projectFiles(root: string, dirs: readonly string[]): Set<string> {
  const out = new Set<string>();
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const child = join(abs, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name)) out.add(relative(root, child).split(sep).join('/'));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out;
}

/** The project modules (src/, machines/) the first load runs, project-relative. */
export function firstLoadModules(root: string): string[] {
  const known = projectFiles(root, ['src', 'machines']);
  const seen = new Set<string>();
  const queue: string[] = [...FIRST_LOAD_ROOTS];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ref of parseImports(readFileSync(join(root, file), 'utf8'))) {
      if (ref.typeOnly || ref.dynamic) continue;
      const target = resolveRelative(file, ref.specifier);
      const found = target === null ? null : moduleFile(target, known);
      if (found !== null) queue.push(found);
    }
  }
  return [...seen].sort();
}

/** Of `ids`, those a module of the first load names in a string literal. */
export function firstLoadMessageIds(root: string, ids: Iterable<string>): Set<string> {
  const wanted = new Set(ids);
  const found = new Set<string>();
  for (const file of firstLoadModules(root)) {
    const code = stripComments(readFileSync(join(root, file), 'utf8'));
    for (const m of code.matchAll(/(['"`])([\w.]+)\1/g)) {
      if (wanted.has(m[2]!)) found.add(m[2]!);
    }
  }
  return found;
}
