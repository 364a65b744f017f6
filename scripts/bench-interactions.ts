/**
 * Interaction figures for `npm run bench`: at 4× CPU, on a phone's viewport, a signed-in customer
 * on Home once the page has settled (the code fetched after load is in). For each tap, the time
 * the page's main thread was busy from the pointer going down to the end of the first frame that
 * shows its result, read from a Chromium trace: the tap's own work, which the portal can make
 * faster. While the page only waits for the venue's server, which it cannot make faster, its main
 * thread is idle, so the network is left out without guessing which part of a call overlapped
 * the page's own work.
 *
 *   - a free slot: its dialog is on screen;
 *   - a day in the date strip: the board names the new day and is no longer busy;
 *   - "add to cart" in the slot dialog: the "added" question is on screen.
 *
 * Each figure is the median of five page loads. Tests never assert these: they are printed.
 */
import type { Browser, Page } from '@playwright/test';

export const INTERACTION_RUNS = 5;
/** The simulator's clock: a Saturday morning with the tennis court free at 10:00. */
const NOW = '2026-11-21T09:30';

export interface InteractionFigures {
  slotMs: number;
  dateMs: number;
  addMs: number;
  runs: { slot: number; date: number; add: number }[];
}

/** The user-timing marks the page sets at the tap and at the frame that shows its result. */
const TAP = 'bench-tap';
const FRAME = 'bench-frame';

/**
 * In the page: mark the next pointerdown, then watch for `done()` to hold and mark the first
 * frame after it did. A string, not a function: tsx would wrap a function's inner functions in a
 * helper the page lacks.
 */
const watch = (done: string) => `
  (() => {
    const w = window;
    w.__framed = false;
    addEventListener('pointerdown', () => performance.mark('${TAP}'), { capture: true, once: true });
    const done = ${done};
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      requestAnimationFrame(() => { performance.mark('${FRAME}'); w.__framed = true; });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  })()`;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/**
 * The milliseconds the main thread of the page that set the two marks spent in tasks from the tap
 * to the end of the frame's own task (its style, layout and paint included).
 */
export function busyBetween(events: TraceEvent[]): number {
  const mark = (name: string) => events.find((e) => e.name === name);
  const tap = mark(TAP);
  const frame = mark(FRAME);
  if (!tap || !frame) throw new Error('the trace lacks the tap or the frame mark');
  const tasks = events
    .filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.ph === 'X' &&
        e.pid === tap.pid &&
        e.tid === tap.tid,
    )
    .map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const)
    .filter(([from, to]) => to > tap.ts && from <= frame.ts)
    .sort((a, b) => a[0] - b[0]);
  // the union of the tasks' spans, from the tap on: a task run inside another counts once
  let busy = 0;
  let end = tap.ts;
  for (const [from, to] of tasks) {
    if (to <= end) continue;
    busy += to - Math.max(from, end);
    end = to;
  }
  return busy / 1000;
}

/** The tap's own work: the main thread's busy time from the tap to the frame with its result. */
async function ownWork(
  browser: Browser,
  page: Page,
  done: string,
  tap: () => Promise<void>,
): Promise<number> {
  // Playwright's first waitForFunction in a page sets up its own script there (40–100 ms at 4×
  // in a trace): done here, before the tap, it is not counted as the tap's work
  await page.waitForFunction(() => true);
  await page.evaluate(watch(done));
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await tap();
  await page.waitForFunction(() => (window as unknown as { __framed?: boolean }).__framed);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return busyBetween(trace.traceEvents);
}

async function once(browser: Browser, base: string) {
  await fetch(`${base}/__sim/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: NOW }),
  });
  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.lt', password: 'demo123' }),
  });
  const token = ((await login.json()) as { data: { session_token: string } }).data.session_token;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((t) => window.localStorage.setItem('savitarna.token', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/`);
  const free = page.getByRole('gridcell', { name: /^Teniso aikštelė 1, 10:00: Laisva$/ });
  await free.waitFor();
  // the code fetched after load (the slot dialog's among it) is in, and all is quiet
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // a day as a finger taps it: its box (the radio button in it is visually hidden)
  const strip = page.getByRole('radiogroup').first().locator('label');
  const tomorrow = strip.nth(1);
  const date = await ownWork(
    browser,
    page,
    `() => {
      const caption = document.querySelector('[data-testid="board"] caption');
      return caption !== null && caption.textContent !== ${JSON.stringify(
        await page.locator('[data-testid="board"] caption').textContent(),
      )} && document.querySelector('[data-testid="board"] [aria-busy="true"], [aria-busy="true"] [data-testid="board"]') === null;
    }`,
    () => tomorrow.click(),
  );
  // back to the day with the free slot, untimed
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await strip.first().click();
  await free.waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const slot = await ownWork(
    browser,
    page,
    `() => document.querySelector('[role="dialog"]') !== null`,
    () => free.click(),
  );
  const length = page.getByRole('dialog').getByRole('button', { name: /^Pasirinkti 10:00–/ });
  await length.first().waitFor();
  const add = await ownWork(
    browser,
    page,
    `() => [...document.querySelectorAll('[role="dialog"]')].some((d) => (d.textContent ?? '').includes('Laikas įdėtas į krepšelį'))`,
    () => length.first().click(),
  );
  await context.close();
  return { slot, date, add };
}

const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function interactions(browser: Browser, base: string): Promise<InteractionFigures> {
  const runs: InteractionFigures['runs'] = [];
  for (let i = 0; i < INTERACTION_RUNS; i++) runs.push(await once(browser, base));
  return {
    slotMs: median(runs.map((r) => r.slot)),
    dateMs: median(runs.map((r) => r.date)),
    addMs: median(runs.map((r) => r.add)),
    runs,
  };
}
