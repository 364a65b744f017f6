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

export { stripComments } from '../../scripts/source-imports';
