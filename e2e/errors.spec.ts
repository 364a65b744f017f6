/**
 * The one error channel (SPEC §7–8): a failed call shows a toast in the user's language (the
 * server's own message as it is), never a blank page; cancelled calls are never shown.
 */
import { expect, test } from './fixtures';

test('a failed board load shows the server message as a toast and an inline retry', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Teniso arena' })).toBeVisible();
  await sim.scenario({ failures: [{ match: '/v1/placeInfo', kind: '500' }] });
  await page.getByRole('tab', { name: 'Teniso arena' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Simulated failure' })).toBeVisible();
  await expect(page.getByText('Nepavyko įkelti kortų užimtumo.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await sim.scenario({ failures: [] });
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(page.getByTestId('board')).toBeVisible();
});

test('a dropped connection reads "Connection error" in the chosen language', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await sim.scenario({ failures: [{ match: '/v1/placeInfo', kind: 'drop' }] });
  await page.getByRole('tab', { name: 'Padelio klubas' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Connection error' })).toBeVisible();
  await expect(page.getByText('Court availability could not be loaded.')).toBeVisible();
});

test('a toast can be dismissed, and a body that breaks the schema is a failure too', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await sim.scenario({ failures: [{ match: '/v1/placeInfo', kind: 'schema' }] });
  await page.getByRole('tab', { name: 'Teniso arena' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Klaida, bandykite vėliau' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(toast).toBeHidden();
});

test('switching venues quickly cancels the earlier load without a toast', async ({ page, sim }) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await sim.scenario({ latencyMs: 400 });
  await page.getByRole('tab', { name: 'Teniso arena' }).click();
  await page.getByRole('tab', { name: 'Padelio klubas' }).click();

  await expect(page.getByRole('columnheader', { name: /Padelio/ }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pranešimai' }).getByRole('alert')).toHaveCount(0);
});
