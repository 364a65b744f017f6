/**
 * The shared layout (SPEC §1, §2): header links that depend on the site settings and the session,
 * the hamburger menu and how it closes, menu and contact panel excluding each other, and a
 * phone-sized viewport.
 */
import type { Page } from '@playwright/test';
import { accounts, boardTable, expect, signIn, test } from './fixtures';

const mapUrl = 'https://maps.example/?q=Sporto+centras+%C5%BDalgiris';

function header(page: Page) {
  return page.getByRole('banner');
}

function menuButton(page: Page) {
  return header(page).getByRole('button', { name: 'Meniu' });
}

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Pagrindinis meniu' });
}

function contactButton(page: Page) {
  return header(page).getByRole('button', { name: 'Susisiekite', exact: true });
}

function contactPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Susisiekite su mumis' });
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectMenuClosed(page: Page) {
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
}

test.describe('header', () => {
  test('shows the map and phone links the site settings give', async ({ page }) => {
    await page.goto('/');
    const map = header(page).getByRole('link', { name: 'Kaip atvykti' });
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('href', mapUrl);
    await expect(map).toHaveAttribute('target', '_blank');
    const phone = header(page).getByRole('link', { name: 'Skambinti +37060000000' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+37060000000');
    await expect(contactButton(page)).toBeVisible();
  });

  test('leaves out the map and phone links when the settings have none', async ({ page, sim }) => {
    await sim.scenario({ omitOptional: true });
    await page.goto('/');
    await expect(contactButton(page)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Kaip atvykti' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /^Skambinti/ })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    // work hours fall back to 7–23
    await expect(boardTable(page).getByRole('rowheader').first()).toHaveText('07:00');
    await expect(boardTable(page).getByRole('rowheader').last()).toHaveText('23:00');
  });

  test('shows the balance link to signed-in users only', async ({ page }) => {
    await page.goto('/');
    await expect(contactButton(page)).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Balansas' })).toHaveCount(0);

    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.reload();
    const balance = header(page).getByRole('link', { name: 'Balansas' });
    await expect(balance).toBeVisible();
    await expect(balance).toHaveAttribute('href', '/balansas');
    await balance.click();
    await expect(page).toHaveURL('/balansas');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Balansas ir papildymas' }),
    ).toBeVisible();
  });
});

test.describe('hamburger menu', () => {
  test('lists balance, orders and invoices and closes on route change', async ({ page }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveText(['Balansas', 'Užsakymai', 'Sąskaitos']);
    await expect(menu(page).getByRole('link', { name: 'Sąskaitos' })).toHaveAttribute(
      'href',
      '/saskaitos',
    );

    await menu(page).getByRole('link', { name: 'Užsakymai' }).click();
    await expect(page).toHaveURL('/uzsakymai');
    await expect(page.getByRole('heading', { level: 1, name: 'Mano užsakymai' })).toBeVisible();
    await expectMenuClosed(page);

    // a route change the menu did not make (the back button) closes it too
    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expectMenuClosed(page);
  });

  test('the toggle and Escape close it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await menuButton(page).click();
    await expectMenuClosed(page);
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
  });

  test('closes on a click outside it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' }).click();
    await expectMenuClosed(page);
    await expect(page).toHaveURL('/');
  });

  test('closes when the page scrolls, by script or by mouse wheel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/');
    await expect(boardTable(page)).toBeVisible();
    await openMenu(page);
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expectMenuClosed(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await openMenu(page);
    await page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' }).hover();
    await page.mouse.wheel(0, 400);
    await expectMenuClosed(page);
  });
});

test.describe('menu and contact panel', () => {
  test('opening the contact panel closes the menu', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();
    await expectMenuClosed(page);
  });

  test('opening the menu closes the contact panel', async ({ page }) => {
    await page.goto('/');
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();

    // The panel is modal and lies over the header's right side, so no pointer or key reaches
    // the menu button while it is open; a press delivered to the button all the same must
    // still leave only one of the two open.
    await menuButton(page).dispatchEvent('click');
    await expect(menu(page)).toBeVisible();
    await expect(contactPanel(page)).toHaveCount(0);
  });

  test('after the panel is closed by a click beside it, the menu opens alone', async ({ page }) => {
    await page.goto('/');
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(contactPanel(page)).toHaveCount(0);
    await openMenu(page);
    await expect(contactPanel(page)).toHaveCount(0);
  });

  test('the menu opened from the keyboard closes the contact panel', async ({ page }) => {
    await page.goto('/');
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contactPanel(page)).toHaveCount(0);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();
    await expectMenuClosed(page);
  });
});

test.describe('phone-sized viewport', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header and board fit, and the board scrolls in its own region', async ({ page }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/rezervacija/2');
    const table = boardTable(page);
    await expect(table.getByRole('columnheader', { name: 'Kortas su žiūrovais' })).toBeAttached();
    for (const button of [menuButton(page), contactButton(page)]) {
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport();
    }
    await expect(header(page).getByRole('link', { name: 'Balansas' })).toBeInViewport();
    await expect(page.getByRole('tab', { name: 'Teniso arena' })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    // eight courts do not fit: the board region scrolls sideways, the page does not
    const region = page.getByRole('region', { name: 'Kortų užimtumas' });
    const overflow = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    await region.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // the time column stays in view while the courts scroll
    await expect(table.getByRole('rowheader', { name: '07:00' })).toBeInViewport();

    // the menu still works at this width
    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Užsakymai' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
