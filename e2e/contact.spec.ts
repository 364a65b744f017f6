/**
 * The contact panel (docs/rules.md §5 contact rules, §8 contact messages): validation, sending, a failed
 * send that keeps every input, and a panel that keeps what was typed while it is closed.
 */
import type { Page } from '@playwright/test';
import { expect, simState, test } from './fixtures';

const filled = {
  name: 'Ona Onaitė',
  phone: '+37061234567',
  email: 'ona@example.lt',
  text: 'Ar galima rezervuoti kortą visai dienai?',
};

function panel(page: Page) {
  return page.getByRole('dialog', { name: 'Susisiekite su mumis' });
}

function fields(page: Page) {
  const dialog = panel(page);
  return {
    name: dialog.getByRole('textbox', { name: 'Vardas' }),
    phone: dialog.getByRole('textbox', { name: 'Telefono numeris' }),
    email: dialog.getByRole('textbox', { name: 'El. paštas' }),
    text: dialog.getByRole('textbox', { name: 'Žinutė' }),
  };
}

function sendButton(page: Page) {
  return panel(page).getByRole('button', { name: 'Siųsti' });
}

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

async function fill(page: Page, values: Partial<typeof filled>) {
  const f = fields(page);
  for (const key of Object.keys(values) as (keyof typeof filled)[]) {
    await f[key].fill(values[key] ?? '');
  }
}

async function expectValues(page: Page, values: typeof filled) {
  const f = fields(page);
  await expect(f.name).toHaveValue(values.name);
  await expect(f.phone).toHaveValue(values.phone);
  await expect(f.email).toHaveValue(values.email);
  await expect(f.text).toHaveValue(values.text);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
});

test('the panel opens with an empty form', async ({ page }) => {
  await openPanel(page);
  await expect(
    panel(page).getByText('Parašykite mums – atsakysime darbo valandomis.'),
  ).toBeVisible();
  await expectValues(page, { name: '', phone: '', email: '', text: '' });
  await expect(panel(page).getByRole('link', { name: 'Kaip atvykti' })).toBeVisible();
});

test('an empty form shows the required message on the three required fields', async ({
  page,
  request,
}) => {
  await openPanel(page);
  await sendButton(page).click();
  const f = fields(page);
  for (const field of [f.name, f.phone, f.email]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Šis laukas privalomas');
  }
  await expect(panel(page).getByText('Šis laukas privalomas')).toHaveCount(3);
  // the message is optional
  await expect(f.text).not.toHaveAttribute('aria-invalid', 'true');
  expect((await simState(request)).contactMessages).toBe(0);
});

test('an invalid e-mail is named as such', async ({ page, request }) => {
  await openPanel(page);
  await fill(page, { name: filled.name, phone: filled.phone, email: 'ona@' });
  await sendButton(page).click();
  const f = fields(page);
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.email).toHaveAccessibleDescription('Neteisingas el. pašto adresas');
  await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(panel(page).getByText('Šis laukas privalomas')).toHaveCount(0);
  expect((await simState(request)).contactMessages).toBe(0);
});

test('a valid form is sent, confirmed and cleared', async ({ page, request }) => {
  await openPanel(page);
  await fill(page, filled);
  await sendButton(page).click();
  await expect(
    panel(page).getByText('Žinutė išsiųsta. Susisieksime su jumis artimiausiu metu.'),
  ).toBeVisible();
  await expectValues(page, { name: '', phone: '', email: '', text: '' });
  await expect.poll(async () => (await simState(request)).contactMessages).toBe(1);
  await expect(panel(page).getByText('Šis laukas privalomas')).toHaveCount(0);
});

test('a failed send shows the error and keeps every input', async ({ page, sim, request }) => {
  await sim.scenario({ failures: [{ match: 'susisiekti', kind: '500' }] });
  await openPanel(page);
  await fill(page, filled);
  await sendButton(page).click();
  await expect(
    panel(page).getByText('Nepavyko išsiųsti žinutės. Bandykite dar kartą.'),
  ).toBeVisible();
  await expectValues(page, filled);
  expect((await simState(request)).contactMessages).toBe(0);

  // once the server is back, the same form goes through
  await sim.scenario({ failures: [] });
  await sendButton(page).click();
  await expect(
    panel(page).getByText('Žinutė išsiųsta. Susisieksime su jumis artimiausiu metu.'),
  ).toBeVisible();
  await expect.poll(async () => (await simState(request)).contactMessages).toBe(1);
});

test('closing and reopening the panel keeps what was typed', async ({ page }) => {
  await openPanel(page);
  await fill(page, filled);
  await panel(page).getByRole('button', { name: 'Uždaryti' }).click();
  await expect(panel(page)).toHaveCount(0);
  await openPanel(page);
  await expectValues(page, filled);
});

test('Escape or a click beside the panel closes it, keeping what was typed', async ({ page }) => {
  await openPanel(page);
  await fields(page).name.fill(filled.name);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);

  await openPanel(page);
  await expect(fields(page).name).toHaveValue(filled.name);
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
