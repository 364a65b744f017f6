/**
 * `npm run bench:board`: how fast the reservation board draws, in Chromium at 4× CPU throttle.
 *
 * Builds in `bench` mode (the production build plus a counter of board cell renders, see
 * countCellRender in src/views/Board/BoardGrid.tsx) into .bench/board-dist, serves it with
 * `vite preview` (which mounts the venue simulator) and answers placeInfo with a 12-court day
 * (the seed's venues have at most 8 courts). It prints the median of five runs of:
 *   - a 12-court day: from placeInfo's answer to the table with 12 courts on screen;
 *   - a date switch: from the click on a calendar day to that day's table on screen;
 *   - board cell renders during one second of countdown ticking (docs/rules.md §4: the cart's
 *     countdown must not redraw the board; 0 expected).
 * Writes the figures to .bench/board.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../playwright.config';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, '.bench', 'board-dist');
const COURTS = 12;
const RUNS = 5;
const STATUSES = ['free', 'free', 'full', 'fullsell', 'free', 'full'];

/** A day of 12 courts whose statuses change with the date, so a switch redraws cells. */
function day(date: string) {
  const seed = Number(date.slice(8, 10));
  return Array.from({ length: COURTS }, (_, c) => {
    const timetable: Record<string, { status: string }> = {};
    for (let m = 7 * 60, i = 0; m < 23 * 60; m += 30, i++) {
      const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}:00`;
      timetable[time] = { status: STATUSES[(seed + c * 7 + i * 3) % STATUSES.length] ?? 'free' };
    }
    return { courtID: 1000 + c, courtName: `Kortas ${c + 1}`, timetable };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** In the page: when the board's table last got a caption naming `date` with 12 courts. */
async function tableShown(page: Page, dayOfMonth: string): Promise<void> {
  await page.waitForFunction(
    ([n, d]) => {
      const table = document.querySelector('[data-testid="board"]');
      return (
        table !== null &&
        table.querySelectorAll('thead th').length === Number(n) + 1 &&
        (table.querySelector('caption')?.textContent ?? '').includes(` ${d} `)
      );
    },
    [String(COURTS), dayOfMonth] as const,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.waitForFunction(() => performance.getEntriesByName('board-shown').length > 0);
}

async function run(baseUrl: string) {
  const browser = await chromium.launch(chromiumLaunch);
  const firstDay: number[] = [];
  const switches: number[] = [];
  let renders = NaN;
  try {
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // 'board-shown': the frame after the table got a new day of 12 courts (after its paint)
      await page.addInitScript((courts) => {
        let last: string | null = null;
        new MutationObserver(() => {
          const table = document.querySelector('[data-testid="board"]');
          const caption = table?.querySelector('caption')?.textContent ?? null;
          if (
            !table ||
            caption === last ||
            table.querySelectorAll('thead th').length !== courts + 1
          )
            return;
          last = caption;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => performance.mark('board-shown');
            channel.port2.postMessage(null);
          });
        }).observe(document, { subtree: true, childList: true, characterData: true });
      }, COURTS);
      await page.route('**/api/v1/placeInfo?**', (route) => {
        const date = new URL(route.request().url()).searchParams.get('date') ?? '';
        return route.fulfill({ json: { status: 'success', data: day(date) } });
      });
      await page.goto(`${baseUrl}rezervacija/1`);
      const today = await page.evaluate(async () => {
        const res = await fetch('/wp-json/data/v1/get_savitarna_date/');
        return ((await res.json()) as { data: string }).data.slice(0, 10);
      });
      const dom = String(Number(today.slice(8, 10)));
      await tableShown(page, dom);
      firstDay.push(
        await page.evaluate(() => {
          const answer = performance
            .getEntriesByType('resource')
            .filter((e) => e.name.includes('/placeInfo'))
            .at(-1) as PerformanceResourceTiming | undefined;
          const shown = performance.getEntriesByName('board-shown').at(-1);
          return (shown?.startTime ?? NaN) - (answer?.responseEnd ?? NaN);
        }),
      );

      // a date switch: the first later day on the calendar that can be chosen
      const next = page
        .getByRole('application')
        .locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])')
        .nth(1);
      const nextDay = (await next.textContent())?.trim() ?? '';
      const clicked = await page.evaluate(() => {
        const w = window as unknown as { __clicked: number };
        document.addEventListener('pointerdown', () => (w.__clicked = performance.now()), {
          capture: true,
          once: true,
        });
        return true;
      });
      if (!clicked) throw new Error('no click listener');
      await next.click();
      await tableShown(page, nextDay);
      switches.push(
        await page.evaluate(
          () =>
            (performance.getEntriesByName('board-shown').at(-1)?.startTime ?? NaN) -
            (window as unknown as { __clicked: number }).__clicked,
        ),
      );

      if (i === 0) {
        const count = () =>
          page.evaluate(() => (window as { __boardCellRenders?: number }).__boardCellRenders ?? 0);
        const before = await count();
        await page.waitForTimeout(1000);
        renders = (await count()) - before;
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return {
    firstDay: median(firstDay),
    switch: median(switches),
    renders,
    firstDays: firstDay,
    switches,
  };
}

async function main(): Promise<void> {
  await build({ root, mode: 'bench', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({ root, mode: 'bench', logLevel: 'warn', build: { outDir } });
  let result;
  try {
    const baseUrl = server.resolvedUrls?.local[0];
    if (!baseUrl) throw new Error('vite preview gave no local address');
    result = await run(baseUrl);
  } finally {
    await new Promise<void>((done, fail) => server.httpServer.close((e) => (e ? fail(e) : done())));
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`\nBoard, Chromium at 4× CPU throttle, median of ${RUNS}:\n`);
  console.log(`a ${COURTS}-court day drawn (placeInfo answer → table): ${ms(result.firstDay)}`);
  console.log(`date switch (click → the new day's table):          ${ms(result.switch)}`);
  console.log(`board cell renders in 1 s of countdown ticking:      ${result.renders}`);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench', 'board.json'), `${JSON.stringify(result, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
