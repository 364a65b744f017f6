/**
 * A long evening (docs/reliability.md): a signed-in user holds a cart whose countdown runs, and
 * switches the board's date 200 times and its venue 50 times, while the venue's clock (the
 * simulator's) and the page's (Playwright's clock, which moves the page's timers, its Date and its
 * monotonic clock together) go on three hours, step by step in step. Then:
 *   - the JS heap after a forced garbage collection grows less than 5 % from the first quarter of
 *     the switches to the last (the median of each quarter's samples; HEAP_GROWTH says why 5);
 *   - as many timers are pending, as many event listeners are attached (the window's, and the
 *     document's with every node under it), and as many DOM nodes are alive outside the document
 *     (held by a script after they left it), as before the switches;
 *   - every request the page started has finished (answered, failed or aborted);
 *   - the board's now line moved with the venue's clock, from 08:00 to 11:00, and the rows before
 *     it became past.
 * No wall-clock time is asserted: every time is the simulator's or the page's fake clock's. The
 * soak is a project of its own (playwright.config.ts `soak`): its browser compiles no optimised
 * code, whose growth through the first few hundred switches would read as a leak.
 */
import type { CDPSession, Page } from '@playwright/test';
import { add, COURT, panel, signedInAtHome } from './board-helpers';
import { boardTable, expect, test, venues } from './fixtures';

const TODAY = '2026-11-21';
/** the simulator's clock and the page's, at the start: a Saturday morning in Vilnius */
const START = `${TODAY}T08:00:00+02:00`;
const HOURS = 3;
const DATE_SWITCHES = 200;
const VENUE_SWITCHES = 50;
const SWITCHES = DATE_SWITCHES + VENUE_SWITCHES;
/**
 * Both clocks go on after every this many switches (a venue and four dates), by this much: three
 * hours over all of them. Each step costs a call to the simulator and a run of the page's timers
 * (a second's tick of the countdown is as many runs at any step), so fewer, longer steps keep the
 * soak short.
 */
const STEP_EVERY = 5;
const STEP_MS = Math.floor((HOURS * 60 * 60 * 1000) / (SWITCHES / STEP_EVERY));
/** long enough for the timers a moment sets off to run their course (none lasts longer) */
const SETTLE_MS = 10_000;
/**
 * How much the heap may grow from the first quarter to the last. With no optimised code compiled
 * (the `soak` project) an evening that keeps nothing moves it by under 1 %, and keeping each board
 * answer the page reads (a few KB a switch) by some 9 %: half of the 10 % docs/reliability.md
 * allows, so that a leak of that size fails.
 */
const HEAP_GROWTH = 0.05;
/** the heap is sampled (after a forced collection) every this many switches */
const SAMPLE_EVERY = 10;
/** the days the date switches walk (the calendar's month on screen, from today on) */
const DAYS = [21, 22, 23, 24, 25, 26, 27, 28];

/** The simulator's clock `ms` after START, as its scenario takes it (Vilnius wall clock). */
function simTime(ms: number): string {
  const wall = new Date(Date.parse(`${TODAY}T08:00:00Z`) + ms).toISOString();
  return wall.slice(0, 19);
}

/**
 * Counts the page's pending timers: each setTimeout until it fires or is cleared, each setInterval
 * until it is cleared. Installed after Playwright's clock, so it counts the timers the page's code
 * sets on it.
 */
function countTimers() {
  const live = new Set<number>();
  const w = window as unknown as Record<string, unknown>;
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci } = window;
  w.setTimeout = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = st(
      (...a: unknown[]) => {
        live.delete(id);
        if (typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
      },
      ms,
      ...args,
    );
    live.add(id);
    return id;
  };
  w.clearTimeout = (id?: number) => {
    if (id !== undefined) live.delete(id);
    ct(id);
  };
  w.setInterval = (fn: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id: number = si(fn, ms, ...args);
    live.add(id);
    return id;
  };
  w.clearInterval = (id?: number) => {
    if (id !== undefined) live.delete(id);
    ci(id);
  };
  w.__liveTimers = () => live.size;
}

/** The JS heap in use after a forced garbage collection, in bytes. */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Event listeners attached to the window, and to the document and every node under it. */
async function listenerCount(cdp: CDPSession): Promise<number> {
  let count = 0;
  for (const [expression, depth] of [
    ['window', 0],
    ['document', -1],
  ] as const) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
      depth,
      pierce: true,
    });
    count += listeners.length;
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId! });
  }
  return count;
}

/**
 * The DOM nodes that scripts can reach and that are not in the document, after a forced garbage
 * collection, each as its name and label: a node removed from the page and still alive is held by
 * a script (a board's cells kept in a library's map, say).
 */
async function detachedNodes(cdp: CDPSession): Promise<string[]> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { result: node } = await cdp.send('Runtime.evaluate', { expression: 'Node.prototype' });
  // every object whose prototypes include Node's: the nodes, and the prototypes below it
  const { objects } = await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: node.objectId!,
    objectGroup: 'soak',
  });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: `function () {
      const detached = (n) => { try { return !n.isConnected; } catch { return false; } };
      return this.filter(detached)
        .map((n) => [n.nodeName, n.getAttribute?.('aria-label') ?? ''].join(' ').trim())
        .sort();
    }`,
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'soak' });
  return result.value as string[];
}

const liveTimers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __liveTimers: () => number }).__liveTimers());

