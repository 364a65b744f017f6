/**
 * The reservation board (SPEC §2, §3, §9; CONTRACT "Work hours") where it needs a browser: venue
 * tabs by keyboard and on a phone, the skeleton while a day loads (nothing moves), what each cell
 * says and how it looks, and an earlier venue's request aborted for real when the user moves on.
 * A failed day, the closing row, the caption and the legend are checked in
 * tests/views/Board.test.tsx.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): 07:00–09:30 have begun.
 */
import type { Page } from '@playwright/test';
import { boardTable, expect, test, venues } from './fixtures';

const NOW = '2026-11-21T09:30';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Sporto vietos' });
const tab = (page: Page, venue: 1 | 2 | 3) =>
  tabs(page).getByRole('tab', { name: venues[venue - 1]?.name ?? '' });
const region = (page: Page, name = 'Kortų užimtumas') => page.getByRole('region', { name });
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Pranešimai|Notifications/ }).getByRole('alert');
const legend = (page: Page) => page.getByRole('list', { name: 'Žymėjimas' });

test('arrow keys, Home and End change the venue and keep a visible focus on its tab', async ({
  page,
}) => {
  await page.goto('/');
  await expect(boardTable(page).getByRole('columnheader', { name: 'Laikas' })).toBeVisible();
  await tab(page, 1).focus();

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(tab(page, 2)).toHaveAttribute('aria-selected', 'true');
  await expect(boardTable(page).getByRole('columnheader', { name: 'Kortas 1' })).toBeVisible();
  await expect(tab(page, 2)).toBeFocused();
  await expect(tab(page, 2)).toHaveAttribute('data-focus-visible', 'true');
  // the ring is drawn, not just flagged
  expect(await tab(page, 2).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  await page.keyboard.press('End');
  await expect(page).toHaveURL('/rezervacija/3');
  await expect(tab(page, 3)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 3)).toBeFocused();

  await page.keyboard.press('Home');
  await expect(page).toHaveURL('/rezervacija/1');
  await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
  await expect(
    boardTable(page).getByRole('columnheader', { name: 'Teniso aikštelė 1' }),
  ).toBeVisible();
  await expect(tab(page, 1)).toBeFocused();

  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL('/rezervacija/3');
  await expect(tab(page, 3)).toBeFocused();
});

test.describe('phone-sized viewport', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the selected venue tab is scrolled into view', async ({ page }) => {
    await page.goto('/rezervacija/3');
    await expect(tab(page, 3)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 3)).toBeInViewport({ ratio: 1 });
    // the row scrolls sideways, the page does not
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // Home selects the first venue, out of view to the left until the row scrolls to it
    await tab(page, 3).focus();
    await page.keyboard.press('Home');
    await expect(page).toHaveURL('/rezervacija/1');
    await expect(tab(page, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 1)).toBeInViewport({ ratio: 1 });
  });
});

test('a loading day shows a skeleton of the grid; tabs and legend stay where they are', async ({
  page,
  sim,
}) => {
  await page.goto('/rezervacija/3');
  await expect(boardTable(page)).toBeVisible();
  const legendBox = await legend(page).boundingBox();
  const regionBox = await region(page).boundingBox();

  // the new venue's day is held while the page waits for it
  await sim.scenario({ held: true });
  await tab(page, 2).click();
  await expect(page.getByTestId('board-skeleton')).toBeVisible();
  await expect(region(page)).toHaveAttribute('aria-busy', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'Kraunamas kortų užimtumas' }),
  ).toBeAttached();
  expect(await legend(page).boundingBox()).toEqual(legendBox);
  const loadingBox = await region(page).boundingBox();
  expect(loadingBox?.y).toBe(regionBox?.y);
  expect(loadingBox?.height).toBe(regionBox?.height);

  await sim.scenario({ held: false });
  await expect(boardTable(page).getByRole('columnheader', { name: 'Kortas 1' })).toBeVisible();
  await expect(page.getByTestId('board-skeleton')).toHaveCount(0);
  expect(await legend(page).boundingBox()).toEqual(legendBox);
});

test('another date keeps the day on screen, dimmed and busy, and updates the same table in place when the new day comes', async ({
  page,
  sim,
}) => {
  await page.goto('/rezervacija/2');
  await expect(boardTable(page)).toHaveAccessibleName(/lapkričio 21 d\./);
  // the table and a cell as elements, to tell an update in place from a new table
  await page.evaluate(() => {
    const table = document.querySelector('[data-testid="board"]');
    Object.assign(window, { __table: table, __cell: table?.querySelector('td') });
  });
  // the new date's day is held while the old one is looked at
  await sim.scenario({ now: NOW, held: true });
  await page
    .getByRole('application', { name: /Pasirinkite datą/ })
    .getByRole('button', { name: /lapkričio 24/ })
    .click();
  await expect(page).toHaveURL('/rezervacija/2?data=2026-11-24');

  // while it loads: the old day, named as such, marked busy and dimmed; no skeleton
  await expect(region(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('board-stale')).toHaveAccessibleName(/lapkričio 21 d\./);
  await expect(page.getByTestId('board-skeleton')).toHaveCount(0);
  // dimmed after a moment (a quick answer never flickers)
  await expect
    .poll(() => page.getByTestId('board-stale').evaluate((el) => getComputedStyle(el).opacity))
    .not.toBe('1');

  await sim.scenario({ held: false });
  await expect(boardTable(page)).toHaveAccessibleName(/lapkričio 24 d\./);
  await expect(region(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('board')).toHaveCSS('opacity', '1');
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __table: Element; __cell: Element };
      const table = document.querySelector('[data-testid="board"]');
      return table === w.__table && table?.querySelector('td') === w.__cell;
    }),
  ).toBe(true);
});

