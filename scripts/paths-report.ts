/**
 * `npm run test:paths` (docs/qa.md): runs every machine's model-path tests
 * (tests/machines/<machine>.paths.test.ts: the shortest and simple paths xstate/graph's TestModel
 * generates over the REAL machine, replayed on live actors: tests/machines/graph.ts) and prints,
 * per machine, states covered / all states, transitions covered / all transitions and the number
 * of shortest and simple paths replayed. Fails when a test fails or any machine is below 100 %.
 *
 * `-- --plan <machine>` (a name of scripts/machines-list.ts) or `-- --plan all` also writes
 * docs/qa/<machine>.md: the machine's paths as numbered steps in plain words (scripts/path-plans.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { MachinePlan, PathCoverage } from '../tests/machines/graph';
import { machines } from './machines-list';
import { planPage } from './path-plans';

const planArg = process.argv.indexOf('--plan');
const planned = planArg === -1 ? [] : (process.argv[planArg + 1] ?? '').split(',');
const planFor = planned.includes('all')
  ? machines
  : machines.filter((m) => planned.includes(m.name));
if (planArg !== -1 && !planned.includes('all') && planFor.length !== planned.length) {
  console.error(`--plan takes all or machine names: ${machines.map((m) => m.name).join(', ')}`);
  process.exit(2);
}

const temp = mkdtempSync(join(tmpdir(), 'paths-'));
const report = join(temp, 'coverage.jsonl');
const plans = join(temp, 'plans.jsonl');
// the `paths` project (vite.config.ts): the *.paths.test.ts files alone; `npm run test:unit` runs
// the rest
const run = spawnSync('npx', ['vitest', 'run', '--project', 'paths', '--reporter=dot'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PATHS_REPORT: report,
    ...(planFor.length
      ? { PATHS_PLAN: plans, PATHS_PLAN_MACHINES: planFor.map((m) => m.machine.id).join(',') }
      : {}),
  },
});

const rows: PathCoverage[] = existsSync(report)
  ? readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as PathCoverage)
  : [];
// the machines of machines/ (scripts/machines-list.ts), not the small ones
// tests/machines/graph.paths.test.ts walks to test the walk itself; a machine walked from several
// files counts once, at its best
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

// a machine walked from several files: the plan of its best walk, as in the table
const planOf = new Map<string, MachinePlan>();
const planLines = existsSync(plans) ? readFileSync(plans, 'utf8').split('\n').filter(Boolean) : [];
for (const plan of planLines.map((line) => JSON.parse(line) as MachinePlan)) {
  const seen = planOf.get(plan.machine);
  if (!seen || plan.coverage.transitions.covered > seen.coverage.transitions.covered) {
    planOf.set(plan.machine, plan);
  }
}
for (const { name, file, machine } of planFor) {
  const plan = planOf.get(machine.id);
  if (!plan) {
    console.error(`${name}: no paths to write (its model-path test did not run)`);
    short = true;
    continue;
  }
  const out = join(import.meta.dirname, '..', 'docs', 'qa', `${name}.md`);
  mkdirSync(dirname(out), { recursive: true });
  // as Prettier writes Markdown, so that `npm run lint` finds nothing to change
  const options = await resolveConfig(out);
  writeFileSync(out, await format(planPage(name, file, plan), { ...options, filepath: out }));
  console.log(`docs/qa/${name}.md`);
}
process.exit(run.status !== 0 || short || untested.length > 0 ? 1 : 0);
