/**
 * The board against the simulator's seed: every cell of Home, a venue's page and a dated
 * address says what the simulator says of that court and half-hour; the date lives in the address
 * (calendar, Back/Forward, 20 quick changes with the answers held end on the last one); days
 * before the server's today cannot be chosen; the slot dialog lists the simulator's lengths and
 * prices, says when there are none, and is reached and used by keyboard alone; at 375 px the grid
 * scrolls under its sticky court row and time column.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): 07:00–09:30 have begun.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { boardTable, expect, test, a11yViolations, holdRequests, timeRangeLines } from './fixtures';

const TODAY = '2026-11-21';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: `${TODAY}T09:30` });
});

test.afterEach(async ({ sim }) => {
  await sim.reset();
});

interface SimCourt {
  courtID: number;
  courtName: string;
  timetable: Record<string, { status: string }>;
}

/** The day as the simulator gives it to a visitor. */
async function simDay(request: APIRequestContext, placeId: number, date: string) {
  const res = await request.get(`/api/v1/placeInfo?placeID=${placeId}&date=${date}`);
  return ((await res.json()) as { data: SimCourt[] }).data;
}

/**
 * What each cell should show, court by court and row by row: the simulator's status, except the
 * work-hours end row (closed) and, today, the half-hours that have begun (past).
 */
function expectedLooks(courts: SimCourt[], date: string): string[][] {
  return courts.map((court) =>
    Array.from({ length: 33 }, (_, i) => {
      const minutes = 7 * 60 + i * 30;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}:00`;
      if (minutes >= 23 * 60) return 'closed';
      const status = court.timetable[time]?.status ?? 'unknown';
      if (date === TODAY && time <= '09:30:00') return 'past';
      return status;
    }),
  );
}

/** What the page shows: court names and, per court, each cell's look (from its column). */
async function shownLooks(page: Page) {
  return boardTable(page).evaluate((table) => {
    const courts = [...table.querySelectorAll('thead th')].slice(1).map((th) => th.textContent);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      ...tr.querySelectorAll('td'),
    ]);
    const looks = courts.map((_, col) =>
      rows.map((cells) => cells[col]?.getAttribute('data-status') ?? ''),
    );
    return { courts, looks };
  });
}

for (const { name, path, placeId, date } of [
  { name: 'Home', path: '/', placeId: 1, date: TODAY },
  { name: 'a venue’s page', path: '/rezervacija/2', placeId: 2, date: TODAY },
  {
    name: 'a dated address',
    path: '/rezervacija/3?data=2026-11-24',
    placeId: 3,
    date: '2026-11-24',
  },
]) {
  test(`${name} shows the simulator's day cell by cell`, async ({ page, request }) => {
    const courts = await simDay(request, placeId, date);
    await page.goto(path);
    await expect(
      boardTable(page).getByRole('columnheader', { name: courts[0]?.courtName }),
    ).toBeVisible();
    const shown = await shownLooks(page);
    expect(shown.courts).toEqual(courts.map((c) => c.courtName));
    const expected = expectedLooks(courts, date);
    expect(shown.looks).toEqual(expected);
    // the day is not one court's column repeated: the seed gives courts days of their own
    expect(new Set(expected.map((column) => column.join())).size).toBeGreaterThan(1);
  });
}

test('an unknown venue id shows an empty page, no board', async ({ page }) => {
  await page.goto('/rezervacija/999');
  await expect(page.getByText('Tokios sporto vietos nėra.')).toBeVisible();
  await expect(boardTable(page)).toHaveCount(0);
  await expect(page.getByRole('application')).toHaveCount(0);
});

const calendar = (page: Page) => page.getByRole('application', { name: /Pasirinkite datą/ });
const day = (page: Page, label: RegExp) => calendar(page).getByRole('button', { name: label });

