/**
 * Every route of SPEC §2, its guard, the settings tabs, and the session as the user bar shows it
 * (SPEC §4: a failed token check clears the token; logout clears the user and goes Home).
 */
import type { Page } from '@playwright/test';
import {
  accounts,
  boardTable,
  chooseFromMenu,
  expect,
  signIn,
  storageKeys,
  test,
  userBar,
} from './fixtures';

const demoName = 'Jonas Jonaitis';

function title(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

async function signInDemo(page: Page) {
  await signIn(page, accounts.demo.email, accounts.demo.password);
}

async function storedToken(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), storageKeys.token);
}

test.describe('public and visitors-only pages', () => {
  const pages = [
    { path: '/', title: 'Kortų užimtumas' },
    { path: '/rezervacija/2', title: 'Kortų užimtumas' },
    { path: '/prisijungti', title: 'Prisijungimas' },
    { path: '/priminti-slaptazodi', title: 'Slaptažodžio priminimas' },
  ];
  test('each renders for a visitor under its own address and title @dates', async ({ page }) => {
    for (const route of pages) {
      await page.goto(route.path);
      await expect(title(page, route.title)).toBeVisible();
      await expect(page).toHaveURL(route.path);
      await expect(page).toHaveTitle(`${route.title} · Kortų rezervacija`);
    }
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/nera-tokio-puslapio');
    await expect(title(page, 'Puslapis nerastas')).toBeVisible();
    await expect(page.getByText('Tokio puslapio nėra. Galbūt nuoroda pasenusi.')).toBeVisible();
    await page.getByRole('link', { name: 'Į pradžią' }).click();
    await expect(page).toHaveURL('/');
    await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  });
});

test.describe('payment result pages', () => {
  // what each says and where its button leads: tests/views/PaymentResult.test.tsx
  const results = [
    { path: '/mokejimas/sekmingai-balansas', title: 'Apmokėjimas įvyko' },
    { path: '/mokejimas/nesekmingai-balansas', title: 'Apmokėjimas neįvyko' },
    { path: '/mokejimas/sekminga-rezervacija', title: 'Apmokėjimas įvyko' },
    { path: '/mokejimas/nesekminga-rezervacija', title: 'Apmokėjimas neįvyko' },
  ];
  test('the result pages are public', async ({ page }) => {
    for (const result of results) {
      await page.goto(result.path);
      await expect(title(page, result.title)).toBeVisible();
      await expect(page).toHaveURL(result.path);
    }
  });
});

test.describe('guards', () => {
  const usersOnly = [
    { path: '/balansas', title: 'Balansas ir papildymas' },
    { path: '/uzsakymai', title: 'Mano užsakymai' },
    { path: '/saskaitos', title: 'Mano sąskaitos' },
    { path: '/nustatymai', title: 'Nustatymai' },
    { path: '/nustatymai/sutikimai', title: 'Nustatymai' },
  ];

  test('a visitor is sent from every users-only page to the login page, which says why', async ({
    page,
  }) => {
    for (const route of usersOnly) {
      await page.goto(route.path);
      await expect(page).toHaveURL(`/prisijungti?grizti=${encodeURIComponent(route.path)}`);
      await expect(title(page, 'Prisijungimas')).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        `Puslapis „${route.title}“ pasiekiamas tik prisijungus. Prisijunkite – ir grįšite į jį.`,
      );
    }
  });

  test('the menu takes a visitor to the login page, and after logging in back there', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(boardTable(page)).toBeVisible();
    await chooseFromMenu(page, 'Sąskaitos');
    await expect(page).toHaveURL('/prisijungti?grizti=%2Fsaskaitos');
    await expect(page.getByRole('main').getByRole('status')).toContainText('„Mano sąskaitos“');

    // the login form comes later: a session from elsewhere stands in for logging in here
    await signInDemo(page);
    await page.reload();
    await expect(page).toHaveURL('/saskaitos');
    await expect(title(page, 'Mano sąskaitos')).toBeVisible();
  });

  test('the login page says nothing about returning when nobody sent the visitor there', async ({
    page,
  }) => {
    // a plain visit, and a return address that is not one of the portal's users-only pages
    for (const path of ['/prisijungti', '/prisijungti?grizti=https%3A%2F%2Fevil.example%2F']) {
      await page.goto(path);
      await expect(title(page, 'Prisijungimas')).toBeVisible();
      await expect(page.getByText(/pasiekiamas tik prisijungus/)).toHaveCount(0);
    }
    await signInDemo(page);
    await page.reload();
    await expect(page).toHaveURL('/');
  });

  test('a signed-in user reaches every users-only page', async ({ page }) => {
    await signInDemo(page);
    for (const route of usersOnly) {
      await page.goto(route.path);
      await expect(title(page, route.title)).toBeVisible();
      await expect(page).toHaveURL(route.path);
    }
  });

  test('a signed-in user is sent from visitors-only pages to Home', async ({ page }) => {
    await signInDemo(page);
    for (const path of ['/prisijungti', '/priminti-slaptazodi']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(title(page, 'Kortų užimtumas')).toBeVisible();
    }
  });
});

