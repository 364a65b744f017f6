/**
 * `npm run test:paths` (docs/qa.md): runs every machine's model-path tests (tests/machines/: the
 * shortest and simple paths xstate/graph's TestModel generates over the REAL machine, replayed on
 * live actors: tests/machines/graph.ts) and prints, per machine, states covered / all states,
 * transitions covered / all transitions and the number of shortest and simple paths replayed.
 * Fails when a test fails or any machine is below 100 %.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PathCoverage } from '../tests/machines/graph';
import { machines } from './machines-list';

const report = join(mkdtempSync(join(tmpdir(), 'paths-')), 'coverage.jsonl');
// the `paths` project (vite.config.ts): the model paths alone; `npm run test:unit` runs the rest
const run = spawnSync('npx', ['vitest', 'run', '--project', 'paths', '--reporter=dot'], {
  stdio: 'inherit',
  env: { ...process.env, PATHS_REPORT: report },
});

const rows: PathCoverage[] = existsSync(report)
  ? readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as PathCoverage)
  : [];
// the machines of machines/ (scripts/machines-list.ts), not the small ones tests/machines/graph.test.ts
// builds to test the walk itself; a machine walked from several files counts once, at its best
const listed = new Set(machines.map((m) => m.machine.id));
const byMachine = new Map<string, PathCoverage>();
for (const row of rows.filter((r) => listed.has(r.machine))) {
  const seen = byMachine.get(row.machine);
  if (!seen || row.transitions.covered > seen.transitions.covered) byMachine.set(row.machine, row);
}

const pct = (covered: number, all: number) => (all === 0 ? 100 : (100 * covered) / all);
const cell = ({ covered, all }: { covered: number; all: number }) =>
  `${covered}/${all} (${pct(covered, all).toFixed(0)} %)`.padEnd(16);
/** `72`, `300 of 644`, `— (> 40000, not generated)`, `72 (1 start > 40000, not generated)` */
const simple = (row: PathCoverage) => {
  const skipped = row.simpleSkipped.length;
  const over = skipped > 0 ? `> ${row.simpleSkipped[0]!.limit}, not generated` : '';
  const some = row.simple === row.simpleOf ? `${row.simple}` : `${row.simple} of ${row.simpleOf}`;
  if (skipped === 0) return some;
  return row.simpleOf === 0 ? `— (${over})` : `${some} (${skipped} start ${over})`;
};
console.log(
  '\nmachine           states            transitions       paths replayed: shortest  simple',
);
let short = false;
for (const row of [...byMachine.values()].sort((a, b) => a.machine.localeCompare(b.machine))) {
  const full =
    pct(row.states.covered, row.states.all) === 100 &&
    pct(row.transitions.covered, row.transitions.all) === 100;
  short ||= !full;
  console.log(
    `${row.machine.padEnd(18)}${cell(row.states)}  ${cell(row.transitions)}  ${''.padEnd(16)}${String(row.shortest).padEnd(10)}${simple(row)}${full ? '' : '   ← below 100 %'}`,
  );
}
const untested = [...listed].filter((id) => !byMachine.has(id));
for (const id of untested) console.error(`${id}: no model-path test (describeModelPaths) reported`);
process.exit(run.status !== 0 || short || untested.length > 0 ? 1 : 0);
