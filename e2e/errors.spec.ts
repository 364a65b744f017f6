/**
 * The one error channel (docs/rules.md §7–8): a failed call is told in the user's language, with
 * the server's own message as a second line; a failure the page already shows in place (the board's
 * retry) is not repeated as a toast; cancelled calls are never shown; the page never goes blank.
 */
import { accounts, chooseLocale, expect, signIn, test } from './fixtures';
import { storageKeys } from './fixtures';

const toasts = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Pranešimai|Notifications/ }).getByRole('alert');

test('a failed board load is shown in place with a retry, once: no toast repeats it', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await sim.scenario({ failures: [{ match: '/v1/placeInfo', kind: '500' }] });
  await page.getByRole('tab', { name: 'Teniso arena' }).click();

  await expect(page.getByText('Nepavyko įkelti kortų užimtumo.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);

  await sim.scenario({ failures: [] });
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('a dropped connection while loading the board reads in the chosen language', async ({
  page,
  sim,
}) => {
  await chooseLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await sim.scenario({ failures: [{ match: '/v1/placeInfo', kind: 'drop' }] });
  await page.getByRole('tab', { name: 'Padelio klubas' }).click();

  await expect(page.getByText('Court availability could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

for (const [locale, text] of [
  ['lt', 'Nepavyko prisijungti'],
  ['en', 'Could not log in'],
] as const) {
  test(`a stored token the server refuses is told in ${locale}, with the server's own words`, async ({
    page,
  }) => {
    await chooseLocale(page, locale);
    await page.addInitScript(([key]) => window.localStorage.setItem(key, 'stale-token'), [
      storageKeys.token,
    ] as const);
    await page.goto('/');

    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(text);
    // the simulator's own message comes second, as the server wrote it
    await expect(toast).toHaveText(new RegExp(`^${text}.+`));
    await expect(page.getByTestId('board')).toBeVisible();

    await toast.getByRole('button', { name: locale === 'lt' ? 'Uždaryti' : 'Close' }).click();
    await expect(toast).toHaveCount(0);
  });
}

test('switching venues quickly cancels the earlier load without a toast', async ({ page, sim }) => {
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await sim.scenario({ held: true });
  await page.getByRole('tab', { name: 'Teniso arena' }).click();
  await page.getByRole('tab', { name: 'Padelio klubas' }).click();
  await sim.scenario({ held: false });

  await expect(page.getByRole('columnheader', { name: /Padelio/ }).first()).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('a page whose code does not arrive says so under the header, once, and a retry brings it', async ({
  page,
}) => {
  let requests = 0;
  let down = true;
  await page.route('**/assets/NotFoundPage-*.js', (route) => {
    requests += 1;
    return down ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/nera-tokio-puslapio');

  await expect(page.getByRole('heading', { name: 'Nepavyko įkelti puslapio' })).toBeVisible();
  await expect(page.getByTestId('load-failed')).toContainText('Patikrinkite interneto ryšį');
  await expect(page.getByRole('banner')).toBeVisible();
  // asked for once: React drawing the page again after the error does not fetch it again
  expect(requests).toBe(1);

  down = false;
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(page.getByRole('heading', { name: 'Puslapis nerastas' })).toBeVisible();
  expect(requests).toBe(2);
});

test('a dialog whose code does not arrive says so over the page, and closes', async ({ page }) => {
  await page.route('**/assets/AccountDialogs-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByRole('button', { name: 'Registruotis' }).first().click();

  await expect(page.getByTestId('load-failed')).toContainText('Nepavyko įkelti šios dalies');
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
  await expect(page.getByTestId('board')).toBeVisible();
});

test('the code fetched after load, lost at first, is fetched again: a slot chosen meanwhile opens', async ({
  page,
  sim,
}) => {
  // the board as board.spec.ts knows it: Kortas 4 is free at 10:00
  await sim.scenario({ now: '2026-11-21T09:30' });
  let requests = 0;
  await page.route('**/assets/deferred-*.js', (route) => {
    requests += 1;
    return requests === 1 ? route.abort('internetdisconnected') : route.fallback();
  });
  await page.goto('/rezervacija/2');
  const slot = page.getByRole('gridcell', { name: 'Kortas 4, 10:00: Laisva' });
  await expect(slot).toBeVisible();
  await expect.poll(() => requests).toBe(1);
  await slot.click();
  await expect(toasts(page)).toHaveCount(0);

  // fetched again after a short wait, with no word from the user: the dialog opens
  await expect(page.getByRole('dialog', { name: 'Kortas 4' })).toBeVisible();
  expect(requests).toBe(2);
});

// The cart's add: a failure is told by its cause, in the chosen language, in the slot dialog
// (docs/rules.md §4 "Adding to the cart", §8); the server's own text of a failure never reaches
// the page.
// (Lithuanian and a 500: tests/views/Board.test.tsx "a failed add")
for (const [locale, kind, free, select, lead, sentence, close] of [
  [
    'en',
    '500',
    'Free',
    'Select',
    'The time could not be added to the cart.',
    'The server failed. Please try again later.',
    'Close',
  ],
  [
    'lt',
    'drop',
    'Laisva',
    'Pasirinkti',
    'Nepavyko įdėti laiko į krepšelį.',
    'Ryšio klaida',
    'Uždaryti',
  ],
] as const) {
  test(`an add that fails (${kind}) says so in the dialog in ${locale}, never the server's own text; the board stays`, async ({
    page,
    sim,
  }) => {
    await sim.scenario({ now: '2026-11-21T09:30' });
    await chooseLocale(page, locale);
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    const slot = page.getByRole('gridcell', { name: `Teniso aikštelė 1, 10:00: ${free}` });
    await slot.click();
    // (for good: the browser tries a request again on a dropped socket)
    await sim.scenario({ failures: [{ match: '/court-reservations-add', kind }] });
    const dialog = page.getByRole('dialog', { name: 'Teniso aikštelė 1' });
    await dialog
      .getByRole('button', { name: new RegExp(`^${select} 10:00–`) })
      .first()
      .click();

    // told where the user is looking, and focused there; nothing on the error channel
    const told = dialog.getByTestId('slot-add-failed');
    await expect(told).toContainText(lead);
    await expect(told).toContainText(sentence);
    await expect(told).not.toContainText('Simulated failure');
    await expect(told).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    // the dialog can be closed; the board is there
    await dialog.getByRole('button', { name: close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(slot).toBeVisible();
  });
}