test('settings has two tabs, each with its own address', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/nustatymai');
  await expect(title(page, 'Nustatymai')).toBeVisible();
  const password = page.getByRole('tab', { name: 'Keisti slaptažodį' });
  const consents = page.getByRole('tab', { name: 'Sutikimai' });
  await expect(password).toHaveAttribute('aria-selected', 'true');
  await expect(consents).toHaveAttribute('aria-selected', 'false');

  await consents.click();
  await expect(page).toHaveURL('/nustatymai/sutikimai');
  await expect(consents).toHaveAttribute('aria-selected', 'true');
  await expect(password).toHaveAttribute('aria-selected', 'false');

  await password.click();
  await expect(page).toHaveURL('/nustatymai');
  await expect(password).toHaveAttribute('aria-selected', 'true');

  // from the keyboard: the arrow keys change the tab and its address, focus stays on the tabs
  await password.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/nustatymai/sutikimai');
  await expect(consents).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL('/nustatymai');
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('data-focus-visible', 'true');
});

test('an unknown settings tab is not found', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/nustatymai/nera');
  await expect(title(page, 'Puslapis nerastas')).toBeVisible();
});

test("the signed-in user's name is in the user bar and leads to settings", async ({ page }) => {
  await signInDemo(page);
  await page.goto('/');
  const name = userBar(page).getByRole('link', { name: demoName });
  await expect(name).toBeVisible();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toHaveCount(0);
  await name.click();
  await expect(page).toHaveURL('/nustatymai');
  await expect(page.getByRole('tab', { name: 'Keisti slaptažodį' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('logging out signs the user out for good and goes Home', async ({ page }) => {
  await signInDemo(page);
  await page.goto('/uzsakymai');
  await expect(title(page, 'Mano užsakymai')).toBeVisible();

  await userBar(page).getByRole('button', { name: 'Atsijungti' }).click();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(userBar(page).getByRole('link', { name: demoName })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  // SPEC §2: logging out goes Home (checked softly so the rest still runs if it does not)
  await expect.soft(page).toHaveURL('/');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect(userBar(page).getByRole('button', { name: 'Atsijungti' })).toHaveCount(0);
  await page.goto('/balansas');
  await expect(page).toHaveURL('/prisijungti?grizti=%2Fbalansas');
});

test('a stale token is cleared at start-up and the visitor can sign in', async ({ page }) => {
  await page.addInitScript((key) => {
    if (window.sessionStorage.getItem('e2e.stale') !== null) return;
    window.sessionStorage.setItem('e2e.stale', '1');
    window.localStorage.setItem(key, 'bogus');
  }, storageKeys.token);
  await page.goto('/');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();

  await page.goto('/balansas');
  await expect(page).toHaveURL('/prisijungti?grizti=%2Fbalansas');
});
