/**
 * The balance, orders and invoices pages against the simulator (issue 10; docs/rules.md §2, §4
 * resale, §5 top-up amount and date ranges): a top-up through the simulator's bank, the amount
 * rules, the lists' default ranges, month headings, resale, the invoice PDF, empty ranges, axe,
 * and the range picker and stepper by keyboard alone. The simulator's clock is fixed at Saturday
 * 2026-11-21 09:30 in Vilnius, so the demo account's orders and invoices fall on known days
 * (venue-sim/data.ts: orders 40, 24, 10 and 3 days before and 1, 3, 5 (on sale) and 9 after).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accounts, expect, a11yViolations, signIn, test } from './fixtures';

const NOW = '2026-11-21T09:30:00+02:00';
const landed = { timeout: 15_000 };

test.beforeEach(async ({ page, sim }) => {
  await sim.scenario({ now: NOW });
  await signIn(page, accounts.demo.email, accounts.demo.password);
});

test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Papildymo suma, €' });
const topUpButton = (page: Page) => page.getByRole('button', { name: 'Papildyti', exact: true });
const list = (page: Page) => page.getByTestId('range-list');

/** The start and end fields of the range picker, as their segments read: 'yyyy-mm-dd'. */
async function shownRange(page: Page): Promise<string[]> {
  const text = await page.getByRole('group', { name: 'Laikotarpis' }).innerText();
  return text
    .replace(/\s+/g, '')
    .split('–')
    .map((s) => s.trim());
}

