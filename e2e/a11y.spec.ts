/**
 * Accessibility of the shell (WCAG 2.1 AA as axe checks it): every route of SPEC §2, signed out
 * and signed in, at a phone's width and a desktop's, has no serious or critical violation; so do
 * the open menu, the contact panel, the start-up and the retry screens.
 *
 * Nothing is excluded: the board (`[data-testid=board]`, the venue tabs) is checked like the
 * rest, though another engineer is reworking it; a violation there is reported, not hidden.
 */
import type { Page } from '@playwright/test';
import { accounts, expect, seriousViolations, signIn, test } from './fixtures';

// A forced failure or latency left behind would break the next run's dev-server check (it asks
// for the server date) and whoever shares the simulator: every test here leaves it seeded.
test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const viewports = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** SPEC §2's routes with the first heading each shows, for a visitor and for a user. */
const routes = {
  visitor: [
    { path: '/', h1: 'Kortų užimtumas' },
    { path: '/rezervacija/2', h1: 'Kortų užimtumas' },
    { path: '/rezervacija/999', h1: 'Kortų užimtumas' },
    { path: '/prisijungti', h1: 'Prisijungimas' },
    { path: '/prisijungti?grizti=%2Fbalansas', h1: 'Prisijungimas' },
    { path: '/priminti-slaptazodi', h1: 'Slaptažodžio priminimas' },
    { path: '/mokejimas/sekmingai-balansas', h1: 'Apmokėjimas įvyko' },
    { path: '/mokejimas/nesekmingai-balansas', h1: 'Apmokėjimas neįvyko' },
    { path: '/mokejimas/sekminga-rezervacija', h1: 'Apmokėjimas įvyko' },
    { path: '/mokejimas/nesekminga-rezervacija', h1: 'Apmokėjimas neįvyko' },
    { path: '/nera-tokio-puslapio', h1: 'Puslapis nerastas' },
  ],
  user: [
    { path: '/', h1: 'Kortų užimtumas' },
    { path: '/rezervacija/3', h1: 'Kortų užimtumas' },
    { path: '/balansas', h1: 'Balansas ir papildymas' },
    { path: '/uzsakymai', h1: 'Mano užsakymai' },
    { path: '/saskaitos', h1: 'Mano sąskaitos' },
    { path: '/nustatymai', h1: 'Nustatymai' },
    { path: '/nustatymai/sutikimai', h1: 'Nustatymai' },
    { path: '/mokejimas/sekminga-rezervacija', h1: 'Apmokėjimas įvyko' },
  ],
} as const;

/** Waits until the page has its content (the board's table when it has one), then runs axe. */
async function expectNoSeriousViolations(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  if (path === '/' || /^\/rezervacija\/[123]$/.test(path)) {
    await expect(page.getByRole('table')).toBeVisible();
  }
  expect(await seriousViolations(page), `axe on ${path}`).toEqual([]);
}

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    // one test a route, so each has its own time budget and a failure names its route
    for (const route of routes.visitor) {
      test(`${route.path}, signed out`, async ({ page }) => {
        await expectNoSeriousViolations(page, route.path, route.h1);
      });
    }

    for (const route of routes.user) {
      test(`${route.path}, signed in`, async ({ page }) => {
        await signIn(page, accounts.demo.email, accounts.demo.password);
        await expectNoSeriousViolations(page, route.path, route.h1);
      });
    }

    test('the open menu and the contact panel', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('table')).toBeVisible();
      await page.getByRole('banner').getByRole('button', { name: 'Meniu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      expect(await seriousViolations(page), 'axe with the menu open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      await page.getByRole('banner').getByRole('button', { name: 'Susisiekite' }).click();
      await expect(page.getByRole('dialog', { name: 'Susisiekite su mumis' })).toBeVisible();
      expect(await seriousViolations(page), 'axe with the contact panel open').toEqual([]);
    });

    test('the start-up and the retry screens', async ({ page, sim }) => {
      await sim.scenario({ latencyMs: 3000 });
      await page.goto('/');
      await expect(page.getByRole('status')).toHaveText('Kraunama svetainė…');
      expect(await seriousViolations(page), 'axe on the start-up screen').toEqual([]);

      await sim.scenario({
        latencyMs: 0,
        failures: [{ match: 'get_savitarna_date', kind: '500' }],
      });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Bandyti dar kartą' })).toBeVisible();
      expect(await seriousViolations(page), 'axe on the retry screen').toEqual([]);
    });
  });
}
