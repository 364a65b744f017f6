/**
 * `npm run bench`: the figures of docs/performance.md in one table, each against its target.
 *
 * Builds the production app (with the prerendered shell) into .bench/dist, serves it with
 * `vite preview` on a port of its own (which mounts the venue simulator on the same origin) and
 * measures, in Debian's Chromium:
 *   - first-load JS and CSS (gzip -9 of each file): every file Home fetches until its board is on
 *     screen and the network is idle. The app fetches what the board's own interactions need at
 *     once as one module once the window's load event has passed (src/app/afterLoad.ts,
 *     src/app/deferred.ts: the slot dialog, the calendar's month, the small dialogs over every
 *     page); the files only that module brings (from the build manifest) are listed apart as
 *     "after load". The rest comes when wanted: the menu on intent, the consent's dialogs, the
 *     cart's once a user is signed in, the other pages, so a first visit fetches none of them;
 *   - round trips to the board: the time from navigation to the board's table with the simulator
 *     answering at once (T_0) and after L ms (T_L), (T_L − T_0) / L; and from the simulator's
 *     request log with the browser's timings, the longest chain of API calls each started only
 *     after an earlier one answered, ending in the placeInfo that filled the board. For a first
 *     visit to Home, a first visit to /rezervacija/{id} and a return visit to Home;
 *   - Lighthouse 12, mobile preset (its default config: simulated slow 4G, 4× CPU), median of
 *     five runs by performance score, as Lighthouse's own guidance on variability advises:
 *     performance, accessibility, best practices, LCP, TBT, CLS;
 *   - long tasks at 4× CPU (DevTools throttling, no network throttling) on a first load of Home,
 *     from navigation until the board is on screen and a second more: count, longest, and the
 *     total blocking time (the part of each task after FCP beyond 50 ms). Each a median of five
 *     loads: on a two-core machine the same build's longest task ran from 58 to 141 ms between
 *     single loads, the outliers being the browser's own parse and layout before the first paint;
 *   - interactions at 4× CPU, the network excluded (scripts/bench-interactions.ts): a slot's
 *     dialog, a day of the date strip, an add to the cart;
 *   - the board's figures from .bench/board.json, written by `npm run bench:board` (run first,
 *     unless --no-board; the file's date is printed).
 *
 * Prints one table and writes the figures to .bench/bench.json. Exits non-zero only when a
 * measurement could not be made, never because a target was missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../playwright.config';
import { interactions } from './bench-interactions';

const root = resolve(import.meta.dirname, '..');
// BENCH_DIST: a build folder of one's own, so that two runs at once do not share one
const outDir = process.env.BENCH_DIST ?? join(root, '.bench', 'dist');
const args = new Set(process.argv.slice(2));
/**
 * `--only=sizes,trips,tasks,lighthouse,interactions`: some measurements only (while working on
 * one of them).
 */
const only = [...args]
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => only === undefined || only.includes(part);
const LATENCY = 600;
const TRIPS_RUNS = 3;
const LIGHTHOUSE_RUNS = 5;
const TASKS_RUNS = 5;
const VENUE = 2;

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// ---------------------------------------------------------------------------------------------
// the page

/**
 * In the page, from its first script: when the board's table first had courts in it. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const markBoardShown = {
  content: `
    new MutationObserver(() => {
      const table = document.querySelector('[data-testid="board"]');
      if (table && table.querySelectorAll('thead th').length > 1 && window.__boardShown === undefined) {
        window.__boardShown = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });`,
};

async function boardShownAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __boardShown?: number }).__boardShown !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate(() => (window as unknown as { __boardShown: number }).__boardShown);
}

async function scenario(base: string, body: object): Promise<void> {
  const res = await fetch(`${base}/__sim/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sim reset answered ${res.status}`);
}

interface SimRequest {
  seq: number;
  method: string;
  path: string;
  status: number | null;
}

async function simLog(base: string): Promise<SimRequest[]> {
  const res = await fetch(`${base}/__sim/requests`);
  return ((await res.json()) as { data: SimRequest[] }).data;
}

// ---------------------------------------------------------------------------------------------
// sizes

interface Asset {
  file: string;
  raw: number;
  gz: number;
}

const sizeOf = (file: string): Asset => {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
};
const isAsset = (file: string): boolean => /\.(js|css)$/.test(file);

/**
 * The /assets/ files a first visit to Home fetches until its board is on screen, the after-load
 * code's JS (`awaited`) has come, and all is quiet. The after-load code is asked for when the main
 * thread is first idle, up to 2 s after the load event, and its chunks one import after another:
 * on a busy machine later than the network's first quiet moment.
 */