test.describe('what the board says', () => {
  test('a closing row or a begun slot the server calls free still opens nothing', async ({
    page,
  }) => {
    // a timetable that offers the work-hours end row and a half-hour already begun
    await page.route('**/api/v1/placeInfo?**', async (route) => {
      const answer = await (await route.fetch()).json();
      for (const court of answer.data) {
        court.timetable['23:00:00'] = { status: 'free' };
        court.timetable['09:00:00'] = { status: 'free' };
      }
      await route.fulfill({ json: answer });
    });
    await page.goto('/rezervacija/2');
    const table = boardTable(page);
    const closed = table.getByRole('gridcell', { name: 'Kortas 1, 23:00: Uždaryta' });
    const begun = table.getByRole('gridcell', { name: 'Kortas 1, 09:00: Praėjo' });
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await expect(begun).toHaveAttribute('aria-disabled', 'true');
    // (forced: Playwright waits for an aria-disabled control to be enabled; a mouse does not)
    await closed.click({ force: true });
    await begun.click({ force: true });
    // a free cell after them opens its own dialog: the clicks above opened none
    await table.getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Kortas 4');
    await expect(dialog.getByRole('button', { name: /^Pasirinkti 10:00–/ }).first()).toBeVisible();
  });

  test('each cell reads court, time and status; past slots read and look unlike reserved ones', async ({
    page,
  }) => {
    await page.goto('/rezervacija/2');
    const table = boardTable(page);
    await expect(table.getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' })).toBeVisible();
    await expect(
      table.getByRole('gridcell', { name: 'Kortas 2, 10:00: Parduodama' }),
    ).toBeVisible();
    const reserved = table.getByRole('gridcell', { name: 'Kortas 1, 10:00: Rezervuota' });
    const past = table.getByRole('gridcell', { name: 'Kortas 1, 09:30: Praėjo' });
    await expect(reserved).toHaveAttribute('data-status', 'full');
    await expect(past).toHaveAttribute('data-status', 'past');
    const look = (cell: typeof past) =>
      cell.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.backgroundColor} ${style.backgroundImage}`;
      });
    expect(await look(past)).not.toBe(await look(reserved));
  });

  test('today opens at the first row that can still be booked', async ({ page }) => {
    await page.goto('/rezervacija/2');
    await expect(boardTable(page).getByRole('rowheader', { name: '10:00' })).toBeInViewport();
    await expect(boardTable(page).getByRole('rowheader', { name: '07:00' })).not.toBeInViewport();
  });

  test('free slots look like something to press', async ({ page }) => {
    await page.goto('/rezervacija/2');
    const free = boardTable(page).getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' });
    expect(await free.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
  });
});

interface LoggedRequest {
  query: Record<string, string>;
  status: number | null;
  aborted: boolean;
}

test('leaving a venue before its answer aborts the request; its courts never show', async ({
  page,
  sim,
  request,
}) => {
  // Anything of venue 1's ever in the board table is remembered, however briefly it showed.
  await page.addInitScript(() => {
    const seen = { venue1: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      for (const th of document.querySelectorAll('table th')) {
        if (th.textContent?.includes('Teniso aikštelė')) seen.venue1 = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/rezervacija/3');
  await expect(
    boardTable(page).getByRole('columnheader', { name: 'Padelio aikštelė 1' }),
  ).toBeVisible();

  // venue 1's answer is held, so it is still on its way when venue 2 is chosen
  await sim.scenario({ held: true });
  await request.delete('/__sim/requests');
  await tab(page, 1).click();
  await expect(page.getByTestId('board-skeleton')).toBeVisible();
  await tab(page, 2).click();
  await sim.scenario({ held: false });
  await expect(boardTable(page).getByRole('columnheader', { name: 'Kortas 1' })).toBeVisible();

  const log = async () => {
    const res = await request.get('/__sim/requests?match=GET /api/v1/placeInfo');
    return ((await res.json()) as { data: LoggedRequest[] }).data;
  };
  await expect
    .poll(async () => (await log()).map((r) => [r.query.placeID, r.aborted, r.status]))
    .toEqual([
      ['1', true, null],
      ['2', false, 200],
    ]);
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { venue1: boolean } }).__seen),
  ).toEqual({
    venue1: false,
  });
  await expect(toasts(page)).toHaveCount(0);
});

test('while another venue loads, the table never names it over the old venue’s courts', async ({
  page,
}) => {
  // Every moment the board's table is in the page: its caption, and its first court.
  await page.addInitScript(() => {
    const moments: string[] = [];
    Object.assign(window, { __moments: moments });
    new MutationObserver(() => {
      const table = document.querySelector('[data-testid^="board"]:is(table):not([aria-hidden])');
      if (!table) return;
      const caption = table.querySelector('caption')?.textContent ?? '';
      const court = table.querySelectorAll('thead th')[1]?.textContent ?? '';
      moments.push(`${caption.split(',')[0] ?? ''} | ${court}`);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/');
  await expect(
    boardTable(page).getByRole('columnheader', { name: 'Teniso aikštelė 1' }),
  ).toBeVisible();

  await tab(page, 2).click();
  await expect(boardTable(page).getByRole('columnheader', { name: 'Kortas 1' })).toBeVisible();
  const moments = await page.evaluate(() =>
    [...new Set((window as unknown as { __moments: string[] }).__moments)].sort(),
  );
  expect(moments).toEqual([
    'Sporto centras Žalgiris | Teniso aikštelė 1',
    'Teniso arena | Kortas 1',
  ]);
});
