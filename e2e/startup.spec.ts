/**
 * Start-up (SPEC §4, §8): the board on Home and per venue, an unknown venue, the retry screen
 * where it needs a browser (a connection the browser drops, the language switch on it), and
 * "today" taken from the server, not the browser. The retry screen's wording by cause, its
 * retries and its phone are checked in tests/views/Startup.test.tsx.
 */
import type { Page } from '@playwright/test';
import { boardTable, boardTimes, expect, test, venues } from './fixtures';

// A forced failure or latency left behind would break the next run's dev-server check (it asks
// for the server date) and whoever shares the simulator: every test here leaves it seeded.
test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const courts = {
  1: [
    'Teniso aikštelė 1',
    'Teniso aikštelė 2',
    'Teniso aikštelė 3',
    'Badmintono aikštelė 1',
    'Badmintono aikštelė 2',
  ],
  2: [
    'Kortas 1',
    'Kortas 2',
    'Kortas 3',
    'Kortas 4',
    'Kortas 5',
    'Kortas 6',
    'Centrinis kortas',
    'Kortas su žiūrovais',
  ],
  3: ['Padelio aikštelė 1', 'Padelio aikštelė 2', 'Padelio aikštelė 3', 'Padelio aikštelė Ąžuolas'],
} as const;

function venueTabs(page: Page) {
  return page.getByRole('tablist', { name: 'Sporto vietos' }).getByRole('tab');
}

async function expectBoardOf(page: Page, venue: 1 | 2 | 3) {
  const table = boardTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Laikas', ...courts[venue]]);
  await expect(table.getByRole('rowheader')).toHaveText(boardTimes);
}

async function expectRetryScreen(page: Page) {
  await expect(page.getByRole('heading', { name: 'Nepavyko įkelti svetainės' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bandyti dar kartą' })).toBeVisible();
}

test('Home shows the venue tabs with the first selected and its board @dates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
  await expect(venueTabs(page)).toHaveText(venues.map((v) => v.name));
  await expect(venueTabs(page).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Teniso arena' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expectBoardOf(page, 1);
});

test('another venue tab goes to /rezervacija/{id} and shows its courts', async ({ page }) => {
  await page.goto('/');
  await expectBoardOf(page, 1);

  await page.getByRole('tab', { name: 'Teniso arena' }).click();
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(page.getByRole('tab', { name: 'Teniso arena' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectBoardOf(page, 2);

  await page.getByRole('tab', { name: 'Padelio klubas' }).click();
  await expect(page).toHaveURL('/rezervacija/3');
  await expectBoardOf(page, 3);

  // the back button returns to the previous venue
  await page.goBack();
  await expect(page).toHaveURL('/rezervacija/2');
  await expectBoardOf(page, 2);
});

test('a venue address opens that venue directly @dates', async ({ page }) => {
  await page.goto('/rezervacija/3');
  await expect(page.getByRole('tab', { name: 'Padelio klubas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectBoardOf(page, 3);
});

test('an unknown venue shows an empty page that says so', async ({ page }) => {
  await page.goto('/rezervacija/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
  await expect(page.getByText('Tokios sporto vietos nėra.')).toBeVisible();
  await expect(boardTable(page)).toHaveCount(0);
  // the venues are still offered
  await page.getByRole('link', { name: 'Teniso arena' }).click();
  await expect(page).toHaveURL('/rezervacija/2');
  await expectBoardOf(page, 2);
});

const wording = {
  connection: 'Patikrinkite interneto ryšį ir bandykite dar kartą.',
} as const;

function failureText(page: Page) {
  return page.getByTestId('startup-failure');
}

test('a dropped places connection shows the retry screen, and retry recovers', async ({
  page,
  sim,
}) => {
  // Chromium silently repeats a GET whose reused keep-alive connection was dropped, so a
  // one-off drop (`times: 1`) may never reach the app: the drop lasts until it is lifted.
  await sim.scenario({ failures: [{ match: '/v1/allPlacesInfo', kind: 'drop' }] });
  await page.goto('/');
  await expectRetryScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(failureText(page)).toHaveText(wording.connection);

  await sim.scenario({ failures: [] });
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
  await expectBoardOf(page, 1);
});

test('while start-up runs, the page is the board shell: its title, a skeleton, a named status, no venue data', async ({
  page,
  sim,
}) => {
  // the answers are held, so the shell stays while it is checked
  await sim.scenario({ held: true });
  await page.goto('/');
  const title = page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' });
  await expect(title).toBeVisible();
  await expect(page.getByTestId('startup-skeleton')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Kraunama svetainė…' })).toHaveCount(1);
  // nothing start-up has yet to tell: no venues, no phone, no account links
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByTestId('phone-link')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Paskyra' })).toHaveCount(0);
  // the buttons that need start-up say they are not ready yet
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }),
  ).toBeDisabled();

  // the same title stays; the venues, the board and the account links come
  await sim.scenario({ held: false });
  await expect(page.getByRole('tab', { name: 'Sporto centras Žalgiris' })).toBeVisible();
  await expect(title).toBeVisible();
  await expect(page.getByTestId('startup-skeleton')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Kraunama svetainė…' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Paskyra' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }),
  ).toBeEnabled();
});

test('the retry screen offers the other language and the phone', async ({ page }) => {
  // the options (with the phone) arrive; the server date fails, but only after the app has
  // taken them in, as the header's phone link shows (the two load side by side, and a failure
  // that came first would leave no phone to offer; the options' response alone is not enough:
  // the app may still be reading its body when the failure lands)
  await page.route('**/get_savitarna_date/**', async (route) => {
    await page.getByTestId('phone-link').waitFor();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: false, message: 'down' }),
    });
  });
  await page.goto('/');
  await expectRetryScreen(page);
  const call = page.getByRole('link', { name: 'Skubate? Skambinkite +37060000000' });
  await expect(call).toHaveAttribute('href', 'tel:+37060000000');

  await page
    .getByRole('navigation', { name: 'Kalba' })
    .getByRole('button', { name: 'English' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'The site could not be loaded' }),
  ).toBeVisible();
  await expect(failureText(page)).toHaveText(
    "The site's server is not working right now. Please try again in a few minutes.",
  );
  await expect(page.getByRole('link', { name: 'In a hurry? Call +37060000000' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the board shows the server date, not the browser clock @dates', async ({ page, sim }) => {
  await sim.scenario({ now: '2026-03-14T10:00' });
  await page.clock.setFixedTime(new Date('2031-07-01T12:00:00+03:00'));
  await page.goto('/');
  await expect(page.getByTestId('board-date')).toHaveText('kovo 14 d., šeštadienis');
  await expectBoardOf(page, 1);
});

test('the page title, there before any script, stays its largest text on the longest day line @dates', async ({
  page,
  sim,
}) => {
  // a Thursday in August: "rugpjūčio 27 d., ketvirtadienis", the longest line the board shows
  await sim.scenario({ now: '2026-08-27T10:00' });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const painted: string[] = [];
    (window as unknown as { __largest: string[] }).__largest = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        painted.push(entry.element?.tagName ?? '');
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('board-date')).toHaveText('rugpjūčio 27 d., ketvirtadienis');
  await expect(boardTable(page).getByRole('rowheader').first()).toBeVisible();
  // two frames, so that the paints so far have been reported
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const largest = await page.evaluate(
    () => (window as unknown as { __largest: string[] }).__largest,
  );
  // the largest contentful paint is the title's: nothing painted later is larger
  expect(largest.at(-1)).toBe('H1');
});
