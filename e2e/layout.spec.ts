/**
 * The shared layout (SPEC §1, §2) where it needs a browser: the hamburger menu and how it closes,
 * menu and contact panel excluding each other, a phone-sized viewport and the narrowest phone's.
 * The header's and the footer's links, which follow the site settings and the session, are
 * checked in tests/views/Layout.test.tsx.
 */
import type { Locator, Page } from '@playwright/test';
import { accounts, boardTable, expect, holdRequests, signIn, test } from './fixtures';

function header(page: Page) {
  return page.getByRole('banner');
}

/**
 * Where an element is laid out, once it is. The prerendered shell's elements are replaced by the
 * app's as it mounts (the same boxes: nothing moves), and one measured at that moment is gone.
 */
async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await locator.boundingBox()) !== null).toBe(true);
  return box!;
}

function menuButton(page: Page) {
  return header(page).getByRole('button', { name: 'Meniu' });
}

/** The open menu, named by its button. */
function menu(page: Page) {
  return page.getByRole('menu', { name: 'Meniu' });
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
  // placed under its button: Playwright scrolls the page to an item it finds elsewhere (the
  // popover's first frame), and a page scroll closes the menu
  await expect(menu(page)).toBeInViewport();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectMenuClosed(page: Page) {
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).not.toHaveAttribute('aria-expanded', 'true');
}

/**
 * While the menu is open the page behind it is inert and covered, as react-aria's menu button
 * makes it; a user who clicks the menu button again clicks at the place where it shows.
 */
