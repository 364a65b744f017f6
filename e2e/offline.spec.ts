/**
 * Offline and back (docs/rules.md §8 "Offline"): the browser loses its connection
 * (`context.setOffline`), the portal says so once in a banner, in the user's language, not in a
 * toast per failed call; what needs the network is refused with nothing typed lost; when the
 * connection is back the banner goes and the board, the cart and the balance are read again, the
 * cart's countdown from the server's own time.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): half an hour on a tennis
 * court is 7,00 €; the cart's hold is 15 minutes.
 */
import {
  add,
  cartButton,
  cell,
  COURT,
  dialog,
  items,
  logged,
  openPay,
  panel,
  signedInAtHome,
  toasts,
} from './board-helpers';
import type { Page } from '@playwright/test';
import { accounts, chooseLocale, expect, signIn, test, userBar } from './fixtures';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: '2026-11-21T09:30' });
});

const banner = (page: Page) => page.getByTestId('offline-banner');

/** The banner's words, which every refusal made offline repeats where the user acted. */
const BANNER = {
  lt: 'Nėra interneto ryšio. Kol jis negrįš, nieko negalima užsakyti ar apmokėti; tai, ką įvedėte, išliks.',
  en: 'No internet connection. Until it is back, nothing can be booked or paid; what you have typed stays.',
} as const;

test('offline: one banner, no toasts, the add refused in its dialog; back: read again, the countdown by the server', async ({
  page,
  context,
  sim,
  request,
}) => {
  await signedInAtHome(page);
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  const timer = panel(page).getByRole('timer');
  await expect(timer).toHaveText(/^1[45]:\d\d$/);
  await expect(banner(page)).toBeEmpty();

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.lt);
  // what needs the network is refused in place, and again on a retry, with no toast
  await cell(page, COURT, '10:30').click();
  const slot = dialog(page, COURT);
  await expect(slot).toContainText('Nepavyko įkelti galimų laikų.');
  await slot.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(slot).toContainText('Nepavyko įkelti galimų laikų.');
  await page.keyboard.press('Escape');
  await expect(slot).toHaveCount(0);
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
  // refused before it was sent, in the banner's words, where the user pressed
  await expect(pay.getByRole('alert')).toContainText('Nepavyko apmokėti naudojant kreditus');
  await expect(pay.getByRole('alert')).toContainText(BANNER.lt);
  // the choice made in the dialog stays: paying again needs no new choice
  await expect(pay.getByRole('radio', { name: 'Kreditai' })).toBeChecked();
  await expect(toasts(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(pay).toHaveCount(0);
  expect(await logged(request, 'user_account_order')).toEqual([]);
  // a removal: refused beside its question, which stays for the same yes once online
  await cartButton(page).click();
  const cart = dialog(page, 'Krepšelis');
  await cart.getByRole('button', { name: /^Pašalinti: / }).click();
  await cart.getByRole('button', { name: 'Taip, pašalinti' }).click();
  await expect(cart.getByTestId('cart-remove-failed')).toHaveText(BANNER.lt);
  await expect(cart.getByText('Pašalinti šį laiką iš krepšelio?')).toBeVisible();
  await expect(items(cart)).toHaveCount(1);
  expect(await logged(request, 'DELETE /api/v2/carts')).toEqual([]);
  await cart.getByRole('button', { name: 'Ne, palikti' }).click();
  await page.keyboard.press('Escape');
  await expect(cart).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);

  // five minutes pass on the server while the page is offline
  await sim.scenario({ now: '2026-11-21T09:35' });
  await request.delete('/__sim/requests');
  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  // the cart was read again: its countdown is the server's, five minutes less
  await expect(timer).toHaveText(/^(10:00|09:[45]\d)$/);
  // the board, the cart and the balance were read again
  for (const read of ['GET /api/v2/carts/', 'GET /api/v1/placeInfo', 'GET /api/v1/credit'])
    await expect.poll(async () => (await logged(request, read)).length, read).toBeGreaterThan(0);
  await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
});

test('the banner speaks English to an English user', async ({ page, context }) => {
  await chooseLocale(page, 'en');
  await page.goto('/');
  // the portal is up once it shows the venue's phone, which start-up learns
  await expect(page.getByRole('link', { name: /\+370/ }).first()).toBeVisible();
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.en);
  await expect(banner(page)).toHaveAttribute('role', 'status');
  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
});

test('offline, another venue’s day is refused on the board in the banner’s words; online, it comes by itself', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  const board = page.getByRole('region', { name: 'Kortų užimtumas' });
  await expect(board.getByRole('gridcell').first()).toBeVisible();
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.lt);
  const asked = (await logged(request, '/v1/placeInfo')).length;
  await page.getByRole('tablist', { name: 'Sporto vietos' }).getByRole('tab').nth(1).click();
  await expect(board.getByRole('alert')).toContainText(BANNER.lt);
  // refused unsent
  expect(await logged(request, '/v1/placeInfo')).toHaveLength(asked);
  await context.setOffline(false);
  await expect(board.getByRole('alert')).toHaveCount(0);
  await expect(board.getByRole('gridcell').first()).toBeVisible();
});

test('offline, the login form is refused in the banner’s words and keeps what was typed; online, the same press signs in', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/prisijungti');
  const main = page.getByRole('main');
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  await field('El. paštas').fill(accounts.demo.email);
  await field('Slaptažodis').fill(accounts.demo.password);
  await request.delete('/__sim/requests');

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.lt);
  await main.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(main.getByRole('alert')).toHaveText(BANNER.lt);
  await expect(field('El. paštas')).toHaveValue(accounts.demo.email);
  await expect(field('Slaptažodis')).toHaveValue(accounts.demo.password);
  await expect(toasts(page)).toHaveCount(0);
  // refused before it was sent: the server never heard of it
  expect(await logged(request, '/v1/login')).toEqual([]);

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  await main.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(userBar(page).getByRole('button', { name: 'Atsijungti' })).toBeVisible();
  expect(await logged(request, '/v1/login')).toHaveLength(1);
});

