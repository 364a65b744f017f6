/**
 * Accessibility of the shell (WCAG 2.1 AA as axe checks it, and reflow, which axe does not: see
 * a11yViolations), in Chromium, where the page is laid out and painted: every route of SPEC §2,
 * signed out and signed in, has no violation of any impact at the narrowest phone's width (320 px,
 * WCAG's reflow width) and at a desktop's; so does each modal open (the menu, the contact panel,
 * the slot dialog, the yes/no after adding, the cart, its remove question, the pay dialog, the hold
 * warning, register, login and the hidden admin login), and so do the start-up and the retry
 * screens. The consent modal and the terms viewer are checked in e2e/consent.spec.ts, the top-up
 * confirmation in e2e/account.spec.ts.
 *
 * Which width runs what. axe's answer changes with the width only where the styles do: a rule
 * under a media query can hide or show an element (its name is then checked or not), change a
 * colour (contrast), or move a box past the edge (reflow). The breakpoints (src/ui/theme.css.ts
 * and the views' .css.ts files) are at 359, 374, 419 and 639 px (max-width) and 480, 720, 760 and
 * 1024 px (min-width). Between 320 and 375 px only the header's and the user bar's rules differ
 * (max-width 359 and 374 px: the header's gaps, its buttons' padding, the wallet icon, the user
 * bar on two lines); every page body and every modal has the same rules at both widths, so what
 * fits and passes at 320 px passes at 375 px. So 375 px runs the header and user bar alone, on
 * Home signed out and signed in, and 320 and 1280 px run the rest. The modals run at 320 px only:
 * above it their styles change only from 720 px up (src/ui/Modal/Modal.css.ts, the cart's toast
 * offset), in position, width (at most 520 px) and corner radius, with no colour, text or element
 * shown or hidden, and a box at most 520 px wide needs no sideways scroll in a 1280 px window.
 * Their names, roles and ARIA states do not depend on the width at all (tests/views/Contact.test.tsx
 * runs axe on the contact panel in jsdom too, for those alone).
 *
 * Nothing is excluded: the board (`[data-testid=board]`, the venue tabs) is checked like the
 * rest; a violation there is reported, not hidden.
 */
import type { Page } from '@playwright/test';
import { add, cell, COURT, dialog, items, signedInAtHome } from './board-helpers';
import { accounts, a11yViolations, boardTable, expect, signIn, test, userBar } from './fixtures';

/** The cart's day (e2e/board-helpers.ts): a Saturday morning with the tennis court free. */
const CART_NOW = '2026-11-21T09:30';

// A forced failure or latency left behind would break the next run's dev-server check (it asks
// for the server date) and whoever shares the simulator: every test here leaves it seeded.
test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const narrowest = { width: 320, height: 640 } as const;
const phone = { width: 375, height: 740 } as const;
const desktop = { width: 1280, height: 800 } as const;

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

/** Waits until the page has its content (the board's table when it has one), then checks it. */
async function expectNoViolations(page: Page, path: string, h1: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  if (path === '/' || /^\/rezervacija\/[123]$/.test(path)) {
    await expect(boardTable(page, h1)).toBeVisible();
  }
  expect(await a11yViolations(page), `on ${path}`).toEqual([]);
}

for (const viewport of [narrowest, desktop]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    // one test a route, so each has its own time budget and a failure names its route; the
    // eight-court venue at 1280 px is the sideways-scrolling board's test below, on the same page
    const visitorRoutes = routes.visitor.filter(
      (r) => viewport !== desktop || r.path !== '/rezervacija/2',
    );
    for (const route of visitorRoutes) {
      test(`${route.path}, signed out`, async ({ page }) => {
        await expectNoViolations(page, route.path, route.h1);
      });
    }

    // Home signed in at 320 px is checked by the phone parts' test below, on the same page
    const userRoutes = routes.user.filter((r) => viewport !== narrowest || r.path !== '/');
    for (const route of userRoutes) {
      test(`${route.path}, signed in`, async ({ page }) => {
        await signIn(page, accounts.demo.email, accounts.demo.password);
        await expectNoViolations(page, route.path, route.h1);
      });
    }

    test('the start-up and the retry screens', async ({ page, sim }) => {
      // start-up's answers are held while its screen is checked
      await sim.scenario({ held: true });
      await page.goto('/');
      await expect(page.getByRole('status')).toHaveText('Kraunama svetainė…');
      expect(await a11yViolations(page), 'on the start-up screen').toEqual([]);

      await sim.scenario({
        held: false,
        failures: [{ match: 'get_savitarna_date', kind: '500' }],
      });
      await page.reload();
      await expect(page.getByRole('button', { name: 'Bandyti dar kartą' })).toBeVisible();
      expect(await a11yViolations(page), 'on the retry screen').toEqual([]);
    });
  });
}

// the header and the user bar, whose rules alone differ between 320 and 375 px (see above)
test.describe(`accessibility at ${phone.width} px: the header and the user bar`, () => {
  test.use({ viewport: phone });

  test('/, signed out', async ({ page }) => {
    await expectNoViolations(page, '/', 'Kortų užimtumas');
  });

  // signed in: the phone parts' test below, at this width too, on the same page
});

