/**
 * UI languages (docs/rules.md §2): Lithuanian by default, English on the switch; the choice is the
 * document's language, is remembered across reloads, and dates follow it.
 */
import type { Page } from '@playwright/test';
import {
  boardTable,
  chooseLocale,
  expect,
  holdRequests,
  storageKeys,
  test,
  userBar,
} from './fixtures';

function languageSwitch(page: Page) {
  return page.getByRole('group', { name: /^(Kalba|Language)$/ });
}

async function storedLocale(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), storageKeys.locale);
}

async function expectLithuanian(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }),
  ).toBeVisible();
  await expect(boardTable(page).getByText('Laisva', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lietuvių' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function expectEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Court availability' })).toBeVisible();
  await expect(page).toHaveTitle('Court availability · Court booking');
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Contact us', exact: true }),
  ).toBeVisible();
  await expect(
    boardTable(page, 'Court availability').getByText('Free', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Time' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Kortų užimtumas')).toHaveCount(0);
}

test('the switch changes the texts to English, remembered across a reload, and back', async ({
  page,
  sim,
}) => {
  // a morning, so that the board has a free slot whatever the hour this runs at
  await sim.scenario({ now: '2026-11-21T09:30' });
  await page.goto('/');
  // Lithuanian by default
  await expectLithuanian(page);

  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expectEnglish(page);
  expect(await storedLocale(page)).toBe('en');

  await page.reload();
  await expectEnglish(page);

  await languageSwitch(page).getByRole('button', { name: 'Lietuvių' }).click();
  await expectLithuanian(page);
  expect(await storedLocale(page)).toBe('lt');
  await page.reload();
  await expectLithuanian(page);
});

test('the switch keeps the page and what the panel says follows it', async ({ page }) => {
  await page.goto('/rezervacija/3');
  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL('/rezervacija/3');
  await expect(page.getByRole('tab', { name: 'Padelio klubas' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('banner').getByRole('button', { name: 'Contact us', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Contact us' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('This field is required')).toHaveCount(3);
});

// The build prerenders the shell into the page (scripts/prerender.ts): on a slow phone it is there,
// switch and all, seconds before the app's code has run.
test.describe('before the app has loaded, on the prerendered shell', () => {
  test('a tap on “English” is not lost: the app starts in English', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/rezervacija/3');
    await expect(page.getByTestId('startup-skeleton')).toBeVisible();
    await languageSwitch(page).getByRole('button', { name: 'English' }).click();
    release();
    await expectEnglish(page);
    await expect(page.getByRole('tab', { name: 'Padelio klubas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await storedLocale(page)).toBe('en');
  });

  test('by keyboard: the focus stays on the switch and Enter on it counts', async ({ page }) => {
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/');
    await expect(page.getByTestId('startup-skeleton')).toBeVisible();
    const english = languageSwitch(page).getByRole('button', { name: 'English' });
    await english.focus();
    await english.press('Enter');
    release();
    await expectEnglish(page);
    await expect(languageSwitch(page).getByRole('button', { name: 'English' })).toBeFocused();
  });
});

test('dates follow the language', async ({ page, sim }) => {
  await sim.scenario({ now: '2026-03-14T10:00' });
  await page.goto('/');
  // the day with its weekday; the order of the two is the formatter's business
  const dateLine = page.getByTestId('board-date');
  await expect(dateLine).toHaveText('kovo 14 d., šeštadienis');

  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expect(dateLine).toHaveText(/^Saturday,? 14 March$/);
});

test('a visitor who chose English before starts in English', async ({ page }) => {
  await chooseLocale(page, 'en');
  await page.goto('/mokejimas/nesekmingai-balansas');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to balance' })).toHaveAttribute(
    'href',
    '/balansas',
  );
});