test('offline, the contact panel says so in English and keeps the message; online it goes', async ({
  page,
  context,
  request,
}) => {
  await chooseLocale(page, 'en');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Contact us', exact: true }).click();
  const contact = page.getByRole('dialog', { name: 'Contact us' });
  const typed = { Name: 'Ona', 'Phone number': '+37060000000', 'E-mail': 'ona@example.lt' };
  for (const [name, value] of Object.entries(typed))
    await contact.getByRole('textbox', { name }).fill(value);
  await contact.getByRole('textbox', { name: 'Message' }).fill('A court for Sunday?');
  await request.delete('/__sim/requests');

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.en);
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(contact.getByText(BANNER.en)).toBeVisible();
  for (const [name, value] of Object.entries(typed))
    await expect(contact.getByRole('textbox', { name })).toHaveValue(value);
  await expect(contact.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'A court for Sunday?',
  );
  expect(await logged(request, '/susisiekti')).toEqual([]);

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(contact).toContainText('Message sent.');
});

test('offline, extending the hold and reading the cart again are refused in the cart, in the banner’s words; online both go through', async ({
  page,
  context,
  sim,
  request,
}) => {
  await sim.scenario({ cartHoldSeconds: 65 });
  // the hold's countdown ticks on the page's timers: the test runs them through the five seconds
  // to the warning instead of waiting for them (time runs as it does otherwise)
  await page.clock.install();
  await signedInAtHome(page);
  // a second tab of the portal, which changes the cart while this one is offline
  const other = await context.newPage();
  await other.goto('/');
  await expect(panel(other)).toContainText('Krepšelis tuščias');
  await page.bringToFront();
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
  await page.clock.runFor(5000);
  await expect(warning).toBeVisible();

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.lt);
  await request.delete('/__sim/requests');
  await warning.getByRole('button', { name: 'Pratęsti' }).click();
  // said beside the button pressed; the warning, and its button, stay for the same press
  const notExtended = warning.getByTestId('hold-extend-failed');
  await expect(notExtended).toContainText('Rezervacijos pratęsti nepavyko.');
  await expect(notExtended).toContainText(BANNER.lt);
  await expect(warning.getByRole('button', { name: 'Pratęsti' })).toBeEnabled();

  // the other tab changes the cart (as a tab does, by the time it writes): this tab cannot read
  // it, and says so in the cart, never that the cart is empty; the slot held stays on screen
  await other.evaluate(() =>
    window.localStorage.setItem('savitarna.cart.changed', String(Date.now())),
  );
  const notRead = panel(page).getByTestId('cart-read-failed');
  await expect(notRead).toContainText('Nepavyko įkelti krepšelio.');
  await expect(notRead).toContainText(BANNER.lt);
  await expect(items(panel(page))).toHaveCount(1);
  await expect(panel(page)).not.toContainText('Krepšelis tuščias');
  await expect(toasts(page)).toHaveCount(0);
  expect(await logged(request, '/api/v2/carts/')).toEqual([]);

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  // read again: what was said goes; the same press extends
  await expect(notRead).toHaveCount(0);
  await expect(notExtended).toHaveCount(0);
  await warning.getByRole('button', { name: 'Pratęsti' }).click();
  await expect(warning).toHaveCount(0);
  expect(await logged(request, 'PUT /api/v2/carts/')).toHaveLength(1);
  await expect(panel(page).getByRole('timer')).toHaveText(/^01:0\d$/);
});

test('offline, an offer for resale and an invoice’s download are refused beside their rows, in English; online they go through', async ({
  page,
  context,
  request,
}) => {
  await chooseLocale(page, 'en');
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/uzsakymai');
  const rows = page.getByTestId('range-list').locator('tbody tr');
  const row = rows.filter({ hasText: '2026-11-24' });
  await expect(row.getByRole('button', { name: /^Sell/ })).toBeVisible();
  await request.delete('/__sim/requests');

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.en);
  await row.getByRole('button', { name: /^Sell/ }).click();
  await page.getByRole('button', { name: 'Yes, offer it' }).click();
  const said = row.getByRole('alert');
  await expect(said).toContainText('The booking could not be offered for sale.');
  await expect(said).toContainText(BANNER.en);
  // the rows stay as they were, not "no results"
  await expect(row.getByRole('button', { name: /^Sell/ })).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);

  // an invoice: its page read online, its download pressed offline
  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  await page.goto('/saskaitos');
  const invoice = page.getByTestId('range-list').locator('tbody tr').first();
  await expect(invoice).toContainText('SF-2026-0001');
  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER.en);
  await invoice.getByRole('button', { name: 'Download PDF: SF-2026-0001' }).click();
  await expect(invoice.getByRole('alert')).toContainText('The invoice could not be downloaded.');
  await expect(invoice.getByRole('alert')).toContainText(BANNER.en);
  await expect(toasts(page)).toHaveCount(0);
  expect(await logged(request, '/sellOrder')).toEqual([]);
  expect(await logged(request, '/invoice/pdf')).toEqual([]);

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  const download = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Download PDF: SF-2026-0001' }).click();
  expect((await download).suggestedFilename()).toBe('SF-2026-0001.pdf');
  await expect(invoice.getByRole('alert')).toHaveCount(0);
});