test('days before the server’s today cannot be chosen @dates', async ({ page }) => {
  await page.goto('/rezervacija/2');
  await expect(boardTable(page)).toBeVisible();
  await expect(day(page, /lapkričio 20/)).toHaveAttribute('aria-disabled', 'true');
  await day(page, /lapkričio 20/).click({ force: true });
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(day(page, /lapkričio 21/)).not.toHaveAttribute('aria-disabled', 'true');
  // a past date typed into the address falls back to today, and the address is corrected
  await page.goto('/rezervacija/2?data=2026-11-01');
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(boardTable(page)).toHaveAccessibleName(/lapkričio 21 d\./);
});

test('the date is in the address: calendar, venue tabs keep it, Back and Forward walk it', async ({
  page,
}) => {
  await page.goto('/rezervacija/2');
  await expect(boardTable(page)).toBeVisible();
  await day(page, /lapkričio 24/).click();
  await expect(page).toHaveURL('/rezervacija/2?data=2026-11-24');
  await expect(boardTable(page)).toHaveAccessibleName(
    'Teniso arena, 2026 m. lapkričio 24 d., antradienis',
  );

  await page.getByRole('tab', { name: 'Padelio klubas' }).click();
  await expect(page).toHaveURL('/rezervacija/3?data=2026-11-24');
  await expect(boardTable(page)).toHaveAccessibleName(
    'Padelio klubas, 2026 m. lapkričio 24 d., antradienis',
  );

  await page.goBack();
  await expect(page).toHaveURL('/rezervacija/2?data=2026-11-24');
  await expect(boardTable(page)).toHaveAccessibleName(/^Teniso arena, .*lapkričio 24/);
  await page.goBack();
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(boardTable(page)).toHaveAccessibleName(/^Teniso arena, .*lapkričio 21/);
  await page.goForward();
  await expect(boardTable(page)).toHaveAccessibleName(/^Teniso arena, .*lapkričio 24/);
  await page.reload();
  await expect(boardTable(page)).toHaveAccessibleName(/^Teniso arena, .*lapkričio 24/);
});

interface LoggedRequest {
  query: Record<string, string>;
  aborted: boolean;
  status: number | null;
}

test('20 quick date changes while the answers are held: earlier requests aborted, the board ends on the last date', async ({
  page,
  sim,
  request,
}) => {
  await page.goto('/rezervacija/2');
  await expect(boardTable(page)).toBeVisible();
  // no day is answered until all twenty are asked for, however loaded the machine is
  await sim.scenario({ held: true });
  await request.delete('/__sim/requests');

  // the calendar by keyboard: next day, choose it; twenty times without waiting
  await day(page, /lapkričio 21/).focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL('/rezervacija/2?data=2026-12-11');
  await sim.scenario({ held: false });
  await expect(boardTable(page)).toHaveAccessibleName(
    'Teniso arena, 2026 m. gruodžio 11 d., penktadienis',
  );

  const log = async () => {
    const res = await request.get('/__sim/requests?match=GET /api/v1/placeInfo');
    return ((await res.json()) as { data: LoggedRequest[] }).data;
  };
  await expect
    .poll(async () => (await log()).filter((r) => !r.aborted).map((r) => r.query.date))
    .toEqual(['2026-12-11']);
  expect((await log()).length).toBeGreaterThanOrEqual(2);
});

/** The lengths the simulator offers from a slot, as the dialog writes them. */
async function simLengths(request: APIRequestContext, courtId: number, date: string, time: string) {
  const res = await request.get(`/api/v1/timeInfo?courtID=${courtId}&date=${date}&time=${time}`);
  const body = (await res.json()) as {
    data: { aviableDurations: { duration_min: number; price_with_discount: string }[] };
  };
  return body.data.aviableDurations.map(
    (d) =>
      `${d.duration_min} min., ${Number(d.price_with_discount).toFixed(2).replace('.', ',')} €`,
  );
}