async function homeAssets(browser: Browser, base: string, awaited: string[]): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(markBoardShown);
  const fetched = new Set<string>();
  let allCame = () => {};
  const cameAll = new Promise<void>((resolve) => (allCame = resolve));
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === base && url.pathname.startsWith('/assets/') && res.ok()) {
      fetched.add(url.pathname.slice(1));
      if (awaited.every((file) => fetched.has(file))) allCame();
    }
  });
  await page.goto(`${base}/`);
  await boardShownAt(page);
  await cameAll;
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...fetched].filter(isAsset).sort();
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A chunk's files with everything it imports statically (its CSS too), from the build manifest. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const i of chunk.imports ?? []) closure(manifest, i, seen);
  return seen;
}

/**
 * First load: what Home fetched, but for the files only the deferred modules (src/app/deferred.ts
 * and, a step before it, src/app/deferredCalendar.ts, asked for after the load event, with the
 * rest of the catalog) bring; those are listed apart as "after load". The other pages load when
 * the user heads there (src/app/Routes.tsx), so a first visit to Home fetches neither their code
 * nor their calls': the two lists together are all the JS such a visit transfers.
 */
async function sizes(browser: Browser, base: string) {
  await scenario(base, {});
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the build manifest names no entry');
  // after load: the deferred modules with the rest of the catalogs, which they wait for
  // (src/app/afterLoad.ts)
  const afterLoadKeys = Object.keys(manifest).filter(
    (key) =>
      key === 'src/app/deferred.ts' ||
      key === 'src/app/deferredCalendar.ts' ||
      /^messages\/[a-z]{2}\.json\?part=rest$/.test(key),
  );
  const later = new Set<string>();
  for (const key of afterLoadKeys) closure(manifest, key, later);
  // what the entry needs at once: its static imports, and what it imports at once besides those
  // (src/main.tsx: react-dom and the app; a catalog's part), each with its static imports
  const eager = closure(manifest, entryKey);
  for (const key of manifest[entryKey]?.dynamicImports ?? []) {
    if (!afterLoadKeys.includes(key)) closure(manifest, key, eager);
  }
  const deferred = [...later].filter((f) => !eager.has(f));
  // the deferred code's JS (not the catalogs' rest: the page fetches only its language's)
  const deferredCode = new Set<string>();
  for (const key of ['src/app/deferred.ts', 'src/app/deferredCalendar.ts']) {
    closure(manifest, key, deferredCode);
  }
  const fetched = await homeAssets(
    browser,
    base,
    [...deferredCode].filter((f) => f.endsWith('.js') && !eager.has(f)),
  );
  const firstLoad = fetched.filter((f) => !deferred.includes(f)).map(sizeOf);
  const afterLoad = fetched.filter((f) => deferred.includes(f)).map(sizeOf);
  const sum = (rows: Asset[], ext: string) =>
    rows.filter((r) => r.file.endsWith(ext)).reduce((t, r) => t + r.gz, 0);
  return {
    firstLoad,
    afterLoad,
    jsGz: sum(firstLoad, '.js'),
    cssGz: sum(firstLoad, '.css'),
    afterLoadJsGz: sum(afterLoad, '.js'),
    afterLoadCssGz: sum(afterLoad, '.css'),
  };
}

