/**
 * Payment result pages (docs/rules.md §2, §4 "Paying", §8, "Payment results"; docs/wire.md
 * "Settled questions") against the simulator's bank: a reservation paid by bank (accept, cancel,
 * a reload, a return before the payment is processed, a return after the hold ended and the slots
 * were taken) and a top-up (accept, cancel).
 *
 * The cart is made, filled and sent to the bank through the booking API as the signed-in demo
 * user, the way the portal does it; the browser keeps the cart's code in localStorage, as the
 * portal's cart does, and then follows the bank page's buttons back to the portal.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius); carts hold for 15 minutes.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

const NOW = '2026-11-21T09:30';
const DAY = '2026-11-23';
const VENUE = 1;
const CART_KEY = 'savitarna.cart';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

type Json = { status?: unknown; data?: unknown; message?: unknown };

async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  form?: Record<string, string>,
): Promise<unknown> {
  const res = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(form ? { form } : {}),
  });
  const body = (await res.json()) as Json;
  if (!res.ok() || body.status !== 'success') {
    throw new Error(`${method} ${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  }
  return body.data;
}

interface Slot {
  courtId: number;
  time: string;
}

/** The first slot of the day whose hour (two half-hours) is free on one court. */
async function freeHour(request: APIRequestContext, token: string): Promise<Slot> {
  const days = (await api(
    request,
    'GET',
    `/api/v1/placeInfo?placeID=${VENUE}&date=${DAY}&sessionToken=${token}`,
    token,
  )) as { courtID: number; timetable: Record<string, { status: string }> }[];
  for (const court of days) {
    const times = Object.keys(court.timetable).sort();
    for (const [i, time] of times.entries()) {
      const next = times[i + 1];
      if (
        next !== undefined &&
        court.timetable[time]?.status === 'free' &&
        court.timetable[next]?.status === 'free'
      ) {
        return { courtId: court.courtID, time };
      }
    }
  }
  throw new Error('no free hour on the board');
}

/** The portal's return addresses, from the settings it reads at start-up. */
async function returnUrls(request: APIRequestContext) {
  const res = await request.get('/wp-json/data/v1/get_savitarna_options/');
  const body = (await res.json()) as {
    data: {
      paymentUrls: Record<'reservation' | 'balance', { accept: string; cancel: string }>;
    };
  };
  return body.data.paymentUrls;
}

/** A reservation cart with `slot` for an hour, made as the signed-in user (null: anonymously). */
async function cartWith(
  request: APIRequestContext,
  token: string | null,
  slot: Slot,
): Promise<string> {
  const { code } = (await api(request, 'POST', '/api/v2/basic-carts', token, {})) as {
    code: string;
  };
  await api(request, 'POST', `/api/v2/carts/${code}/court-reservations-add`, token, {
    courtID: String(slot.courtId),
    date: DAY,
    time: slot.time,
    durationMins: '60',
    ...(token ? { clientID: '1001' } : {}),
  });
  return code;
}

/** user_order with the portal's reservation return addresses: the bank page's address. */
async function payByBank(request: APIRequestContext, token: string, code: string) {
  const urls = (await returnUrls(request)).reservation;
  const { url } = (await api(request, 'POST', `/api/v2/carts/${code}/user_order`, token, {
    payment_method: 'bank',
    acceptUrl: urls.accept,
    cancelUrl: urls.cancel,
    session_token: token,
  })) as { url: string };
  return url;
}

async function cartStatus(request: APIRequestContext, code: string): Promise<number> {
  const cart = (await api(request, 'GET', `/api/v2/carts/${code}`, null)) as {
    status: { status: number };
  };
  return cart.status.status;
}

/** The demo user's orders on DAY that start at `slot`'s time. */
async function ordersAt(request: APIRequestContext, token: string, slot: Slot) {
  const { results } = (await api(
    request,
    'GET',
    `/api/v1/orders?from=${DAY}&to=${DAY}&sessionToken=${token}`,
    token,
  )) as { results: { sasi_galiojanuo: string }[] };
  return results.filter((o) => o.sasi_galiojanuo === `${DAY} ${slot.time}`).length;
}

/** The browser keeps the cart's code before the first page runs, once per tab. */
async function keepCart(page: Page, code: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e.seeded.cart') !== null) return;
      window.sessionStorage.setItem('e2e.seeded.cart', '1');
      window.localStorage.setItem(key, value);
    },
    [CART_KEY, code] as const,
  );
}