async function clickWhereMenuButtonIs(page: Page) {
  const box = await header(page).locator('button[aria-haspopup]').boundingBox();
  if (!box) throw new Error('the menu button is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('hamburger menu', () => {
  test('lists balance, orders, invoices and settings and closes on route change', async ({
    page,
  }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    await expect(menuButton(page)).not.toHaveAttribute('aria-expanded', 'true');
    await openMenu(page);
    await expect(menu(page).getByRole('menuitem')).toHaveText([
      'Balansas',
      'Užsakymai',
      'Sąskaitos',
      'Nustatymai',
    ]);
    await expect(menu(page).getByRole('menuitem', { name: 'Sąskaitos' })).toHaveAttribute(
      'href',
      '/saskaitos',
    );

    await menu(page).getByRole('menuitem', { name: 'Užsakymai' }).click();
    await expect(page).toHaveURL('/uzsakymai');
    await expect(page.getByRole('heading', { level: 1, name: 'Mano užsakymai' })).toBeVisible();
    await expectMenuClosed(page);

    // a route change the menu did not make (the back button) closes it too
    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expectMenuClosed(page);
  });

  test('settings: listed for a signed-in user, and they open; not for a visitor', async ({
    page,
  }) => {
    await page.goto('/');
    await openMenu(page);
    await expect(menu(page).getByRole('menuitem')).toHaveText([
      'Balansas',
      'Užsakymai',
      'Sąskaitos',
    ]);
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);

    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    await openMenu(page);
    const settings = menu(page).getByRole('menuitem', { name: 'Nustatymai' });
    await expect(settings).toHaveAttribute('href', '/nustatymai');
    await settings.click();
    await expect(page).toHaveURL('/nustatymai');
    await expect(page.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeVisible();
    await expectMenuClosed(page);
  });

  test('the toggle and Escape close it', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    await clickWhereMenuButtonIs(page);
    await expectMenuClosed(page);
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
  });

  test('closes on a click outside it, and that click does nothing else', async ({ page }) => {
    await page.goto('/');
    // a click on the second venue's tab while the menu is open only closes the menu
    const box = await page.getByRole('tab', { name: 'Teniso arena' }).boundingBox();
    if (!box) throw new Error('the venue tab is not on screen');
    await openMenu(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectMenuClosed(page);
    await expect(page).toHaveURL('/');
    await expect(menuButton(page)).toBeFocused();
  });

  test('closes when the user scrolls the page; a scroll the user did not make leaves it open', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await page.goto('/');
    await expect(boardTable(page)).toBeVisible();
    // the page brought somewhere by script (as a screen reader or an automated click brings an
    // item into view): the menu stays, and its item still goes where it says
    await openMenu(page);
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expectMenuClosed(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // the page is locked while the menu is open: the wheel turned over it closes the menu
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('the title is not on screen');
    await openMenu(page);
    await page.mouse.move(heading.x + 10, heading.y + 10);
    await page.mouse.wheel(0, 400);
    await expectMenuClosed(page);
  });

  test("an item pressed as the menu's code arrives goes where it says", async ({ page }) => {
    // the menu's code (fetched after load) is held: the button is pressed before it is in, and
    // the item as soon as it shows, with no wait for it to settle (a customer on a slow phone)
    await signIn(page, accounts.demo.email, accounts.demo.password);
    const release = await holdRequests(page, '**/assets/deferred*.js');
    await page.goto('/');
    await expect(menuButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await menuButton(page).click();
    release();
    await menu(page).getByRole('menuitem', { name: 'Užsakymai' }).click();
    await expect(page).toHaveURL('/uzsakymai');
  });
});

/**
 * Where keyboard focus is: on screen, with a visible indicator (an outline), and not covered by
 * anything (the open menu, the sticky header): the element at its centre is it or inside it.
 */
async function expectFocusSeen(page: Page) {
  const seen = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return { ok: false, why: 'no focus' };
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const top = document.elementFromPoint(x, y);
    const style = getComputedStyle(el);
    return {
      ok:
        r.width > 0 &&
        r.height > 0 &&
        x >= 0 &&
        y >= 0 &&
        x <= window.innerWidth &&
        y <= window.innerHeight &&
        top !== null &&
        el.contains(top) &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0,
      why: `${el.outerHTML.slice(0, 80)} at ${Math.round(x)},${Math.round(y)}; on top: ${top?.outerHTML.slice(0, 80)}; outline ${style.outlineStyle} ${style.outlineWidth}`,
    };
  });
  expect(seen.ok, seen.why).toBe(true);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test.describe(`hamburger menu from the keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('focus goes in, stays in and in sight; Escape gives it back to the button', async ({
      page,
    }) => {
      await signIn(page, accounts.demo.email, accounts.demo.password);
      await page.goto('/');
      await expect(boardTable(page)).toBeVisible();
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(menu(page)).toBeVisible();
      const items = menu(page).getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await expectFocusSeen(page);
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await expectFocusSeen(page);

      // Tab and Shift+Tab do not walk out of the open menu (nor onto a tab hidden under it)
      for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key);
        await expect(menu(page)).toBeVisible();
        await expect(items.nth(1)).toBeFocused();
        await expectFocusSeen(page);
      }

      await page.keyboard.press('Escape');
      await expectMenuClosed(page);
      await expect(menuButton(page)).toBeFocused();
      await expectFocusSeen(page);

      // Enter on an item goes there; focus moves to the new page's content
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Enter');
      // the last item, for a signed-in user: the settings
      await expect(page).toHaveURL('/nustatymai');
      await expectMenuClosed(page);
      await expect(page.getByRole('main')).toBeFocused();

      // Space opens it too, and letting Space go does not close it again
      await menuButton(page).focus();
      await page.keyboard.press(' ');
      await expect(items.first()).toBeFocused();
      await expect(menu(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expectMenuClosed(page);
    });
  });
}

test.describe('menu and contact panel', () => {
  test('opening the contact panel closes the menu', async ({ page }) => {
    await page.goto('/');
    await openMenu(page);
    // The open menu covers the page (react-aria's menu button), so no pointer reaches the
    // contact button; a press delivered to it all the same must leave only the panel open.
    await contactButton(page).dispatchEvent('click');
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

  test('the menu opened from the keyboard replaces the contact panel, and back', async ({
    page,
  }) => {
    await page.goto('/');
    await contactButton(page).click();
    await expect(contactPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(contactPanel(page)).toHaveCount(0);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('menuitem').first()).toBeFocused();

    await contactButton(page).dispatchEvent('click');
    await expect(contactPanel(page)).toBeVisible();
    await expectMenuClosed(page);
  });

  test('with the menu open, a click on the contact button closes the menu first', async ({
    page,
  }) => {
    await page.goto('/');
    const box = await boxOf(contactButton(page));
    await openMenu(page);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectMenuClosed(page);
    await expect(contactPanel(page)).toHaveCount(0);
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
    // the time column stays in view while the courts scroll (on a phone the calendar and the cart
    // stand above the board, and the board opens at the server's hour: look at midday)
    await table.getByRole('rowheader', { name: '12:00' }).scrollIntoViewIfNeeded();
    await expect(table.getByRole('rowheader', { name: '12:00' })).toBeInViewport();
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // the menu still works at this width
    await openMenu(page);
    await expect(menu(page).getByRole('menuitem', { name: 'Užsakymai' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

test("on phones from 375 px, a user's name stands whole beside the language switch", async ({
  page,
}) => {
  // the name takes the room the line leaves (src/views/Layout/UserBar.css.ts)
  await signIn(page, accounts.demo.email, accounts.demo.password);
  for (const width of [375, 390, 414]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const name = page.getByTestId('user-name');
    await expect(name).toHaveText('Jonas Jonaitis');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), `at ${width} px`).toBe(
      true,
    );
    const languages = await page.getByRole('navigation', { name: 'Kalba' }).boundingBox();
    const named = await name.boundingBox();
    expect(named?.y, `at ${width} px`).toBeLessThan((languages?.y ?? 0) + (languages?.height ?? 0));
  }
});

test.describe('the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** Controls whose content is wider than they are (text running over a pill's border). */
  async function spilling(scope: Locator) {
    return scope
      .locator('a, button')
      .evaluateAll((controls) =>
        controls
          .filter((el) => el.scrollWidth > el.clientWidth)
          .map((el) => `${el.textContent ?? ''}: ${el.scrollWidth} in ${el.clientWidth} px`),
      );
  }

  test("the header's controls hold their content, and the user's name is not cut", async ({
    page,
  }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    const balance = header(page).getByRole('link', { name: /^Balansas/ });
    await expect(balance).toContainText('€');
    expect(await spilling(header(page))).toEqual([]);
    for (const button of [menuButton(page), contactButton(page), balance]) {
      await expect(button).toBeInViewport({ ratio: 1 });
    }
    // beside the language switch it would be cut to a letter: it has a line of its own
    const name = page.getByTestId('user-name');
    await expect(name).toHaveText('Jonas Jonaitis');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  // The account links take a second line here; the shell keeps it while start-up runs.
  for (const who of ['a visitor', 'a user'] as const) {
    test(`for ${who}, the account links come without moving the page down`, async ({ page }) => {
      if (who === 'a user') await signIn(page, accounts.demo.email, accounts.demo.password);
      // start-up waits for the site options: hold them until the shell is measured
      const release = await holdRequests(page, '**/get_savitarna_options/**');
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Kraunama svetainė…' })).toHaveCount(
        1,
      );
      const shell = await boxOf(header(page));
      release();
      await expect(page.getByRole('navigation', { name: 'Paskyra' })).toBeVisible();
      expect((await boxOf(header(page))).y).toBe(shell.y);
    });
  }

  test("a date range's calendar button stays beside the first date", async ({ page }) => {
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/uzsakymai');
    const range = page.getByRole('group', { name: 'Laikotarpis' });
    const start = range.getByRole('spinbutton').first();
    const button = range.getByRole('button');
    await expect(button).toBeVisible();
    const [startBox, buttonBox, rangeBox] = await Promise.all(
      [start, button, range].map((l) => l.boundingBox()),
    );
    if (!startBox || !buttonBox || !rangeBox) throw new Error('the range is not laid out');
    // on the first date's line, at the group's right
    expect(buttonBox.y).toBeLessThan(startBox.y + startBox.height);
    expect(buttonBox.y + buttonBox.height).toBeGreaterThan(startBox.y);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(rangeBox.x + rangeBox.width);
    expect(buttonBox.x).toBeGreaterThan(rangeBox.x + rangeBox.width / 2);
  });
});

test.describe('landmarks and names at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the brand link is named though its text is hidden; the language switch is in a landmark', async ({
    page,
  }) => {
    await page.goto('/');
    const brand = header(page).getByRole('link', { name: 'Kortų rezervacija', exact: true });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute('href', '/');
    // the name is there for screen readers, the eye gets the mark alone
    const text = brand.getByText('Kortų rezervacija');
    expect(await text.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);

    const language = page.getByRole('navigation', { name: 'Kalba' });
    await expect(language.getByRole('button', { name: 'Lietuvių' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(language.getByRole('button', { name: 'English' })).toBeInViewport();
  });
});