function printSizes(size: Awaited<ReturnType<typeof sizes>>): void {
  const list = (rows: Asset[]) => {
    for (const a of rows) {
      console.log(`  ${a.file.padEnd(48)} ${kb(a.gz).padStart(9)} gz ${kb(a.raw).padStart(9)} raw`);
    }
  };
  console.log('\nfirst load (Home until its board is on screen and the network is idle):');
  list(size.firstLoad);
  console.log(`  JS ${kb(size.jsGz)} gz (${size.jsGz} bytes), CSS ${kb(size.cssGz)} gz`);
  console.log(
    'after load (src/app/deferredCalendar.ts, then src/app/deferred.ts, asked for once the page has loaded and the main thread is idle:',
  );
  console.log('  the slot dialog, the calendar, the small dialogs, the rest of the catalog):');
  list(size.afterLoad);
  console.log(`  JS ${kb(size.afterLoadJsGz)} gz, CSS ${kb(size.afterLoadCssGz)} gz`);
  console.log(`all JS a first visit to Home transfers: ${kb(size.jsGz + size.afterLoadJsGz)} gz`);
}

// ---------------------------------------------------------------------------------------------
// round trips

interface Timed {
  path: string;
  start: number;
  end: number;
}

/** An API call by the last part of its path: `/wp-json/data/v1/get_savitarna_date/` → get_savitarna_date. */
const callName = (path: string) => path.replace(/\/+$/, '').replace(/^.*\//, '');

/** The longest chain of API calls, each started after the one before it answered. */
function chainTo(calls: Timed[], last: Timed): string[] {
  const before = calls.filter((c) => c !== last && c.end <= last.start + 1);
  let best: string[] = [];
  for (const c of before) {
    const chain = chainTo(calls, c);
    if (chain.length > best.length) best = chain;
  }
  return [...best, callName(last.path)];
}

async function visit(
  context: BrowserContext,
  base: string,
  path: string,
): Promise<{ ms: number; chain: string[] }> {
  const page = await context.newPage();
  await page.addInitScript(markBoardShown);
  const calls: Timed[] = [];
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    const api = url.pathname.startsWith('/api/') || url.pathname.startsWith('/wp-json/');
    if (!api || req.method() === 'OPTIONS') return;
    const t = req.timing();
    calls.push({ path: url.pathname, start: t.startTime, end: t.startTime + t.responseEnd });
  });
  await page.goto(`${base}${path}`);
  const ms = await boardShownAt(page);
  await page.close();
  const infos = calls.filter((c) => c.path.endsWith('/placeInfo') && c.end > 0);
  const filled = infos.sort((a, b) => b.end - a.end)[0];
  return { ms, chain: filled ? chainTo(calls, filled) : [] };
}

type TripKind = 'home' | 'venue' | 'return';

async function trips(browser: Browser, base: string) {
  const result: Record<TripKind, { trips: number; chain: string[]; log: string[] }> = {
    home: { trips: NaN, chain: [], log: [] },
    venue: { trips: NaN, chain: [], log: [] },
    return: { trips: NaN, chain: [], log: [] },
  };
  for (const kind of ['home', 'venue', 'return'] as const) {
    const at: Record<number, number[]> = { 0: [], [LATENCY]: [] };
    for (let run = 0; run < TRIPS_RUNS; run++) {
      for (const latencyMs of [0, LATENCY]) {
        await scenario(base, {});
        const context = await browser.newContext();
        const path = kind === 'venue' ? `/rezervacija/${VENUE}` : '/';
        if (kind === 'return') {
          // the first visit, at once, leaves what the app keeps between visits
          await visit(context, base, '/');
        }
        await fetch(`${base}/__sim/requests`, { method: 'DELETE' });
        await fetch(`${base}/__sim/scenario`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ latencyMs }),
        });
        const { ms, chain } = await visit(context, base, path);
        const log = await simLog(base);
        await context.close();
        at[latencyMs]?.push(ms);
        if (latencyMs === LATENCY && run === 0) {
          result[kind].chain = chain;
          result[kind].log = log
            .filter((r) => r.method !== 'OPTIONS')
            .map((r) => `${r.method} ${callName(r.path)}`);
        }
      }
    }
    result[kind].trips = (median(at[LATENCY] ?? []) - median(at[0] ?? [])) / LATENCY;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// long tasks

interface TasksLoad {
  count: number;
  longest: number;
  blocking: number;
  boardShownMs: number;
  fcpMs: number;
  tasks: { start: number; duration: number }[];
}

