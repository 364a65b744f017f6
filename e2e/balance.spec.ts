/**
 * Money typed the Lithuanian way on /balansas (docs/rules.md §5 "Amounts typed", "Top-up amount"):
 * what the customer types is what the confirmation names and what account_cash carries; the
 * confirmation can be closed without sending anything, by its cancel button or Escape, and focus
 * goes back to the top-up button with the amount as typed. The simulator's clock is fixed as in
 * e2e/account.spec.ts; its bank page is where a confirmed top-up ends here. The field's hint in
 * each language, and "10,50" read as ten euros fifty in English, are tests/views/Balance.test.tsx.
 */
import type { Page } from '@playwright/test';
import { logged } from './board-helpers';
import { accounts, expect, signIn, test } from './fixtures';

test.beforeEach(async ({ page, sim }) => {
  await sim.scenario({ now: '2026-11-21T09:30:00+02:00' });
  await signIn(page, accounts.demo.email, accounts.demo.password);
});

test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Papildymo suma, €' });
const topUpButton = (page: Page) => page.getByRole('button', { name: 'Papildyti', exact: true });
/** The confirmation, by the amount it names (the Lithuanian format's spaces are no-break). */
const confirmation = (page: Page, amount: string) =>
  page.getByRole('dialog', {
    name: new RegExp(`^Papildyti balansą ${amount.replace(/ /g, '\\s')}\\s€\\?$`),
  });

/** The amount field of each account_cash the simulator received. */
async function sentAmounts(page: Page): Promise<unknown[]> {
  return (await logged(page.request, 'POST /api/v2/carts/'))
    .filter((r) => r.path.endsWith('/account_cash'))
    .map((r) => r.body?.amount);
}

for (const [typed, shown, sent] of [
  ['10,50', '10,50', '10.50'],
  ['1 000,50 €', '1 000,50', '1000.50'],
  ['12,5', '12,50', '12.50'],
] as const) {
  test(`"${typed}" asks for ${shown} € and sends amount ${sent}`, async ({ page }) => {
    await page.goto('/balansas');
    await amountField(page).fill(typed);
    await topUpButton(page).click();
    const confirm = confirmation(page, shown);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Taip, papildyti' }).click();
    // the simulator's bank page: the amount is on the cart by now
    await expect(page.getByRole('button', { name: 'Patvirtinti' })).toBeVisible();
    expect(await sentAmounts(page)).toEqual([sent]);
  });
}

test('backing out of the confirmation sends nothing, keeps the amount and the focus', async ({
  page,
}) => {
  await page.goto('/balansas');
  await amountField(page).fill('1 000,50 €');

  // the visible way back
  await topUpButton(page).click();
  const confirm = confirmation(page, '1 000,50');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(topUpButton(page)).toBeFocused();
  await expect(amountField(page)).toHaveValue('1 000,50 €');

  // Escape, from the keyboard alone
  await page.keyboard.press('Enter');
  // the confirmation takes the focus (so Escape reaches it)
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(topUpButton(page)).toBeFocused();
  await expect(amountField(page)).toHaveValue('1 000,50 €');

  // the only confirming button is yes; nothing reached the booking API
  expect(await logged(page.request, 'POST /api/v2/carts')).toEqual([]);
});
