/**
 * The cart (docs/rules.md §2 cart, pay dialog; §4 "Adding", "Countdown", "Paying"; §8) against
 * the simulator: adding as a visitor and as a user, the yes/no after adding, a slot tapped while
 * the board reads its day again, removing after a question, paying by credits (enough, too
 * little, exactly the balance, one cent short) and by the simulator's bank (accept, cancel), the hold running out, the hold warning and its extend
 * (WCAG 2.2.1), two customers after one slot, a double press on pay, two tabs of one browser, and
 * the whole way from a free cell to a paid booking by keyboard.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): weekend prices, so half an
 * hour on a tennis court is 7,00 €; the demo user has 50,00 € of credit.
 */
import type { Locator, Page } from '@playwright/test';
import {
  add,
  balance,
  cartButton,
  cell,
  COURT,
  dialog,
  items,
  logged,
  openPay,
  panel,
  pick,
  signedInAtHome,
  toasts,
} from './board-helpers';
import { accounts, expect, holdRequests, signIn, test, timeRangeLines } from './fixtures';

const NOW = '2026-11-21T09:30';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

test('a visitor who picks a slot signs in first; then it is added', async ({ page }) => {
  await page.goto('/');
  await expect(panel(page)).toHaveCount(0);
  await pick(page, '10:00');
  const login = dialog(page, 'Prisijungimas');
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'El. paštas', exact: true }).fill(accounts.demo.email);
  await login
    .getByRole('textbox', { name: 'Slaptažodis', exact: true })
    .fill(accounts.demo.password);
  await login.getByRole('button', { name: 'Prisijungti' }).click();

  await expect(dialog(page, 'Laikas įdėtas į krepšelį')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(items(panel(page))).toHaveCount(1);
  await expect(items(panel(page))).toContainText(`${COURT}, 30 min`);
});

test('add, choose more, add again, go to the cart', async ({ page }) => {
  await signedInAtHome(page);
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(dialog(page, 'Laikas įdėtas į krepšelį')).toHaveCount(0);
  await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
  await expect(cartButton(page)).toHaveText('Peržiūrėti krepšelį (1)');

  await (await add(page, '10:30')).getByRole('button', { name: 'Eiti į krepšelį' }).click();
  const cart = dialog(page, 'Krepšelis');
  await expect(items(cart)).toHaveCount(2);
  await expect(items(cart).nth(0)).toContainText('Sporto centras Žalgiris');
  await expect(items(cart).nth(0)).toContainText(
    '2026 m. lapkričio 21 d., šeštadienis, 10:00–10:30',
  );
  await expect(items(cart).nth(1)).toContainText('10:30–11:00');
  await expect(cart).toContainText('Iš viso14,00 €');
  await expect(cart.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
});

test('a slot tapped while the board reads its day again opens at once; the day is read once it closes', async ({
  page,
}) => {
  await signedInAtHome(page);
  // the board's reading of the day after the add is held until the test lets it go
  const release = await holdRequests(page, '**/api/v1/placeInfo?**');
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(page.getByTestId('board-region')).toHaveAttribute('aria-busy', 'true');
  // the day on screen still shows 10:00 free: it is the day read before the add
  await cell(page, COURT, '10:30').click();
  const slot = dialog(page, COURT);
  await expect(slot.getByRole('button', { name: /^Pasirinkti 10:30–/ }).first()).toBeVisible();
  release();
  await page.keyboard.press('Escape');
  await expect(slot).toHaveCount(0);
  await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
});

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("a held time's range stays on one line in the panel and in the cart dialog", async ({
    page,
  }) => {
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const held = items(panel(page));
    await expect(held).toHaveCount(1);
    expect(await timeRangeLines(held)).toEqual([{ range: '10:00–10:30', lines: 1 }]);

    await cartButton(page).click();
    const inDialog = items(dialog(page, 'Krepšelis'));
    await expect(inDialog).toHaveCount(1);
    expect(await timeRangeLines(inDialog)).toEqual([{ range: '10:00–10:30', lines: 1 }]);
  });
});

