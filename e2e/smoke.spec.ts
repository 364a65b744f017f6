import { expect, test } from './fixtures';

test('the portal starts on the simulator and shows the venue tabs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('tab').first()).toBeVisible();
  expect(await page.getByRole('tab').count()).toBeGreaterThanOrEqual(1);
});