test('the slot dialog lists the simulator’s lengths with prices; picking one closes it', async ({
  page,
  request,
}) => {
  await page.goto('/rezervacija/2?data=2026-11-24');
  const courts = await simDay(request, 2, '2026-11-24');
  // a free half-hour followed by another, so more than one length is offered
  const court = courts.find(
    (c) => c.timetable['12:00:00']?.status === 'free' && c.timetable['12:30:00']?.status === 'free',
  );
  if (!court) throw new Error('the seed has no court free at 12:00 and 12:30 on 2026-11-24');
  const expected = await simLengths(request, court.courtID, '2026-11-24', '12:00:00');
  expect(expected.length).toBeGreaterThan(1);

  await boardTable(page)
    .getByRole('gridcell', { name: `${court.courtName}, 12:00: Laisva` })
    .click();
  const dialog = page.getByRole('dialog', { name: court.courtName });
  await expect(dialog).toContainText('2026 m. lapkričio 24 d., antradienis, 12:00');
  const buttons = dialog.getByRole('list', { name: 'Galima rezervuoti' }).getByRole('button');
  await expect(buttons).toHaveCount(expected.length);
  const labels = await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(labels.map((l) => l?.replace(/^Pasirinkti \S+, /, ''))).toEqual(expected);
  for (const price of expected.map((e) => e.split(', ')[1] ?? '')) {
    expect(price).toMatch(/^\d+,\d{2} €$/);
    await expect(dialog.getByText(price, { exact: true })).toBeVisible();
  }

  await buttons.first().click();
  await expect(dialog).toHaveCount(0);
});

test('no lengths: the dialog says no times are available', async ({ page }) => {
  await page.route('**/api/v1/timeInfo?**', (route) =>
    route.fulfill({ json: { status: 'success', data: { aviableDurations: [] } } }),
  );
  await page.goto('/rezervacija/2');
  await boardTable(page).getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kortas 4' });
  await expect(dialog.getByText('Laikų nėra')).toBeVisible();
  await expect(dialog.getByRole('list')).toHaveCount(0);
});

/** Venue 2 on 2026-11-24, a day with nothing begun, on screen; its courts as the simulator has them. */
async function dayAhead(page: Page, request: APIRequestContext): Promise<SimCourt[]> {
  await page.goto('/rezervacija/2?data=2026-11-24');
  const courts = await simDay(request, 2, '2026-11-24');
  await expect(boardTable(page)).toBeVisible();
  return courts;
}

/** Opens the slot dialog of a court's 12:00. */
const openNoon = (page: Page, court: SimCourt) =>
  boardTable(page)
    .getByRole('gridcell', { name: new RegExp(`^${court.courtName}, 12:00: `) })
    .click();

/**
 * Holds the slot dialog's lengths call until `release()`, so its placeholder stays as long as a
 * test looks at it: a latency would not do, as on a slow machine the dialog's code (fetched after
 * load) can arrive after the answer, and the placeholder is never drawn.
 */
const holdLengths = (page: Page) => holdRequests(page, '**/api/v1/timeInfo?**');

test('while lengths load, a placeholder row for each bookable half-hour ahead (at most 4)', async ({
  page,
  request,
}) => {
  const courts = await dayAhead(page, request);
  await holdLengths(page);
  const bookable = (s?: { status: string }) => s?.status === 'free' || s?.status === 'fullsell';
  const court = courts.find((c) => bookable(c.timetable['12:00:00']));
  if (!court) throw new Error('no bookable 12:00 on 2026-11-24');
  let expected = 0;
  for (const t of ['12:00:00', '12:30:00', '13:00:00', '13:30:00']) {
    if (!bookable(court.timetable[t])) break;
    expected++;
  }
  await openNoon(page, court);
  await expect(page.getByTestId('slot-placeholder').locator('li')).toHaveCount(expected);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Kraunami galimi laikai');
});