/** TASKS_RUNS first loads: the median of each figure, and every load's own. */
async function longTasks(browser: Browser, base: string) {
  const loads: TasksLoad[] = [];
  for (let i = 0; i < TASKS_RUNS; i++) loads.push(await longTasksOnce(browser, base));
  const of = (figure: (load: TasksLoad) => number) => median(loads.map(figure));
  return {
    count: of((l) => l.count),
    longest: of((l) => l.longest),
    blocking: of((l) => l.blocking),
    loads,
  };
}

async function longTasksOnce(browser: Browser, base: string): Promise<TasksLoad> {
  await scenario(base, {});
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(markBoardShown);
  await page.addInitScript({
    content: `
      window.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__tasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });`,
  });
  await page.goto(`${base}/`);
  const shown = await boardShownAt(page);
  // the tasks that follow the board's first paint (effects, the prefetch) belong to the load
  await page.waitForTimeout(1000);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: (window as unknown as { __tasks: { start: number; duration: number }[] }).__tasks,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await context.close();
  const blocking = tasks.reduce((t, task) => {
    const end = task.start + task.duration;
    const from = Math.max(task.start, fcp);
    return end - from > 50 ? t + (end - from - 50) : t;
  }, 0);
  return {
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((t) => t.duration)),
    blocking,
    boardShownMs: shown,
    fcpMs: fcp,
    tasks,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  failing: string[];
}

async function lighthouseRuns(
  base: string,
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    await scenario(base, {});
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumLaunch.executablePath,
      chromeFlags: chromiumLaunch.args,
    });
    try {
      const result = await lighthouse(`${base}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error('Lighthouse gave no result');
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? NaN) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const failing = ['accessibility', 'best-practices'].flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}`),
      );
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        fcp: value('first-contentful-paint'),
        failing,
      });
      if (i === 0) {
        writeFileSync(join(root, '.bench', 'lighthouse.json'), JSON.stringify(result.lhr, null, 1));
      }
    } finally {
      chrome.kill();
    }
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) throw new Error('no Lighthouse run');
  return { median: mid, runs };
}

// ---------------------------------------------------------------------------------------------
// the board (H3's bench:board)

interface BoardFigures {
  dayRenderScriptingMs?: number;
  dayRenderUnthrottledMs?: number;
  firstLoadDayRenderScriptingMs?: number;
  dateSwitchScriptingMs?: number;
  dateSwitchCellRenders?: number;
  dateSwitchChangedCells?: number;
  countdownRendersPerSecond?: number;
}

function boardFigures(): { figures: BoardFigures; date: string | null; note: string } {
  const file = join(root, '.bench', 'board.json');
  let note = '';
  if (!args.has('--no-board')) {
    try {
      execFileSync('npm', ['run', '--silent', 'bench:board'], {
        cwd: root,
        stdio: 'inherit',
        timeout: 10 * 60_000,
      });
      note = 'run now';
    } catch {
      note = 'bench:board failed; the figures are the last ones written';
    }
  } else {
    note = 'read from the file (--no-board)';
  }
  if (!existsSync(file)) return { figures: {}, date: null, note: `${note}; no .bench/board.json` };
  return {
    figures: JSON.parse(readFileSync(file, 'utf8')) as BoardFigures,
    date: statSync(file).mtime.toISOString(),
    note,
  };
}

// ---------------------------------------------------------------------------------------------
// the table