// the modals at the narrowest width, where they are laid out tightest (see above)
test.describe(`accessibility at ${narrowest.width} px: the modals`, () => {
  test.use({ viewport: narrowest });

  test('the open menu and the contact panel', async ({ page }) => {
    await page.goto('/');
    await expect(boardTable(page)).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Meniu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await a11yViolations(page), 'with the menu open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Susisiekite' }).click();
    await expect(page.getByRole('dialog', { name: 'Susisiekite su mumis' })).toBeVisible();
    expect(await a11yViolations(page), 'with the contact panel open').toEqual([]);
  });

  test('the slot dialog, the yes/no after adding, the cart, its remove question, the pay dialog and the hold warning', async ({
    page,
    sim,
  }) => {
    // six dialogs and axe on each, over a board: some 22 s on a quiet machine, more on a busy one
    test.slow();
    // a hold of 65 s: the warning comes a minute before its end, while the dialogs are checked
    await sim.scenario({ now: CART_NOW, cartHoldSeconds: 65 });
    await signedInAtHome(page);
    await cell(page, COURT, '10:00').click();
    await expect(dialog(page, COURT).getByRole('button').first()).toBeVisible();
    expect(await a11yViolations(page), 'with the slot dialog open').toEqual([]);
    await page.keyboard.press('Escape');

    const added = await add(page, '10:00');
    expect(await a11yViolations(page), 'with the yes/no after adding open').toEqual([]);
    await added.getByRole('button', { name: 'Eiti į krepšelį' }).click();
    const cart = dialog(page, 'Krepšelis');
    await expect(items(cart)).toHaveCount(1);
    expect(await a11yViolations(page), 'with the cart open').toEqual([]);

    await cart.getByRole('button', { name: /^Pašalinti: / }).click();
    await expect(cart.getByRole('button', { name: 'Ne, palikti' })).toBeFocused();
    expect(await a11yViolations(page), 'with the remove question open').toEqual([]);
    await cart.getByRole('button', { name: 'Ne, palikti' }).click();

    await cart.getByRole('button', { name: 'Rezervuoti' }).click();
    await expect(dialog(page, 'Apmokėjimas')).toBeVisible();
    expect(await a11yViolations(page), 'with the pay dialog open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'Apmokėjimas')).toHaveCount(0);

    const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
    await expect(warning).toBeVisible();
    expect(await a11yViolations(page), 'with the hold warning showing').toEqual([]);
  });

  test('the account modals: register with its errors, login, the hidden admin login', async ({
    page,
  }) => {
    await page.goto('/nera-tokio-puslapio');
    await userBar(page).getByRole('button', { name: 'Registruotis' }).click();
    const register = dialog(page, 'Registracija');
    await register.getByRole('button', { name: 'Registruotis' }).click();
    await expect(register.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
    expect(await a11yViolations(page), 'with the register modal open').toEqual([]);

    await register.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(dialog(page, 'Prisijungimas')).toBeVisible();
    expect(await a11yViolations(page), 'with the login modal open').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page, 'Prisijungimas')).toHaveCount(0);

    await page.keyboard.press('Control+Alt+KeyW');
    await expect(dialog(page, 'Prisijungimas kito naudotojo vardu')).toBeVisible();
    expect(await a11yViolations(page), 'with the admin modal open').toEqual([]);
  });
});

// The board's phone parts (the day strip, its month popover, the cart bar) at both phone widths,
// where they are drawn; the eight-court board with its scroll fade at a desktop's. The first check
// is Home signed in as it loads, at 320 px and at 375 px (the header and the user bar signed in):
// the route tests above leave that page to this one rather than load and check it twice.
for (const viewport of [narrowest, phone]) {
  test.describe(`accessibility at ${viewport.width} px: the board's phone parts`, () => {
    test.use({ viewport });

    test('the day strip, the month popover and the cart bar', async ({ page, sim }) => {
      // three axe runs over a board, a sign-in and an add
      test.slow();
      await sim.scenario({ now: CART_NOW });
      await signedInAtHome(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
      await expect(boardTable(page)).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Diena' })).toBeVisible();
      expect(await a11yViolations(page), 'on /, signed in, with the day strip').toEqual([]);

      await page.getByRole('button', { name: 'Kalendorius' }).click();
      await expect(dialog(page, 'Pasirinkite datą')).toBeVisible();
      expect(await a11yViolations(page), 'with the month popover open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog(page, 'Pasirinkite datą')).toHaveCount(0);

      await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
      await expect(page.getByTestId('cart-bar').getByRole('timer')).toBeVisible();
      expect(await a11yViolations(page), 'with the cart bar').toEqual([]);
    });
  });
}

test.describe(`accessibility at ${desktop.width} px: a board that scrolls sideways`, () => {
  test.use({ viewport: desktop });

  test('eight courts, with the fade that says so: /rezervacija/2, signed out', async ({ page }) => {
    await page.goto('/rezervacija/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Kortų užimtumas' })).toBeVisible();
    await expect(boardTable(page)).toBeVisible();
    await expect(page.locator('[data-scroll-cue="end"]').last()).toBeVisible();
    expect(await a11yViolations(page), 'on /rezervacija/2').toEqual([]);
  });
});