for (const width of [320, 375, 1280]) {
  test.describe(`the slot dialog at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('each length keeps its time range on one line, and its placeholder is as tall', async ({
      page,
      request,
    }) => {
      const courts = await dayAhead(page, request);
      // a length of an hour and a half, the widest range and price, where there is one
      const court =
        courts.find((c) =>
          ['12:00:00', '12:30:00', '13:00:00'].every((t) => c.timetable[t]?.status === 'free'),
        ) ?? courts.find((c) => c.timetable['12:00:00']?.status === 'free');
      if (!court) throw new Error('no free 12:00 on 2026-11-24');
      const release = await holdLengths(page);
      await openNoon(page, court);
      const heights = (rows: Locator) =>
        rows.evaluateAll((lis) => lis.map((li) => Math.round(li.getBoundingClientRect().height)));
      const placeholder = page.getByTestId('slot-placeholder').locator('li');
      await expect(placeholder.first()).toBeVisible();
      const placeholders = await heights(placeholder);
      await release();

      const dialog = page.getByRole('dialog', { name: court.courtName });
      const rows = dialog.locator('ul > li');
      await expect(
        dialog.getByRole('button', { name: /^Pasirinkti 12:00–/ }).first(),
      ).toBeVisible();
      expect(await heights(rows)).toEqual(placeholders);
      // "12:00–13:30" never breaks after its dash; nothing sticks out of its row or the dialog
      expect(await rows.count()).toBeGreaterThan(0);
      for (const row of await rows.all()) {
        expect(await timeRangeLines(row)).toEqual([{ range: expect.any(String), lines: 1 }]);
        expect(await row.evaluate((li) => li.scrollWidth <= li.clientWidth)).toBe(true);
      }
      expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    });
  });
}

test('keyboard only: Tab into the grid, arrows to a slot, Enter opens it, Escape returns to the cell, a picked length asks a visitor to log in', async ({
  page,
}) => {
  await page.goto('/rezervacija/2');
  await expect(boardTable(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Teniso arena' }).focus();
  const isCell = () => page.evaluate(() => document.activeElement?.matches('tbody td') === true);
  for (let i = 0; i < 6 && !(await isCell()); i++) await page.keyboard.press('Tab');
  const start = page.locator('td:focus');
  await expect(start).toHaveAccessibleName('Kortas 1, 10:00: Rezervuota');
  // reached by Tab, the cell shows that it has focus: the browser's :focus-visible (the board's
  // cells are native, there is no react-aria data-focus-visible), with the board's ring drawn
  expect(await start.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  expect(await start.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  const cell = boardTable(page).getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' });
  await expect(cell).toBeFocused();
  // the ring is drawn
  expect(await cell.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  // Escape closes without picking, focus back on the cell
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kortas 4' });
  const select = dialog.getByRole('button', { name: /^Pasirinkti 10:00–10:30/ });
  await expect(select).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cell).toBeFocused();

  // Space opens it again; Tab to a length, Enter picks it: a visitor is asked to log in first
  await page.keyboard.press('Space');
  await expect(select).toBeVisible();
  for (let i = 0; i < 4 && !(await select.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(select).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Prisijungimas' })).toBeVisible();
});

test('the open slot dialog has no axe violation', async ({ page }) => {
  await page.goto('/rezervacija/2');
  await boardTable(page).getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' }).click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: /^Pasirinkti 10:00/ }),
  ).toBeVisible();
  expect(await a11yViolations(page)).toEqual([]);
});

test.describe('phone-sized viewport', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the board scrolls sideways under its sticky court row and time column', async ({
    page,
  }, testInfo) => {
    await page.goto('/rezervacija/2');
    const region = page.getByRole('region', { name: 'Kortų užimtumas' });
    await expect(boardTable(page)).toBeVisible();
    // the page itself does not scroll sideways; the board does
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await region.scrollIntoViewIfNeeded();
    await region.evaluate((el) => {
      el.scrollLeft = 300;
      el.scrollTop = 500;
    });
    const box = await region.boundingBox();
    const head = await boardTable(page).getByRole('columnheader', { name: 'Laikas' }).boundingBox();
    const court = await boardTable(page)
      .getByRole('columnheader', { name: 'Kortas 3' })
      .boundingBox();
    const time = await boardTable(page).getByRole('rowheader', { name: '15:00' }).boundingBox();
    if (!box || !head || !court || !time) throw new Error('no boxes');
    // the court row stays at the top, the time column at the left edge, while the grid moved
    expect(Math.abs(court.y - box.y)).toBeLessThan(2);
    expect(Math.abs(head.x - box.x)).toBeLessThan(2);
    expect(Math.abs(time.x - box.x)).toBeLessThan(2);
    await page.screenshot({ path: testInfo.outputPath('board-375.png') });
  });
});

test('late in the evening, with nothing left to book today: the board says so, and tomorrow is a press away @dates', async ({
  page,
  sim,
}) => {
  const over = page.getByRole('status').filter({ hasText: 'Šiandien laisvų laikų nebėra.' });
  // in the morning there is, and nothing is said
  await page.goto('/');
  await expect(boardTable(page).getByText('Laisva', { exact: true }).first()).toBeVisible();
  await expect(over).toHaveCount(0);

  // 22:40: the 22:30 row has begun, and 23:00 only closes the day
  await sim.scenario({ now: `${TODAY}T22:40` });
  await page.reload();
  await expect(over).toBeVisible();
  // the calendar's first available day is tomorrow, not today
  await expect(day(page, /Pirmoji galima data/)).toHaveText('22');
  await page.getByRole('link', { name: 'Rodyti rytojaus laikus' }).click();
  await expect(page).toHaveURL('/?data=2026-11-22');
  await expect(page.getByTestId('board-date')).toHaveText(/^lapkričio 22 d\./);
  await expect(boardTable(page).getByText('Laisva', { exact: true }).first()).toBeVisible();
  await expect(over).toHaveCount(0);
});

test('late in the evening, tomorrow full: the link leads to the next day with free times, and the board does not move @dates', async ({
  page,
  sim,
}) => {
  // tomorrow at the first venue is full: the simulator's own answer, every slot taken
  await page.route(/\/api\/v1\/placeInfo\?.*date=2026-11-22/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: SimCourt[] };
    for (const court of body.data) {
      for (const slot of Object.values(court.timetable)) slot.status = 'full';
    }
    await route.fulfill({ response, json: body });
  });
  await sim.scenario({ now: `${TODAY}T22:40` });
  await page.goto('/');
  const region = page.getByTestId('board-region');
  await expect(boardTable(page)).toBeVisible();
  const link = page.getByRole('link', { name: /^Artimiausi laisvi laikai: lapkričio 23 d\./ });
  await expect(link).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Šiandien laisvų laikų nebėra.' }),
  ).toBeVisible();
  const before = await region.boundingBox();
  await expect(day(page, /Pirmoji galima data/)).toHaveText('23');
  await link.click();
  await expect(page).toHaveURL('/?data=2026-11-23');
  await expect(page.getByTestId('board-date')).toHaveText(/^lapkričio 23 d\./);
  await expect(boardTable(page).getByText('Laisva', { exact: true }).first()).toBeVisible();
  await expect(link).toHaveCount(0);
  // the message lay over the past board, taking no room: without it the board stands where it stood
  expect((await region.boundingBox())?.y).toBe(before?.y);
});

test('past midnight on a page left open: the day on screen is over, not "today", and the new today is a press away @dates', async ({
  page,
  sim,
}) => {
  const status = (text: string) => page.getByRole('status').filter({ hasText: text });
  await sim.scenario({ now: `${TODAY}T23:50` });
  // the page's clock is the test's to move: the board counts the server's time on it
  await page.clock.install();
  await page.goto('/');
  await expect(status('Šiandien laisvų laikų nebėra.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rodyti rytojaus laikus' })).toBeVisible();

  // the server's clock and the page's pass midnight, the page left open
  await sim.scenario({ now: '2026-11-22T00:05' });
  await page.clock.fastForward('15:00');
  await expect(status('Ši diena jau praėjo.')).toBeVisible();
  await expect(status('Šiandien laisvų laikų nebėra.')).toHaveCount(0);
  // the calendar's first available day is the new today, and the link says it is today
  await expect(day(page, /Pirmoji galima data/)).toHaveText('22');
  const link = page.getByRole('link', { name: 'Rodyti šiandienos laikus' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rodyti rytojaus laikus' })).toHaveCount(0);
  expect(await a11yViolations(page)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL('/?data=2026-11-22');
  await expect(page.getByTestId('board-date')).toHaveText(/^lapkričio 22 d\./);
  await expect(boardTable(page).getByText('Laisva', { exact: true }).first()).toBeVisible();
  await expect(status('Ši diena jau praėjo.')).toHaveCount(0);
});