interface Row {
  what: string;
  value: string;
  target: string;
  ok: boolean | null;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const num = (n: number | undefined, digits = 0) =>
  n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

function print(rows: Row[]): string {
  const w0 = Math.max(...rows.map((r) => r.what.length));
  const w1 = Math.max(...rows.map((r) => r.value.length), 'measured'.length);
  const w2 = Math.max(...rows.map((r) => r.target.length), 'target'.length);
  const line = (a: string, b: string, c: string, d: string) =>
    `| ${a.padEnd(w0)} | ${b.padStart(w1)} | ${c.padEnd(w2)} | ${d} |`;
  return [
    line('figure', 'measured', 'target', 'ok'),
    `| ${'-'.repeat(w0)} | ${'-'.repeat(w1 - 1)}: | ${'-'.repeat(w2)} | -- |`,
    ...rows.map((r) => line(r.what, r.value, r.target, r.ok === null ? '–' : r.ok ? '✓' : '✗')),
  ].join('\n');
}

async function main(): Promise<void> {
  mkdirSync(join(root, '.bench'), { recursive: true });
  const board = only === undefined ? boardFigures() : { figures: {}, date: null, note: '' };

  // --no-build: measure the build already in the folder (an A/B interleaves runs of two builds)
  if (!args.has('--no-build') || !existsSync(join(outDir, 'index.html'))) {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  }
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 4391, strictPort: false },
  });
  const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!base) throw new Error('vite preview gave no local address');

  const browser = await chromium.launch(chromiumLaunch);
  let size, trip, tasks, lh, taps;
  try {
    if (only !== undefined) {
      // a part alone: its figures as they are, no table
      if (wanted('sizes')) printSizes(await sizes(browser, base));
      if (wanted('trips')) console.log(JSON.stringify(await trips(browser, base), null, 1));
      if (wanted('tasks')) console.log(JSON.stringify(await longTasks(browser, base), null, 1));
      if (wanted('lighthouse')) console.log(JSON.stringify(await lighthouseRuns(base), null, 1));
      if (wanted('interactions')) {
        console.log(JSON.stringify(await interactions(browser, base), null, 1));
      }
      return;
    }
    size = await sizes(browser, base);
    trip = await trips(browser, base);
    tasks = await longTasks(browser, base);
    lh = await lighthouseRuns(base);
    taps = await interactions(browser, base);
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.httpServer.close(() => done()));
  }

  const b = board.figures;
  const rows: Row[] = [
    {
      what: 'first-load JS (gz), until the board',
      value: kb(size.jsGz),
      target: '≤ 150 KB',
      ok: size.jsGz <= 150 * 1024,
    },
    {
      what: 'all JS a first visit to Home transfers (gz)',
      value: kb(size.jsGz + size.afterLoadJsGz),
      target: '≤ 200 KB',
      ok: size.jsGz + size.afterLoadJsGz <= 200 * 1024,
    },
    { what: 'first-load CSS (gz)', value: kb(size.cssGz), target: '(figure only)', ok: null },
    {
      what: 'after load: deferred JS + CSS (gz)',
      value: kb(size.afterLoadJsGz + size.afterLoadCssGz),
      target: '(figure only)',
      ok: null,
    },
    ...(
      [
        ['round trips, first visit to Home', 'home', 3],
        [`round trips, first visit to /rezervacija/${VENUE}`, 'venue', 2],
        ['round trips, return visit to Home', 'return', 1],
      ] as const
    ).flatMap(([what, kind, target]) => [
      {
        what: `${what}: (T_L − T_0)/L`,
        value: num(trip[kind].trips, 2),
        target: `${target}`,
        ok: Math.round(trip[kind].trips) <= target,
      },
      {
        what: `${what}: request log`,
        value: String(trip[kind].chain.length),
        target: `${target}`,
        ok: trip[kind].chain.length <= target && trip[kind].chain.length > 0,
      },
    ]),
    {
      what: 'Lighthouse mobile performance',
      value: String(lh.median.performance),
      target: '≥ 98',
      ok: lh.median.performance >= 98,
    },
    {
      what: 'Lighthouse accessibility',
      value: String(lh.median.accessibility),
      target: '100',
      ok: lh.median.accessibility === 100,
    },
    {
      what: 'Lighthouse best practices',
      value: String(lh.median.bestPractices),
      target: '100',
      ok: lh.median.bestPractices === 100,
    },
    {
      what: 'Lighthouse LCP',
      value: ms(lh.median.lcp),
      target: '≤ 1500 ms',
      ok: lh.median.lcp <= 1500,
    },
    {
      what: 'Lighthouse TBT',
      value: ms(lh.median.tbt),
      target: '≤ 150 ms',
      ok: lh.median.tbt <= 150,
    },
    {
      what: 'Lighthouse CLS',
      value: lh.median.cls.toFixed(3),
      target: '≤ 0.02',
      ok: lh.median.cls <= 0.02,
    },
    {
      what: `4× CPU first load: long tasks (median of ${TASKS_RUNS} loads)`,
      value: String(tasks.count),
      target: '(figure only)',
      ok: null,
    },
    {
      what: '4× CPU first load: longest task',
      value: ms(tasks.longest),
      target: '≤ 100 ms',
      ok: tasks.longest <= 100,
    },
    {
      what: '4× CPU first load: total blocking',
      value: ms(tasks.blocking),
      target: '≤ 150 ms',
      ok: tasks.blocking <= 150,
    },
    {
      what: 'board: 12×33 day render (page settled), scripting at 4× CPU',
      value: b.dayRenderScriptingMs === undefined ? 'n/a' : `${num(b.dayRenderScriptingMs, 1)} ms`,
      target: '≤ 16 ms',
      ok: b.dayRenderScriptingMs === undefined ? false : b.dayRenderScriptingMs <= 16,
    },
    {
      what: 'board: the same day render without throttling (1×)',
      value:
        b.dayRenderUnthrottledMs === undefined ? 'n/a' : `${num(b.dayRenderUnthrottledMs, 1)} ms`,
      target: '(figure only)',
      ok: null,
    },
    {
      what: 'board: the first load’s day render, with start-up',
      value:
        b.firstLoadDayRenderScriptingMs === undefined
          ? 'n/a'
          : `${num(b.firstLoadDayRenderScriptingMs, 1)} ms`,
      target: '(figure only)',
      ok: null,
    },
    {
      what: 'board: date switch, scripting at 4× CPU',
      value:
        b.dateSwitchScriptingMs === undefined ? 'n/a' : `${num(b.dateSwitchScriptingMs, 1)} ms`,
      target: '(figure only)',
      ok: null,
    },
    {
      what: 'board: date switch, cells rendered / changed',
      value: `${num(b.dateSwitchCellRenders)} / ${num(b.dateSwitchChangedCells)}`,
      target: 'equal',
      ok:
        b.dateSwitchCellRenders !== undefined &&
        b.dateSwitchCellRenders === b.dateSwitchChangedCells,
    },
    {
      what: 'cart countdown: renders per second',
      value: num(b.countdownRendersPerSecond),
      target: '1',
      ok: b.countdownRendersPerSecond === 1,
    },
    ...(
      [
        ['tap a slot: its dialog on screen', taps.slotMs],
        ['tap a day in the strip: its board drawn', taps.dateMs],
        ['add to cart: the "added" question on screen', taps.addMs],
      ] as const
    ).map(([what, value]) => ({
      what: `${what} (4× CPU, network excluded)`,
      value: ms(value),
      target: '≤ 100 ms',
      ok: value <= 100,
    })),
  ];

  const date = new Date().toISOString().slice(0, 10);
  console.log(`\nnpm run bench, ${date} (board figures: ${board.date ?? 'none'}, ${board.note})\n`);
  console.log(print(rows));
  console.log('\nfirst load (Home until its board is on screen and the network is idle):');
  for (const a of size.firstLoad) console.log(`  ${a.file.padEnd(48)} ${kb(a.gz).padStart(9)} gz`);
  console.log(
    'after load (fetched once the page has loaded: src/app/deferred.ts, the rest of the catalog):',
  );
  for (const a of size.afterLoad) console.log(`  ${a.file.padEnd(48)} ${kb(a.gz).padStart(9)} gz`);
  for (const kind of ['home', 'venue', 'return'] as const) {
    console.log(`chain to the board (${kind}): ${trip[kind].chain.join(' → ') || 'none'}`);
    console.log(`  simulator log (${kind}): ${trip[kind].log.join(', ')}`);
  }
  console.log(
    `Lighthouse runs (performance/LCP/TBT): ${lh.runs
      .map((r) => `${r.performance}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`)
      .join(', ')}`,
  );
  const failing = [...new Set(lh.runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`Lighthouse audits not passed: ${failing.join(', ')}`);
  console.log("4× CPU first loads: each load's long tasks (start:duration ms), FCP, board shown");
  for (const load of tasks.loads) {
    const list = load.tasks.map((t) => `${Math.round(t.start)}:${Math.round(t.duration)}`);
    console.log(
      `  ${list.join(' ') || 'none'}; FCP ${ms(load.fcpMs)}, board ${ms(load.boardShownMs)}`,
    );
  }

  writeFileSync(
    join(root, '.bench', 'bench.json'),
    `${JSON.stringify({ date, sizes: size, trips: trip, longTasks: tasks, lighthouse: lh, interactions: taps, board, rows }, null, 2)}\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
