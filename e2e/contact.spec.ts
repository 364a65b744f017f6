/**
 * The contact panel in a real browser (docs/rules.md §5 contact rules): a click beside it or Escape
 * closes it and it keeps what was typed; the back button closes it. What it shows, its validation,
 * sending, a failed send and reopening it are tests/views/Contact.test.tsx; its axe run with
 * contrast is e2e/a11y.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Susisiekite su mumis' });
}

const nameField = (page: Page) => panel(page).getByRole('textbox', { name: 'Vardas' });

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
});

test('Escape or a click beside the panel closes it, keeping what was typed', async ({ page }) => {
  await openPanel(page);
  await nameField(page).fill('Ona Onaitė');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  await openPanel(page);
  await expect(nameField(page)).toHaveValue('Ona Onaitė');
  await page.mouse.click(10, 400);
  await expect(panel(page)).toHaveCount(0);
});

test('a route change (the back button) closes the panel', async ({ page }) => {
  await page.getByRole('tab', { name: 'Teniso arena' }).click();
  await expect(page).toHaveURL('/rezervacija/2');
  await openPanel(page);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(panel(page)).toHaveCount(0);
});
