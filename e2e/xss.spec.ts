/**
 * Untrusted data against the simulator: an XSS probe in every text the servers
 * supply — venue and court names, the cart's products, the user's name, orders' venue and service,
 * invoices' serial numbers, a server's error message — is shown as text and never runs; the
 * bearer token goes to the booking API only; a bank address that is not http(s) is refused with a
 * message. The terms HTML has its own probes (consent.spec.ts); that a 401 drops the stored
 * token is tests/app/session-ends.test.tsx's.
 *
 * A probe that ran would set `window.__pwned` or open a dialog (alert); each test fails on either,
 * and on any element carrying an inline handler (`onerror`, `onload`) in the page.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius).
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { accounts, boardTable, expect, signIn, test, userBar } from './fixtures';

const NOW = '2026-11-21T09:30';
const PROBE =
  `"'><img src=x onerror="window.__pwned='img';alert('img')">` +
  `<svg onload="window.__pwned='svg'"></svg><script>window.__pwned='script'</script>` +
  `<a href="javascript:window.__pwned='link'">x</a>`;
/** A part of the probe a text node shows exactly as sent. */
const SHOWN = `<img src=x onerror="window.__pwned='img';alert('img')">`;

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

/** Records every dialog (alert, confirm, prompt) the page opens, and dismisses it. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Nothing ran: no flag, no dialog, no element with an inline handler in the document. */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => document.querySelectorAll('[onerror], [onload], [onclick]').length),
  ).toBe(0);
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('a[href]')].filter((a) =>
          /^\s*javascript:/i.test(a.getAttribute('href') ?? ''),
        ).length,
    ),
  ).toBe(0);
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const panel = (page: Page) => page.getByRole('region', { name: 'Krepšelis' });
test('names on the board, in the slot dialog, in the cart and in the user bar are text', async ({
  page,
  sim,
}) => {
  const dialogs = watchDialogs(page);
  await sim.scenario({ probe: PROBE });
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/rezervacija/2');

  const tabs = page.getByRole('tablist', { name: 'Sporto vietos' });
  await expect(tabs.getByRole('tab', { name: `Teniso arena${PROBE}` })).toBeVisible();
  await expect(
    boardTable(page).getByRole('columnheader', { name: `Kortas 4${PROBE}` }),
  ).toBeVisible();
  await expect(userBar(page)).toContainText(`Jonas${PROBE}`);

  await boardTable(page)
    .getByRole('gridcell', { name: `Kortas 4${PROBE}, 10:00: Laisva`, exact: true })
    .click();
  const slot = dialog(page, `Kortas 4${PROBE}`);
  await expect(slot).toBeVisible();
  await slot
    .getByRole('button', { name: /^Pasirinkti 10:00–/ })
    .first()
    .click();
  await dialog(page, 'Laikas įdėtas į krepšelį')
    .getByRole('button', { name: 'Eiti į krepšelį' })
    .click();
  const cart = dialog(page, 'Krepšelis');
  await expect(cart.getByTestId('cart-item')).toContainText(`Teniso arena${PROBE}`);
  await expect(cart.getByTestId('cart-item')).toContainText(`Kortas 4, 30 min${PROBE}`);
  await page.keyboard.press('Escape');
  await expect(panel(page).getByTestId('cart-item')).toContainText(SHOWN);

  await expectNothingRan(page, dialogs);
});

test('orders and invoices show their venue, service and serial number as text', async ({
  page,
  sim,
}) => {
  const dialogs = watchDialogs(page);
  await sim.scenario({ probe: PROBE });
  await signIn(page, accounts.demo.email, accounts.demo.password);

  await page.goto('/uzsakymai');
  const list = page.getByTestId('range-list');
  await expect(list.locator('tbody tr')).toHaveCount(4);
  await expect(list.locator('tbody tr').first()).toContainText(`nuoma${PROBE}`);
  await expect(list.locator('tbody tr').first()).toContainText(`Žalgiris${PROBE}`);
  await expectNothingRan(page, dialogs);

  await page.goto('/saskaitos');
  await expect(list.locator('tbody tr')).toHaveCount(6);
  await expect(list.locator('tbody tr').first()).toContainText(`SF-2026-0001${PROBE}`);
  await expectNothingRan(page, dialogs);
});

test('a server’s error message is shown as text', async ({ page, sim, request }) => {
  const dialogs = watchDialogs(page);
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  await page
    .getByRole('gridcell', { name: 'Teniso aikštelė 1, 10:00: Laisva', exact: true })
    .click();
  const length = dialog(page, 'Teniso aikštelė 1')
    .getByRole('button', { name: /^Pasirinkti 10:00–/ })
    .first();
  await expect(length).toBeVisible();
  // someone else takes the slot while the dialog is open; the server's refusal carries the probe
  await takeSlot(request, 101, '2026-11-21', '10:00');
  await sim.scenario({ probe: PROBE });

  await length.click();
  // a failed add is told in the slot dialog, the venue's words under the portal's sentence
  await expect(dialog(page, 'Teniso aikštelė 1').getByTestId('slot-add-failed')).toContainText(
    `Laikas 10:00 jau užimtas${PROBE}`,
  );
  await expectNothingRan(page, dialogs);
});

