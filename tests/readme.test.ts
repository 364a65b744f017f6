// @vitest-environment node
/**
 * The README is for people who run, configure and change the portal: short enough to read whole,
 * with every npm script in its command table. Code and its comments say why the code is as it is;
 * the issue a change was asked for belongs in the commit, where it stays true.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot, readSources } from './support/sources';

const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const scripts = Object.keys(
  (
    JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** The commands in the first column of the README's "Commands" table. */
function commandTable(): string[] {
  const section = readme.split(/\n## /).find((part) => part.startsWith('Commands\n')) ?? '';
  return [...section.matchAll(/^\| `(npm (?:run )?[\w:]+)`/gm)].map((m) => m[1] ?? '');
}

const npmCommand = (script: string) => (script === 'test' ? 'npm test' : `npm run ${script}`);

/** A tracker's issue cited by number: the word, then the number, with or without "#". */
const ISSUE_CITATION = /\bissues? #?\d+/i;

describe('README', () => {
  it('is short enough to read whole (150 lines at most)', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('lists every npm script in its command table, and no other', () => {
    expect(commandTable().sort()).toEqual(scripts.map(npmCommand).sort());
  });
});

describe('no issue numbers in code, its configuration or the README', () => {
  const files = [
    ...readSources(
      ['src', 'machines', 'scripts', 'e2e', 'tests', 'venue-sim'],
      /\.(ts|tsx|mts|js|mjs|md)$/,
    ),
    ...['README.md', 'vite.config.ts', 'playwright.config.ts', 'eslint.config.js'].map((path) => ({
      path,
      text: readFileSync(join(projectRoot, path), 'utf8'),
    })),
  ];

  it('cites none: a comment says why the code is so, the commit says who asked', () => {
    const cited = files.flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, i) =>
          ISSUE_CITATION.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(cited).toEqual([]);
  });
});
