/**
 * `npm run test:stress`: the e2e suite three times in a row while two CPU busy-loops run beside it,
 * as on a CI machine that other work keeps busy. Prints each run's figures (tests passed, failed,
 * flaky, its time, the load average) and fails when any run has a failure: a test that fails only
 * under load waits on a time instead of a condition, or on another test's leftovers.
 *
 *   npm run test:stress                          the whole suite, 3 runs
 *   npm run test:stress -- --runs=1 e2e/cart.spec.ts --project=chromium
 *                                                 any other argument goes to `playwright test`
 *
 * The busy-loops are this script's children, started and stopped by their PIDs: stopped when the
 * runs are over, on a failure, on Ctrl+C, and in any case by themselves once the time bound
 * (`--max-minutes`, 90 by default; the whole stress run is stopped then too) is past, so a killed
 * script leaves none behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const option = (name: string, fallback: number): number => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  const value = found ? Number(found.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} wants a positive number`);
  return value;
};
const runs = option('runs', 3);
const maxMinutes = option('max-minutes', 90);
const ours = /^--(runs|max-minutes)=/;
const playwrightArgs = process.argv.slice(2).filter((arg) => !ours.test(arg));
const deadline = Date.now() + maxMinutes * 60_000;

// ---- the busy-loops ---------------------------------------------------------------------------
const LOOPS = 2;
const loops: ChildProcess[] = [];
function startLoops(): void {
  for (let i = 0; i < LOOPS; i++) {
    // spins until the deadline, then ends by itself even if this script was killed meanwhile
    const loop = spawn(
      process.execPath,
      ['-e', `const end = ${deadline}; while (Date.now() < end) {}`],
      { stdio: 'ignore' },
    );
    loops.push(loop);
    console.log(`busy-loop ${i + 1} started, PID ${loop.pid}`);
  }
}
function stopLoops(): void {
  for (const loop of loops.splice(0)) {
    if (loop.pid !== undefined && loop.exitCode === null && loop.signalCode === null) {
      loop.kill('SIGKILL');
      console.log(`busy-loop PID ${loop.pid} stopped`);
    }
  }
}
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

// ---- the runs -----------------------------------------------------------------------------------
interface Figures {
  run: number;
  seconds: number;
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  load: string;
  status: number | null;
}
interface JsonReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function runSuite(run: number): Figures {
  const out = join(mkdtempSync(join(tmpdir(), 'stress-')), 'report.json');
  const started = Date.now();
  const left = deadline - started;
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '--reporter=dot,json', ...playwrightArgs],
    {
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
      timeout: Math.max(left, 1),
      killSignal: 'SIGTERM',
    },
  );
  const stats = existsSync(out)
    ? (JSON.parse(readFileSync(out, 'utf8')) as JsonReport).stats
    : undefined;
  return {
    run,
    seconds: Math.round((Date.now() - started) / 1000),
    passed: stats?.expected ?? 0,
    failed: stats?.unexpected ?? 0,
    flaky: stats?.flaky ?? 0,
    skipped: stats?.skipped ?? 0,
    load: load(),
    status: result.status,
  };
}

const browser = spawnSync('npx', ['tsx', 'scripts/ensure-browser.ts'], { stdio: 'inherit' });
if (browser.status !== 0) process.exit(browser.status ?? 1);

console.log(
  `stress: ${runs} run(s) of playwright test ${playwrightArgs.join(' ')} beside ${LOOPS} busy-loops; load ${load()}`,
);
startLoops();
const figures: Figures[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    if (Date.now() >= deadline) {
      console.error(`stress: the ${maxMinutes}-minute bound is past, run ${run} not started`);
      break;
    }
    figures.push(runSuite(run));
  }
} finally {
  stopLoops();
}

console.log('\nrun  passed  failed  flaky  skipped  time     load (1, 5, 15 min)');
for (const f of figures) {
  console.log(
    `${String(f.run).padEnd(5)}${String(f.passed).padEnd(8)}${String(f.failed).padEnd(8)}${String(f.flaky).padEnd(7)}${String(f.skipped).padEnd(9)}${`${f.seconds} s`.padEnd(9)}${f.load}`,
  );
}
const failures = figures.reduce((n, f) => n + f.failed + f.flaky, 0);
const broken = figures.some((f) => f.status !== 0) || figures.length < runs;
console.log(
  `\n${figures.length} of ${runs} run(s), ${failures} failure(s)${broken ? ', not all runs passed' : ''}`,
);
process.exit(failures > 0 || broken ? 1 : 0);