/** The time of the board's now row ('HH:mm'), or null when the now line is not on the board. */
const nowRow = (page: Page) =>
  boardTable(page)
    .locator('tr[data-now]')
    .evaluateAll((rows) => rows[0]?.querySelector('th')?.textContent?.trim() ?? null);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

test('a long evening: three hours of the venue’s clock, 250 switches, a held cart', async ({
  page,
  sim,
}) => {
  // 250 switches, each waiting for its day: 1.7 to 2.7 min on two cores shared with other work; a
  // bound on conditions waited for, never a measure of speed
  test.setTimeout(300_000);
  await sim.scenario({ now: simTime(0), cartHoldSeconds: (HOURS + 1) * 60 * 60 });
  await page.clock.install({ time: new Date(START) });
  await page.addInitScript(countTimers);
  let started = 0;
  let finished = 0;
  page.on('request', () => started++);
  page.on('requestfinished', () => finished++);
  page.on('requestfailed', () => finished++);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signedInAtHome(page);
  // a cart held all evening, its countdown running
  const free = boardTable(page).getByRole('gridcell', {
    name: new RegExp(`^${COURT}, 1[4-9]:00: Laisva$`),
  });
  const time = (await free.first().getAttribute('aria-label'))?.match(/(\d\d:\d\d)/)?.[1] ?? '';
  await (await add(page, time)).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  const countdown = panel(page).getByRole('timer');
  await expect(countdown).toBeVisible();
  const heldFor = await countdown.textContent();
  await expect(nowRow(page)).resolves.toBe('08:00');

  const calendar = page.getByRole('application', { name: /Pasirinkite datą/ });
  /** today at the first venue, by its tab and the calendar, as the evening ends too */
  const backToToday = async () => {
    await page.getByRole('tab', { name: venues[0].name }).click();
    await calendar.getByRole('button', { name: /lapkričio 21 d\./ }).click();
    await expect(page.getByTestId('board-date')).toHaveText(/^lapkričio 21 d\./);
    await expect(page.getByTestId('board')).toBeVisible();
  };
  // the measures start where they end: today's board, focus on the calendar's day
  await backToToday();
  const cdp = await page.context().newCDPSession(page);
  // what a moment sets off (the day's "just read" window, a toast's, a press's) has run its course
  await page.clock.runFor(SETTLE_MS);
  const timersAtStart = await liveTimers(page);
  const listenersAtStart = await listenerCount(cdp);
  const detachedAtStart = await detachedNodes(cdp);
  const heap: number[] = [];

  // The tabs and the calendar stand still and nothing covers them, so the clicks do not wait for
  // Playwright's checks that they do (a still element over two frames, 250 times); each switch
  // still waits for its day on the board.
  for (let i = 0; i < SWITCHES; i++) {
    // every fifth switch another venue, the rest another date
    if (i % 5 === 4) {
      const venue = venues[(Math.floor(i / 5) + 1) % venues.length]!;
      await page.getByRole('tab', { name: venue.name }).click({ force: true });
      await expect(page.getByRole('tab', { name: venue.name })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    } else {
      const day = DAYS[i % DAYS.length]!;
      await calendar
        .getByRole('button', { name: new RegExp(`lapkričio ${day} d\\.`) })
        .click({ force: true });
      await expect(page.getByTestId('board-date')).toHaveText(new RegExp(`^lapkričio ${day} d\\.`));
    }
    await expect(page.getByTestId('board')).toBeVisible();
    // both clocks go on together
    if (i % STEP_EVERY === STEP_EVERY - 1) {
      await sim.scenario({ now: simTime(((i + 1) / STEP_EVERY) * STEP_MS) });
      await page.clock.runFor(STEP_MS);
    }
    if (i % SAMPLE_EVERY === SAMPLE_EVERY - 1) heap.push(await heapAfterGc(cdp));
  }

  // back to today at the first venue: the now line stands at the venue's 11:00, the hours before
  // it are past, and the cart is still held, its countdown lower
  await backToToday();
  await expect(nowRow(page)).resolves.toBe(`${String(8 + HOURS).padStart(2, '0')}:00`);
  await expect(
    boardTable(page).getByRole('gridcell', { name: `${COURT}, 10:30: Praėjo` }),
  ).toHaveCount(1);
  await expect(countdown).not.toHaveText(heldFor ?? '');
  // everything the page asked for has come back, and what was set up for the switches is gone
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(() => started - finished).toBe(0);
  await expect.poll(() => liveTimers(page)).toBe(timersAtStart);
  await expect.poll(() => listenerCount(cdp)).toBe(listenersAtStart);
  const detachedAtEnd = await detachedNodes(cdp);

  expect(errors).toEqual([]);

  const quarter = Math.floor(heap.length / 4);
  const first = median(heap.slice(0, quarter));
  const last = median(heap.slice(-quarter));
  test.info().annotations.push({
    type: 'soak',
    description: `heap first quarter ${first} B, last quarter ${last} B (${(((last - first) / first) * 100).toFixed(1)} %); timers ${timersAtStart}; listeners ${listenersAtStart}; nodes out of the page ${detachedAtStart.length} then ${detachedAtEnd.length}; requests ${started}`,
  });
  console.log(test.info().annotations.at(-1)?.description);
  const held = detachedAtEnd.filter((node) => !node.startsWith('#'));
  expect(
    detachedAtEnd.length,
    `nodes held after they left the page, among them: ${held.slice(0, 5).join('; ')}`,
  ).toBe(detachedAtStart.length);
  expect(last).toBeLessThan(first * (1 + HEAP_GROWTH));
});
