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
import { accounts, chooseLocale, expect, test, userBar } from './fixtures';

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
