/**
 * Reading the project's own source files for the static checks (architecture, message ids).
 * Paths are project-relative with forward slashes, e.g. `src/views/Board/Board.tsx`.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SourceFile {
  path: string;
  text: string;
}

const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git']);

/** Every file under the given project-relative folders whose name matches `pattern`. */
export function readSources(
  dirs: readonly string[],
  pattern: RegExp = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/,
): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (abs: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const child = join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(child);
      } else if (entry.isFile() && pattern.test(entry.name)) {
        out.push({
          path: relative(projectRoot, child).split(sep).join('/'),
          text: readFileSync(child, 'utf8'),
        });
      }
    }
  };
  for (const dir of dirs) {
    const abs = join(projectRoot, dir);
    if (existsSync(abs)) walk(abs);
  }
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

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