test('remove asks first; no keeps the time, yes removes it and frees the slot', async ({
  page,
}) => {
  await signedInAtHome(page);
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await (await add(page, '10:30')).getByRole('button', { name: 'Eiti į krepšelį' }).click();
  const cart = dialog(page, 'Krepšelis');
  const removeSecond = cart.getByRole('button', { name: /^Pašalinti: .*10:30–11:00/ });

  await removeSecond.click();
  await expect(cart.getByText('Pašalinti šį laiką iš krepšelio?')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Ne, palikti' })).toBeFocused();
  await cart.getByRole('button', { name: 'Ne, palikti' }).click();
  await expect(items(cart)).toHaveCount(2);
  expect(await logged(page.request, 'DELETE /api/v2/carts')).toHaveLength(0);

  await removeSecond.click();
  await cart.getByRole('button', { name: 'Taip, pašalinti' }).click();
  await expect(items(cart)).toHaveCount(1);
  await expect(cart).toContainText('Iš viso7,00 €');
  expect(await logged(page.request, 'DELETE /api/v2/carts')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(cell(page, COURT, '10:30')).toBeVisible();
});

test.describe('paying by credits', () => {
  test('balance falls, the slots show Bought, the cart is empty, the success says so', async ({
    page,
  }) => {
    await signedInAtHome(page);
    await expect(balance(page)).toContainText('50,00 €');
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const pay = await openPay(page);
    await expect(pay.getByRole('radio', { name: /Internetinė bankininkystė/ })).toBeChecked();
    await pay.getByText('Kreditai', { exact: true }).click();
    await expect(pay).toContainText('Jūsų balansas: 50,00 €');
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();

    await expect(pay).toHaveCount(0);
    await expect(
      panel(page).getByRole('status').filter({ hasText: 'Apmokėjimas sėkmingas' }),
    ).toBeVisible();
    await expect(balance(page)).toContainText('43,00 €');
    await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
    await expect(panel(page)).toContainText('Krepšelis tuščias');
    await expect(cartButton(page)).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Uždaryti' }).click();
    await expect(panel(page)).not.toContainText('Apmokėjimas sėkmingas');
  });

  test('too little credit: nothing is sent; the dialog says by how much, and the way to top up', async ({
    page,
    sim,
  }) => {
    await sim.scenario({ balances: { [accounts.demo.email]: 500 } });
    const pay = await payingByCredits(page);
    await expect(pay).toContainText('Jūsų balansas: 5,00 €');
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    const said = pay.getByRole('alert');
    await expect(said).toContainText('Jūsų balanso trūksta 2,00 €, kad apmokėtumėte kreditais.');
    await expect(said).not.toContainText('Nepavyko apmokėti');
    await expect(pay.getByRole('button', { name: 'Apmokėti 7,00 €' })).toBeEnabled();
    expect(await logged(page.request, '/user_account_order')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(items(panel(page))).toHaveCount(1);
    await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
    await expect(balance(page)).toContainText('5,00 €');

    // the way to top up: the balance page, the cart as it was
    await (await openPay(page)).getByText('Kreditai', { exact: true }).click();
    await dialog(page, 'Apmokėjimas').getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await dialog(page, 'Apmokėjimas').getByRole('link', { name: 'Papildyti balansą' }).click();
    await expect(page).toHaveURL('/balansas');
    await expect(dialog(page, 'Apmokėjimas')).toHaveCount(0);
  });

  // the edge, exactly the balance and one cent short: the portal's own check in
  // tests/machines/cart.test.ts ("the shortfall is counted to the cent"), the server's in
  // tests/venue-sim/credit-exact.test.ts, and what the dialog says in tests/views/Cart.test.tsx

  test('a balance spent elsewhere meanwhile: the server says short (402), the balance is read again and tells by how much', async ({
    page,
    sim,
  }) => {
    await signedInAtHome(page);
    await expect(balance(page)).toContainText('50,00 €');
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const pay = await openPay(page);
    await pay.getByText('Kreditai', { exact: true }).click();
    // the portal still shows 50,00 €; the server now holds 3,00 €
    await sim.scenario({ balances: { [accounts.demo.email]: 300 } });
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await expect(pay.getByRole('alert')).toContainText(
      'Jūsų balanso trūksta 4,00 €, kad apmokėtumėte kreditais.',
    );
    await expect(
      pay.getByRole('alert').getByRole('link', { name: 'Papildyti balansą' }),
    ).toBeVisible();
    await expect(balance(page)).toContainText('3,00 €');
    expect(await logged(page.request, '/user_account_order')).toHaveLength(1);
  });

  for (const [kind, sentence] of [
    ['500', 'Serverio klaida. Bandykite vėliau.'],
    ['drop', 'Ryšio klaida'],
  ] as const) {
    test(`a ${kind === '500' ? 'server failure' : 'lost connection'} says so, not a short balance, and never the server's own text`, async ({
      page,
      sim,
    }) => {
      const pay = await payingByCredits(page);
      // (a dropped connection for good: the browser tries a request again on a dropped socket)
      await sim.scenario({ failures: [{ match: '/user_account_order', kind }] });
      await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
      const said = pay.getByRole('alert');
      await expect(said).toHaveText(`Nepavyko apmokėti naudojant kreditus${sentence}`);
      await expect(said).not.toContainText('Simulated failure');
      await expect(said).not.toContainText('balans');
      // tried again, it goes through
      await sim.scenario({ failures: [] });
      await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
      await expect(pay).toHaveCount(0);
      await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
    });
  }

  test("a refusal the venue explains: the portal's sentence, the venue's words under it", async ({
    page,
    sim,
  }) => {
    const pay = await payingByCredits(page);
    // the hold runs out between the portal's last look at the cart and the payment itself
    await page.route('**/user_account_order', async (route) => {
      await sim.scenario({ now: '2026-11-21T09:50' });
      await route.continue();
    });
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    const said = pay.getByRole('alert');
    await expect(said).toContainText('Nepavyko apmokėti naudojant kreditus');
    await expect(said).toContainText('Rezervacijų sistema to padaryti neleido.');
    await expect(said.getByTestId('payment-failure-detail')).toHaveText(
      'Krepšelio galiojimo laikas baigėsi',
    );
  });

  test("the venue's clock past the hold before the press: nothing is paid, the time is up", async ({
    page,
    sim,
  }) => {
    const pay = await payingByCredits(page);
    // the page's countdown still runs; the venue's hold has ended
    await sim.scenario({ now: '2026-11-21T09:50' });
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await expect(pay).toContainText('Rezervavimo laikas baigėsi – laikai atlaisvinti.');
    await expect(pay.getByRole('button', { name: /^Apmokėti/ })).toBeDisabled();
    expect(await logged(page.request, '/user_account_order')).toEqual([]);
  });

  test('a double press on pay sends one request', async ({ page, sim }) => {
    const pay = await payingByCredits(page);
    await sim.scenario({ latencyMs: 600 });
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).dblclick();
    await expect(pay).toHaveCount(0);
    expect(await logged(page.request, '/user_account_order')).toEqual([
      expect.objectContaining({ method: 'POST', status: 200 }),
    ]);
  });
});

test.describe('paying by bank', () => {
  test('accept: the result page, and the orders show the booking', async ({ page }) => {
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const pay = await openPay(page);
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await expect(page).toHaveURL(/\/__sim\/bank\?/);
    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apmokėjimas įvyko');
    await page.getByRole('link', { name: 'Į užsakymus' }).click();
    await expect(page).toHaveURL('/uzsakymai');
    await expect(page.getByRole('main')).toContainText(`${COURT} nuoma`);
    await page.goto('/');
    await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
    await expect(panel(page)).toContainText('Krepšelis tuščias');
  });

  test('a server failure starting the payment says so in the dialog, without its own text', async ({
    page,
    sim,
  }) => {
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const pay = await openPay(page);
    await sim.scenario({ failures: [{ match: '/user_order', kind: '500', times: 1 }] });
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await expect(pay.getByRole('alert')).toHaveText(
      'Nepavyko apmokėtiServerio klaida. Bandykite vėliau.',
    );
    await expect(page).toHaveURL('/');
  });

  test('cancel: the failure page, and the cart is as it was', async ({ page }) => {
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    await (await openPay(page)).getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
    await expect(page).toHaveURL(/\/__sim\/bank\?/);
    await page.getByRole('button', { name: 'Atšaukti' }).click();

    await expect(page).toHaveURL('/mokejimas/nesekminga-rezervacija');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apmokėjimas neįvyko');
    await page.getByRole('link', { name: 'Rezervuoti kortus' }).click();
    await expect(items(panel(page))).toHaveCount(1);
    await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
  });
});

/** Signed in at Home with 10:00 in the cart, and the pay dialog open with credits chosen. */
async function payingByCredits(page: Page): Promise<Locator> {
  await signedInAtHome(page);
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();
  return pay;
}

/**
 * The countdown of a hold is the page's: a tick a second on its timers, from the seconds the
 * venue's answer gave. The hold tests install Playwright's clock before the page loads (time still
 * runs as it does) and run the page's timers through the seconds they would otherwise wait for.
 */
async function holdSecondsPass(page: Page, seconds: number) {
  await page.clock.runFor(seconds * 1000);
}

test.describe('the hold', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('a 5-second hold runs out: 00:00, the times released, reserve disabled', async ({
    page,
    sim,
  }) => {
    await sim.scenario({ cartHoldSeconds: 5 });
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Eiti į krepšelį' }).click();
    const cart = dialog(page, 'Krepšelis');
    await expect(cart.getByRole('button', { name: 'Rezervuoti' })).toBeEnabled();
    await holdSecondsPass(page, 5);
    await expect(cart.getByRole('status')).toHaveText(/Rezervavimo laikas baigėsi/);
    await expect(items(cart)).toContainText('Atlaisvinta');
    await expect(cart.getByRole('button', { name: 'Rezervuoti' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(panel(page).getByRole('status')).toHaveText(/Rezervavimo laikas baigėsi/);
  });

  test('a minute before the end an alert offers to extend; extending takes it away', async ({
    page,
    sim,
  }) => {
    await sim.scenario({ cartHoldSeconds: 65 });
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    await expect(panel(page).getByRole('timer')).toHaveText(/^01:0\d$/);
    const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
    await expect(warning).toHaveCount(0);

    await holdSecondsPass(page, 5);
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('timer')).toHaveText(/^(01:00|00:[0-5]\d)$/);
    // on another page too
    await page.getByRole('link', { name: /Balansas/ }).click();
    await expect(page).toHaveURL('/balansas');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Pratęsti' }).click();
    await expect(warning).toHaveCount(0);
    expect(await logged(page.request, 'PUT /api/v2/carts/')).toHaveLength(1);
    await page.goBack();
    await expect(panel(page).getByRole('timer')).toHaveText(/^01:0\d$/);
  });

  test('an extend that fails says why beside the alert, and extending again works', async ({
    page,
    sim,
  }) => {
    await sim.scenario({ cartHoldSeconds: 62 });
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
    await holdSecondsPass(page, 2);
    await expect(warning).toBeVisible();
    await sim.scenario({ failures: [{ match: 'PUT /api/v2/carts/', kind: '500', times: 1 }] });
    await warning.getByRole('button', { name: 'Pratęsti' }).click();

    // the failure is told where it does not hide the button the customer needs next
    await expect(toasts(page)).toContainText('Serverio klaida. Bandykite vėliau.');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Pratęsti' }).click({ timeout: 5_000 });
    await expect(warning).toHaveCount(0);
    expect(await logged(page.request, 'PUT /api/v2/carts/')).toHaveLength(2);
  });
});

test('two customers after one slot: one gets it, the other hears why and sees the board again', async ({
  browser,
}) => {
  // a court free at noon on the seeded Saturday
  const SHARED = 'Teniso aikštelė 3';
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const a = await first.newPage();
    const b = await second.newPage();
    await signedInAtHome(a);
    await signIn(b, accounts.fresh.email, accounts.fresh.password);
    await b.goto('/');
    const consent = dialog(b, 'Taisyklės ir sutikimai');
    await consent.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(consent).toHaveCount(0);

    // both have the slot's dialog open on a board that shows it free
    await cell(a, SHARED, '12:00').click();
    await cell(b, SHARED, '12:00').click();
    await expect(
      dialog(b, SHARED)
        .getByRole('button', { name: /^Pasirinkti 12:00–/ })
        .first(),
    ).toBeVisible();
    await dialog(a, SHARED)
      .getByRole('button', { name: /^Pasirinkti 12:00–/ })
      .first()
      .click();
    await expect(dialog(a, 'Laikas įdėtas į krepšelį')).toBeVisible();

    await dialog(b, SHARED)
      .getByRole('button', { name: /^Pasirinkti 12:00–/ })
      .first()
      .click();
    // told in the dialog b is looking at, in the venue's own words, not in a toast
    const told = dialog(b, SHARED).getByTestId('slot-add-failed');
    await expect(told).toContainText('Nepavyko įdėti laiko į krepšelį.');
    await expect(told).toContainText('Laikas 12:00 jau užimtas');
    await expect(toasts(b)).toHaveCount(0);
    await dialog(b, SHARED).getByRole('button', { name: 'Uždaryti' }).click();
    await expect(dialog(b, SHARED)).toHaveCount(0);
    await expect(cell(b, SHARED, '12:00', 'Rezervuota')).toBeVisible();
    await expect(dialog(b, 'Laikas įdėtas į krepšelį')).toHaveCount(0);
    await expect(panel(b)).toContainText('Krepšelis tuščias');
  } finally {
    await first.close();
    await second.close();
  }
});

test('two tabs: an add in one shows in the other; a reload keeps the countdown', async ({
  page,
  context,
  sim,
}) => {
  await signedInAtHome(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(panel(other)).toContainText('Krepšelis tuščias');

  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(items(panel(other))).toHaveCount(1);
  await expect(cell(other, COURT, '10:00', 'Krepšelyje')).toBeVisible();

  // a minute later by the server's clock, a reload counts on from there, not from the start
  await sim.scenario({ now: '2026-11-21T09:31' });
  await other.reload();
  await expect(items(panel(other))).toHaveCount(1);
  await expect(panel(other).getByRole('timer')).toHaveText(/^1[34]:\d\d$/);
  const left = await panel(other).getByRole('timer').textContent();
  expect(left! <= '14:00').toBe(true);
});

test.describe('focus is never dropped (docs/rules.md §4 "Focus")', () => {
  /** The element with focus is not the page's body. */
  const notOnBody = (page: import('@playwright/test').Page) =>
    page.evaluate(
      () => document.activeElement !== null && document.activeElement !== document.body,
    );

  test('paid by credits: the dialog closes, focus is on the success message, its close button next', async ({
    page,
  }) => {
    const pay = await payingByCredits(page);
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).focus();
    await page.keyboard.press('Enter');
    await expect(pay).toHaveCount(0);
    const paid = panel(page).getByTestId('cart-paid');
    await expect(paid).toContainText('Apmokėjimas sėkmingas');
    await expect(paid).toBeFocused();
    expect(await notOnBody(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expect(paid.getByRole('button', { name: 'Uždaryti' })).toBeFocused();
    // under it, what was paid: the time, the total, the balance left, the orders
    const summary = panel(page).getByRole('region', { name: 'Jūsų rezervacija' });
    await expect(summary.getByTestId('paid-item')).toHaveCount(1);
    await expect(summary.getByTestId('paid-item')).toContainText('10:00');
    await expect(summary.getByText('Sumokėta')).toBeVisible();
    await expect(summary.getByRole('status')).toHaveText('Jūsų balansas dabar: 43,00 €');
    await expect(summary.getByRole('link', { name: 'Į užsakymus' })).toHaveAttribute(
      'href',
      '/uzsakymai',
    );
  });

  test("the last item removed: the cart closes, focus is on the empty cart's words, the board next", async ({
    page,
  }) => {
    await signedInAtHome(page);
    await (await add(page, '10:00')).getByRole('button', { name: 'Eiti į krepšelį' }).click();
    const cart = dialog(page, 'Krepšelis');
    await cart.getByRole('button', { name: /^Pašalinti: / }).focus();
    await page.keyboard.press('Enter');
    await expect(cart.getByRole('button', { name: 'Ne, palikti' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(cart).toHaveCount(0);
    const empty = panel(page).getByText('Krepšelis tuščias');
    await expect(empty).toBeFocused();
    expect(await notOnBody(page)).toBe(true);
  });

  test.describe('extending the hold', () => {
    test.beforeEach(async ({ page, sim }) => {
      await sim.scenario({ cartHoldSeconds: 65 });
      await page.clock.install();
    });

    test('by keyboard: focus goes back to where the user was before the warning', async ({
      page,
    }) => {
      await signedInAtHome(page);
      await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
      await holdSecondsPass(page, 5);
      await expect(warning).toBeVisible();
      // the user was on the cart's button, then went to the warning
      await cartButton(page).focus();
      await warning.getByRole('button', { name: 'Pratęsti' }).focus();
      await page.keyboard.press('Enter');
      await expect(warning).toHaveCount(0);
      await expect(cartButton(page)).toBeFocused();
      expect(await notOnBody(page)).toBe(true);
    });

    test('with nothing focused before: focus goes to the hold line with the new time', async ({
      page,
    }) => {
      await signedInAtHome(page);
      await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
      await holdSecondsPass(page, 5);
      await expect(warning).toBeVisible();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await warning.getByRole('button', { name: 'Pratęsti' }).click();
      await expect(warning).toHaveCount(0);
      await expect(panel(page).getByText(/^Laikai rezervuoti dar/)).toBeFocused();
      expect(await notOnBody(page)).toBe(true);
    });
  });
});

test('keyboard only: from a free cell to a paid booking', async ({ page }) => {
  await signedInAtHome(page);
  const press = (key: string) => page.keyboard.press(key);
  /** Tab until `target` has focus (it can be reached by keyboard, in a sensible number). */
  async function tabTo(target: Locator, most = 40) {
    for (let i = 0; i < most; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await press('Tab');
    }
    await expect(target).toBeFocused();
  }

  // the board is one tab stop, on its first bookable cell (10:00, the first court: free)
  await tabTo(cell(page, COURT, '10:00'));
  await press('Enter');
  const slot = dialog(page, COURT);
  await tabTo(slot.getByRole('button', { name: /^Pasirinkti 10:00–10:30/ }));
  await press('Enter');
  const added = dialog(page, 'Laikas įdėtas į krepšelį');
  await tabTo(added.getByRole('button', { name: 'Eiti į krepšelį' }));
  await press('Enter');
  const cart = dialog(page, 'Krepšelis');
  await tabTo(cart.getByRole('button', { name: 'Rezervuoti' }));
  await press('Enter');
  const pay = dialog(page, 'Apmokėjimas');
  await tabTo(pay.getByRole('radio', { name: /Internetinė bankininkystė/ }));
  await press('ArrowDown');
  await expect(pay.getByRole('radio', { name: /Kreditai/ })).toBeChecked();
  await tabTo(pay.getByRole('button', { name: 'Apmokėti 7,00 €' }));
  await press('Enter');

  await expect(pay).toHaveCount(0);
  await expect(
    panel(page).getByRole('status').filter({ hasText: 'Apmokėjimas sėkmingas' }),
  ).toBeVisible();
  await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
});
