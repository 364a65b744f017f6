// @vitest-environment node
/**
 * The simulator is loaded by Vite's config loader (vite.config.ts → venue-sim/vite-plugin.ts), which
 * follows Node ESM: relative imports name their file. And its modules form no import circle.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const simDir = join(root, 'venue-sim');
const simFiles = readdirSync(simDir).filter((f) => f.endsWith('.ts'));

/** Relative specifiers of every import/export … from, type-only ones included. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/\bfrom\s+'(\.[^']*)'/g)].map((m) => m[1] ?? '');
  return specifiers;
}

describe('venue-sim imports', () => {
  it('name their file (.js, which TypeScript maps to the .ts beside it)', () => {
    const files = [join(root, 'vite.config.ts'), ...simFiles.map((f) => join(simDir, f))];
    const extensionless = files.flatMap((file) =>
      relativeImports(file)
        .filter((s) => !/\.js$/.test(s))
        .map((s) => `${file.slice(root.length + 1)}: '${s}'`),
    );
    expect(extensionless).toEqual([]);
    expect(simFiles.length).toBeGreaterThan(10);
  });

  it('form no circle', () => {
    const graph = new Map(
      simFiles.map((f) => [
        f,
        relativeImports(join(simDir, f))
          .filter((s) => s.startsWith('./'))
          .map((s) => s.slice(2).replace(/\.js$/, '.ts')),
      ]),
    );
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        circles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    };
    for (const file of simFiles) visit(file, []);
    expect(circles).toEqual([]);
  });
});