test.describe('balance page', () => {
  test('top-up of the default 10 through the bank: accepted, the balance grows by 10', async ({
    page,
  }) => {
    await page.goto('/balansas');
    await expect(page.getByTestId('balance-amount')).toHaveText('50,00 €');
    await expect(amountField(page)).toHaveValue('10');
    await topUpButton(page).click();
    const confirm = page.getByRole('dialog', { name: 'Papildyti balansą 10,00 €?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Taip, papildyti' }).click();

    // the simulator's bank page
    await page.getByRole('button', { name: 'Patvirtinti' }).click(landed);
    await expect(page).toHaveURL('/mokejimas/sekmingai-balansas', landed);
    await expect(page.getByTestId('header-balance-amount')).toHaveText('60,00 €', landed);
  });

  test('top-up cancelled at the bank: the failure page, the balance as it was', async ({
    page,
  }) => {
    await page.goto('/balansas');
    await topUpButton(page).click();
    await page.getByRole('button', { name: 'Taip, papildyti' }).click();
    await page.getByRole('button', { name: 'Atšaukti' }).click(landed);
    await expect(page).toHaveURL('/mokejimas/nesekmingai-balansas', landed);
    await expect(page.getByTestId('header-balance-amount')).toHaveText('50,00 €', landed);
  });

  for (const [typed, message] of [
    ['4', 'Mažiausia suma – 5 €'],
    ['10001', 'Didžiausia suma – 10000 €'],
    ['', 'Įveskite sumą'],
    // read the Lithuanian way: 10 000,01 €, a cent above the maximum
    ['10 000,01 €', 'Didžiausia suma – 10000 €'],
    ['12a', 'Įveskite sumą skaičiais, pavyzdžiui, 10 arba 10,50'],
  ] as const) {
    test(`the amount "${typed}" is refused with "${message}" and kept as typed`, async ({
      page,
    }) => {
      await page.goto('/balansas');
      await amountField(page).fill(typed);
      await topUpButton(page).click();
      await expect(amountField(page)).toHaveAccessibleDescription(new RegExp(message));
      await expect(amountField(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(amountField(page)).toHaveValue(typed);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('the stepper by keyboard: Enter steps once, a held Space repeats, let go it stops', async ({
    page,
  }) => {
    await page.goto('/balansas');
    await amountField(page).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Padidinti vienu euru' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(amountField(page)).toHaveValue('11');
    await page.keyboard.down('Space');
    // after 800 ms the step repeats every 100 ms
    await expect
      .poll(async () => Number(await amountField(page).inputValue()), { timeout: 5000 })
      .toBeGreaterThanOrEqual(15);
    await page.keyboard.up('Space');
    const held = Number(await amountField(page).inputValue());
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Sumažinti vienu euru' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(amountField(page)).toHaveValue(String(held - 1));
  });

  test('axe: no violation, with the confirmation open too', async ({ page }) => {
    await page.goto('/balansas');
    await expect(page.getByTestId('balance-amount')).toHaveText('50,00 €');
    expect(await a11yViolations(page)).toEqual([]);
    await topUpButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await a11yViolations(page)).toEqual([]);
  });
});

test.describe('orders page', () => {
  test('opens on the server date to two months later, grouped by month, with resale @dates', async ({
    page,
  }) => {
    await page.goto('/uzsakymai');
    await expect.poll(() => shownRange(page)).toEqual(['2026-11-21', '2027-01-21']);
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText(['2026 m. lapkritis']);
    const rows = list(page).locator('tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText('2026-11-22');
    await expect(rows.nth(0)).toContainText('18:00–19:00');
    await expect(rows.nth(2).getByRole('button', { name: /^Atšaukti pardavimą/ })).toBeVisible();
    await expect(list(page).getByRole('button', { name: /^Parduoti/ })).toHaveCount(3);
  });

  test('sell, then withdraw: each reads the list again', async ({ page }) => {
    await page.goto('/uzsakymai');
    const first = list(page).locator('tbody tr').nth(0);
    await first.getByRole('button', { name: /^Parduoti/ }).click();
    await expect(first.getByRole('button', { name: /^Atšaukti pardavimą/ })).toBeVisible();
    await first.getByRole('button', { name: /^Atšaukti pardavimą/ }).click();
    await expect(first.getByRole('button', { name: /^Parduoti/ })).toBeVisible();
    const { data: reads } = (await (await page.request.get('/__sim/requests')).json()) as {
      data: { method: string; path: string }[];
    };
    const orderReads = reads.filter((r) => r.method === 'GET' && r.path.endsWith('/v1/orders'));
    expect(orderReads.length).toBeGreaterThanOrEqual(3);
  });

  test('past orders under their months, none with a sell button; the range typed by keyboard', async ({
    page,
  }) => {
    await page.goto('/uzsakymai');
    await expect(list(page).locator('tbody tr')).toHaveCount(4);
    // keyboard only: Tab into the start year, type the two dates segment by segment
    const startYear = page.getByRole('spinbutton', { name: /metai/i }).first();
    await startYear.focus();
    await page.keyboard.type('20261001');
    await page.keyboard.type('20261120');
    await expect.poll(() => shownRange(page)).toEqual(['2026-10-01', '2026-11-20']);
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      '2026 m. spalis',
      '2026 m. lapkritis',
    ]);
    await expect(list(page).locator('tbody tr')).toHaveCount(4);
    await expect(list(page).getByRole('button', { name: /^Parduoti|^Atšaukti/ })).toHaveCount(0);
    await expect(list(page).getByRole('button', { name: /^Į kalendorių/ })).toHaveCount(0);
  });

  test('an empty range says there are no results', async ({ page }) => {
    await page.goto('/uzsakymai');
    await expect(list(page).locator('tbody tr')).toHaveCount(4);
    await page.getByRole('spinbutton', { name: /metai/i }).first().focus();
    await page.keyboard.type('20270101');
    await page.keyboard.type('20270120');
    await expect(list(page)).toContainText('Rezultatų nėra');
  });

  test('add to calendar: an .ics with the booking in UTC', async ({ page }) => {
    await page.goto('/uzsakymai');
    const download = page.waitForEvent('download');
    await list(page)
      .locator('tbody tr')
      .nth(0)
      .getByRole('button', { name: /^Į kalendorių/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain('BEGIN:VEVENT\r\n');
    expect(text).toContain('DTSTART:20261122T160000Z');
  });

  test('axe: no violation', async ({ page }) => {
    await page.goto('/uzsakymai');
    await expect(list(page).locator('tbody tr')).toHaveCount(4);
    expect(await a11yViolations(page)).toEqual([]);
  });
});

test.describe('invoices page', () => {
  test('opens on two months before the server date to it, grouped by month @dates', async ({
    page,
  }) => {
    await page.goto('/saskaitos');
    await expect.poll(() => shownRange(page)).toEqual(['2026-09-21', '2026-11-21']);
    await expect(list(page).getByRole('heading', { level: 2 })).toHaveText([
      '2026 m. spalis',
      '2026 m. lapkritis',
    ]);
    await expect(list(page).locator('tbody tr')).toHaveCount(6);
    await expect(list(page).locator('tbody tr').first()).toContainText('SF-2026-0001');
  });

  test('days after the server date cannot be chosen', async ({ page }) => {
    await page.goto('/saskaitos');
    await expect(list(page).locator('tbody tr')).toHaveCount(6);
    await page.getByRole('button', { name: /Kalendorius/ }).click();
    const calendar = page.getByRole('dialog');
    const next = calendar.getByRole('button', { name: 'Paskesnis' }).first();
    while (!((await calendar.getByRole('heading').innerText()) ?? '').includes('lapkritis')) {
      await next.click();
    }
    await expect(next).toBeDisabled();
    const day = (d: string) =>
      calendar.locator('[role=gridcell] > [role=button]', { hasText: new RegExp(`^${d}$`) });
    await expect(day('21')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(day('22')).toHaveAttribute('aria-disabled', 'true');
  });

  test('the PDF downloads as <serial>.pdf and is a PDF', async ({ page }) => {
    await page.goto('/saskaitos');
    const download = page.waitForEvent('download');
    await list(page).getByRole('button', { name: 'Atsisiųsti PDF: SF-2026-0001' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('SF-2026-0001.pdf');
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('an empty range says there are no results', async ({ page }) => {
    await page.goto('/saskaitos');
    await expect(list(page).locator('tbody tr')).toHaveCount(6);
    await page.getByRole('spinbutton', { name: /metai/i }).first().focus();
    await page.keyboard.type('20250101');
    await page.keyboard.type('20250201');
    await expect(list(page)).toContainText('Rezultatų nėra');
  });

  test('axe: no violation', async ({ page }) => {
    await page.goto('/saskaitos');
    await expect(list(page).locator('tbody tr')).toHaveCount(6);
    expect(await a11yViolations(page)).toEqual([]);
  });
});