/** An anonymous cart takes the half-hour, as another customer would. */
async function takeSlot(request: APIRequestContext, courtId: number, date: string, time: string) {
  const made = await request.post('/api/v2/basic-carts', { form: {} });
  const { code } = ((await made.json()) as { data: { code: string } }).data;
  const res = await request.post(`/api/v2/carts/${code}/court-reservations-add`, {
    form: { courtID: String(courtId), date, time, durationMins: '30' },
  });
  expect(res.status()).toBe(200);
}

test('the bearer token goes to the booking API only, never to the content server', async ({
  page,
}) => {
  const token = await signIn(page, accounts.demo.email, accounts.demo.password);
  const sent: Request[] = [];
  page.on('request', (r) => sent.push(r));
  await page.goto('/');
  await expect(userBar(page)).toContainText('Jonas Jonaitis');

  // a content-server call made while signed in: the contact form
  await page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }).click();
  const contact = dialog(page, 'Susisiekite su mumis');
  await contact.getByRole('textbox', { name: 'Vardas' }).fill('Jonas');
  await contact.getByRole('textbox', { name: 'Telefono numeris' }).fill('+37060000001');
  await contact.getByRole('textbox', { name: 'El. paštas' }).fill('jonas@example.lt');
  await contact.getByRole('textbox', { name: 'Žinutė' }).fill('Labas');
  await contact.getByRole('button', { name: 'Siųsti' }).click();
  await expect(
    contact.getByText('Žinutė išsiųsta. Susisieksime su jumis artimiausiu metu.'),
  ).toBeVisible();

  const carries = (r: Request) =>
    Boolean(r.headers()['authorization']) ||
    Boolean(r.headers()['x-nsoft-session-token']) ||
    r.url().includes(token) ||
    (r.postData() ?? '').includes(token);
  const content = sent.filter((r) => new URL(r.url()).pathname.startsWith('/wp-json/'));
  const booking = sent.filter((r) => new URL(r.url()).pathname.startsWith('/api/'));
  expect(content.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining([
      '/wp-json/data/v1/get_savitarna_options/',
      '/wp-json/data/v1/susisiekti',
    ]),
  );
  expect(content.filter(carries).map((r) => r.url())).toEqual([]);
  // the booking API does get it (the check above is not vacuous)
  expect(booking.filter(carries).length).toBeGreaterThan(0);
  expect(
    booking
      .filter((r) => r.headers()['authorization'] !== undefined)
      .map((r) => r.headers()['authorization']),
  ).toEqual(expect.arrayContaining([`Bearer ${token}`]));
});

test.describe('a bank address that is not http(s)', () => {
  const BAD = "javascript:window.__pwned='bank';alert('bank')";

  test('paying a reservation: refused with a message, the page stays', async ({ page, sim }) => {
    const dialogs = watchDialogs(page);
    await sim.scenario({ paymentUrl: BAD });
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/');
    await page
      .getByRole('gridcell', { name: 'Teniso aikštelė 1, 10:00: Laisva', exact: true })
      .click();
    await dialog(page, 'Teniso aikštelė 1')
      .getByRole('button', { name: /^Pasirinkti 10:00–/ })
      .first()
      .click();
    await dialog(page, 'Laikas įdėtas į krepšelį')
      .getByRole('button', { name: 'Eiti į krepšelį' })
      .click();
    await dialog(page, 'Krepšelis').getByRole('button', { name: 'Rezervuoti' }).click();
    const pay = dialog(page, 'Apmokėjimas');
    await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();

    // the lead, then the cause (docs/rules.md §8)
    await expect(pay.getByRole('alert')).toHaveText(/^Nepavyko apmokėti/);
    await expect(pay.getByRole('button', { name: 'Apmokėti 7,00 €' })).toBeEnabled();
    await expect(page).toHaveURL('/');
    await expectNothingRan(page, dialogs);
  });

  test('a top-up: refused with a message, the page stays', async ({ page, sim }) => {
    const dialogs = watchDialogs(page);
    await sim.scenario({ paymentUrl: BAD });
    await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto('/balansas');
    await expect(page.getByTestId('balance-amount')).toHaveText('50,00 €');
    await page.getByRole('button', { name: 'Papildyti', exact: true }).click();
    await page.getByRole('button', { name: 'Taip, papildyti' }).click();

    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/balansas');
    await expect(page.getByRole('textbox', { name: 'Papildymo suma, €' })).toHaveValue('10');
    await expectNothingRan(page, dialogs);
  });
});