const keptCart = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The first visit of a result page compiles its lazy chunk on the dev server: a cold start. */
const landed = { timeout: 30_000 };

async function getCartReads(request: APIRequestContext, code: string): Promise<number> {
  const res = await request.get(
    `/__sim/requests?match=${encodeURIComponent(`GET /api/v2/carts/${code}`)}`,
  );
  const body = (await res.json()) as { data: unknown[] };
  return body.data.length;
}

test.describe('a reservation paid by bank', () => {
  test('accept: the page checks the cart, says it is paid, forgets the code; the order exists', async ({
    page,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    await page.goto(await payByBank(page.request, token, code));

    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    await expect(page.getByText('Rezervacija apmokėta. Ją rasite savo užsakymuose.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Į užsakymus' })).toHaveAttribute(
      'href',
      '/uzsakymai',
    );
    await expect.poll(() => keptCart(page)).toBeNull();
    expect(await cartStatus(page.request, code)).toBe(2);
    expect(await ordersAt(page.request, token, slot)).toBe(1);

    // what was booked and paid, to keep: the time, its day, the total, a calendar file
    const summary = page.getByRole('region', { name: 'Jūsų rezervacija' });
    const from = slot.time.slice(0, 5);
    await expect(summary.getByTestId('paid-item')).toHaveCount(1);
    await expect(summary.getByTestId('paid-item')).toContainText(`lapkričio 23 d.`);
    await expect(summary.getByTestId('paid-item')).toContainText(from);
    await expect(summary.getByText('Sumokėta')).toBeVisible();
    await expect(summary).not.toContainText('Atlaisvinta');
    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: 'Į kalendorių' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`rezervacija-${code}.ics`);
    const ics = await readFile((await file.path()) ?? '', 'utf8');
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(1);
    // Vilnius is UTC+2 in November
    const utcHour = String(Number(from.slice(0, 2)) - 2).padStart(2, '0');
    expect(ics).toContain(`DTSTART:20261123T${utcHour}${from.slice(3, 5)}00Z`);

    // the orders page (its list is not built yet: the API above is the check)
    await page.getByRole('link', { name: 'Į užsakymus' }).click();
    await expect(page).toHaveURL('/uzsakymai');
  });

  test('a reload of the success page changes nothing and reads nothing', async ({ page }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    await page.goto(await payByBank(page.request, token, code));
    await page.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    await expect(page.getByText('Rezervacija apmokėta. Ją rasite savo užsakymuose.')).toBeVisible();
    await expect.poll(() => keptCart(page)).toBeNull();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/carts/')) reads.push(request.url());
    });

    await page.reload();

    // the code is gone, so there is no cart to read: the bank's accept, and the way to the orders
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    await expect(
      page.getByText(
        'Bankas mokėjimą priėmė. Rezervaciją rasite savo užsakymuose, kai mokėjimas bus apdorotas.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Į užsakymus' })).toBeVisible();
    expect(reads).toEqual([]);
    expect(await ordersAt(page.request, token, slot)).toBe(1);
    expect(await cartStatus(page.request, code)).toBe(2);
  });

  test('the bank page again after paying: Accept once more lands on success and books nothing twice', async ({
    page,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    const bank = await payByBank(page.request, token, code);
    await page.goto(bank);
    await page.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);

    await page.goto(bank);
    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    expect(await ordersAt(page.request, token, slot)).toBe(1);
  });

  test('cancel: the failure page, a way back to the courts, and the cart kept as it was', async ({
    page,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    await page.goto(await payByBank(page.request, token, code));

    await page.getByRole('button', { name: 'Atšaukti' }).click();

    await expect(page).toHaveURL('/mokejimas/nesekminga-rezervacija');
    await expect(heading(page)).toHaveText('Apmokėjimas neįvyko', landed);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Rezervacijos apmokėti nepavyko' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rezervuoti kortus' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await keptCart(page)).toBe(code);
    expect(await cartStatus(page.request, code)).toBe(1);
    expect(await ordersAt(page.request, token, slot)).toBe(0);

    // the times are still held: for how long, and the cart to pay again
    await expect(page.getByText('Laikai jūsų krepšelyje dar laikomi')).toBeVisible();
    await expect(page.getByText(/^Laikai rezervuoti dar \d\d:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Eiti į krepšelį' }).click();
    await expect(page.getByRole('dialog', { name: 'Krepšelis' })).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('cart-item')).toHaveCount(1);
  });

  test('back before the payment is processed: “being confirmed”, then paid once it is', async ({
    page,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    const urls = (await returnUrls(page.request)).reservation;
    await payByBank(page.request, token, code);

    // the browser is back on the accept address before the bank has told the back end
    await page.goto(new URL(urls.accept).pathname);
    await expect(heading(page)).toHaveText('Mokėjimas tvirtinamas', landed);
    await expect(page.getByRole('status').filter({ hasText: 'Tikriname' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Į užsakymus' })).toHaveCount(0);
    // the first read said "not yet" and the page read again (the cart panel reads it once too)
    await expect.poll(() => getCartReads(page.request, code)).toBeGreaterThanOrEqual(3);
    expect(await keptCart(page)).toBe(code);

    // now the bank's confirmation arrives
    const accepted = await page.request.post('/__sim/bank/accept', {
      form: { cart: code, accept: urls.accept, cancel: urls.cancel },
      maxRedirects: 0,
    });
    expect(accepted.status()).toBe(303);

    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    await expect(page.getByText('Rezervacija apmokėta. Ją rasite savo užsakymuose.')).toBeVisible();
    await expect.poll(() => keptCart(page)).toBeNull();
  });

  test('accepted after the hold ended and the slots were taken: lost, the payment will be returned', async ({
    page,
    sim,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    const slot = await freeHour(page.request, token);
    const code = await cartWith(page.request, token, slot);
    await keepCart(page, code);
    const bank = await payByBank(page.request, token, code);

    // the hold (15 minutes) ends while the user is at the bank, and someone else takes the hour
    await sim.scenario({ now: '2026-11-21T09:50' });
    await cartWith(page.request, null, slot);

    await page.goto(bank);
    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
    await expect(heading(page)).toHaveText('Rezervacija neįvyko', landed);
    await expect(page.getByRole('alert')).toContainText('mokėjimas bus grąžintas');
    await expect(page.getByRole('link', { name: 'Rezervuoti kortus' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect.poll(() => keptCart(page)).toBeNull();
    expect(await cartStatus(page.request, code)).toBe(5);
    expect(await ordersAt(page.request, token, slot)).toBe(0);
  });
});

test.describe('a top-up paid by bank', () => {
  async function topUpAtBank(page: Page, token: string): Promise<string> {
    const urls = (await returnUrls(page.request)).balance;
    const { cart } = (await api(page.request, 'POST', '/api/v2/carts', token)) as {
      cart: { reservationCode: string };
    };
    const code = cart.reservationCode;
    await api(page.request, 'POST', `/api/v2/carts/${code}/account_cash`, token, {
      subject: '1001',
      amount: '10.00',
    });
    const { url } = (await api(page.request, 'POST', `/api/v2/carts/${code}/order`, token, {
      payment_method: 'bank',
      email: accounts.demo.email,
      acceptUrl: urls.accept,
      cancelUrl: urls.cancel,
    })) as { url: string };
    return url;
  }

  const credit = async (request: APIRequestContext, token: string) =>
    Number(
      (
        (await api(request, 'GET', `/api/v1/credit?sessionToken=${token}`, token)) as {
          balance: string;
        }
      ).balance,
    );

  test('accept: success, the balance grows, and the way to reserve courts', async ({ page }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto(await topUpAtBank(page, token));

    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    await expect(page).toHaveURL('/mokejimas/sekmingai-balansas');
    await expect(heading(page)).toHaveText('Apmokėjimas įvyko', landed);
    await expect(page.getByText('Jūsų balansas papildytas.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rezervuoti kortus' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Jūsų balansas dabar: 60,00 €' }),
    ).toBeVisible();
    expect(await credit(page.request, token)).toBe(60);
  });

  test('cancel: failure, the balance as it was, and the way back to the balance page', async ({
    page,
  }) => {
    const token = await signIn(page, accounts.demo.email, accounts.demo.password);
    await page.goto(await topUpAtBank(page, token));

    await page.getByRole('button', { name: 'Atšaukti' }).click();

    await expect(page).toHaveURL('/mokejimas/nesekmingai-balansas');
    await expect(heading(page)).toHaveText('Apmokėjimas neįvyko', landed);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Balanso papildyti nepavyko' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Į balanso puslapį' })).toHaveAttribute(
      'href',
      '/balansas',
    );
    expect(await credit(page.request, token)).toBe(50);
  });
});
