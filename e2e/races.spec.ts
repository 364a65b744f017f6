/**
 * Races against the simulator: answers that overtake each other, presses that
 * repeat, two customers at once, a logout or a dead session in the middle of something, and the
 * bank's return arriving twice. Each test makes the race happen for real — the simulator holds
 * answers back (`latencyMs`, `latencyJitterMs`) so the second thing starts while the first is in
 * flight — and then reads the simulator's own record (its request log, its board, its orders) to
 * see that nothing was lost and nothing was done twice.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): weekend prices, so half an
 * hour on a tennis court is 7,00 €; the demo user has 50,00 € of credit.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  add,
  balance,
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
import { accounts, boardTable, expect, signIn, storageKeys, test, userBar } from './fixtures';

const TODAY = '2026-11-21';
const NOW = `${TODAY}T09:30`;
const COURT_ID = 101;
const CART_KEY = 'savitarna.cart';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

/** Waits until every logged request has an answer or was given up by its client. */
async function settled(request: APIRequestContext, match = '') {
  await expect
    .poll(async () => (await logged(request, match)).filter((r) => r.status === null && !r.aborted))
    .toEqual([]);
}

const calendar = (page: Page) => page.getByRole('application', { name: /Pasirinkite datą/ });

/** Adds a half-hour at `time` and closes the yes/no with "choose more". */
async function added(page: Page, time: string) {
  await (await add(page, time)).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(cell(page, COURT, time, 'Krepšelyje')).toBeVisible();
}

/** What the page keeps in localStorage under `key`. */
const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** A slot's status on the simulator's board, as anyone but its holder sees it. */
async function simStatus(request: APIRequestContext, placeId: number, date: string, time: string) {
  const res = await request.get(`/api/v1/placeInfo?placeID=${placeId}&date=${date}`);
  const courts = (
    (await res.json()) as {
      data: { courtID: number; timetable: Record<string, { status: string }> }[];
    }
  ).data;
  return courts.find((c) => c.courtID === COURT_ID)?.timetable[`${time}:00`]?.status;
}

test('20 rapid date switches with answers in random order: the board ends on the last date', async ({
  page,
  sim,
  request,
}) => {
  await page.goto('/rezervacija/1');
  await expect(boardTable(page)).toBeVisible();
  // each day's answer takes 0–0.8 s: some land between two presses, others are overtaken
  await sim.scenario({ latencyMs: 0, latencyJitterMs: 800 });
  await request.delete('/__sim/requests');

  await calendar(page)
    .getByRole('button', { name: /lapkričio 21/ })
    .focus();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  const last = '2026-12-11';
  await expect(page).toHaveURL(`/rezervacija/1?data=${last}`);
  await settled(request, 'GET /api/v1/placeInfo');

  // what the simulator says of the last day, cell by cell, is what the board shows
  const res = await request.get(`/api/v1/placeInfo?placeID=1&date=${last}`);
  const courts = (
    (await res.json()) as { data: { timetable: Record<string, { status: string }> }[] }
  ).data;
  const expected = courts.map((c) =>
    Object.entries(c.timetable)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, slot]) => slot.status),
  );
  await expect(boardTable(page)).toHaveAccessibleName(
    'Sporto centras Žalgiris, 2026 m. gruodžio 11 d., penktadienis',
  );
  await expect(page.getByTestId('board-skeleton')).toHaveCount(0);
  const shown = await boardTable(page).evaluate((table) => {
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      ...tr.querySelectorAll('td'),
    ]);
    const columns = rows[0]?.length ?? 0;
    return Array.from({ length: columns }, (_, col) =>
      rows
        .map((cells) => cells[col]?.getAttribute('data-status') ?? '')
        .filter((s) => s !== 'closed'),
    );
  });
  expect(shown).toEqual(expected);

  const log = await logged(request, 'GET /api/v1/placeInfo');
  const answered = log.filter((r) => r.status === 200).map((r) => r.query.date);
  test.info().annotations.push({
    type: 'race',
    description: `${log.length} day requests: ${answered.length} answered, ${log.length - answered.length} given up`,
  });
  // the last day was asked for and answered
  expect(answered).toContain(last);
});

test('ten clicks on pay send one payment', async ({ page, sim, request }) => {
  await signedInAtHome(page, accounts.demo);
  await expect(balance(page)).toContainText('50,00 €');
  await added(page, '10:00');
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();
  await sim.scenario({ latencyMs: 800 });
  const button = pay.getByRole('button', { name: 'Apmokėti 7,00 €' });
  const box = await button.boundingBox();
  if (!box) throw new Error('the pay button has no box');
  // ten real clicks at the button's place, without waiting for it to be ready again
  for (let i = 0; i < 10; i++)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

  await expect(pay).toHaveCount(0);
  await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
  await expect(balance(page)).toContainText('43,00 €');
  await settled(request);
  expect((await logged(request, '/user_account_order')).map((r) => [r.method, r.status])).toEqual([
    ['POST', 200],
  ]);
});

test('two browsers add the same slot at once: one wins, the other hears why and sees the board again', async ({
  browser,
  sim,
  request,
}) => {
  const SHARED = 'Teniso aikštelė 3';
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!a || !b) throw new Error('no pages');
    await signedInAtHome(a, accounts.demo);
    await signIn(b, accounts.fresh.email, accounts.fresh.password);
    await b.goto('/');
    const consent = dialog(b, 'Taisyklės ir sutikimai');
    await consent.getByRole('button', { name: 'Patvirtinti' }).click();
    await expect(consent).toHaveCount(0);

    const choice = (page: Page) =>
      dialog(page, SHARED)
        .getByRole('button', { name: /^Pasirinkti 12:00–/ })
        .first();
    for (const page of [a, b]) {
      await cell(page, SHARED, '12:00').click();
      await expect(choice(page)).toBeVisible();
    }
    // both adds are in flight together: the server decides
    await sim.scenario({ latencyMs: 1000 });
    await request.delete('/__sim/requests');
    await Promise.all([choice(a).click(), choice(b).click()]);
    await expect
      .poll(async () => (await logged(request, '/court-reservations-add')).length)
      .toBe(2);
    await settled(request, '/court-reservations-add');
    await sim.scenario({ latencyMs: 0 });

    const adds = await logged(request, '/court-reservations-add');
    expect(adds.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = adds.find((r) => r.status === 200)?.body?.clientID === '1001' ? a : b;
    const loser = winner === a ? b : a;

    await expect(dialog(winner, 'Laikas įdėtas į krepšelį')).toBeVisible();
    await expect(cell(winner, SHARED, '12:00', 'Krepšelyje')).toBeVisible();

    // the loser hears why in the dialog it is looking at; closing it shows the board read again
    const told = dialog(loser, SHARED).getByTestId('slot-add-failed');
    await expect(told).toContainText('Laikas 12:00 jau užimtas');
    await expect(toasts(loser)).toHaveCount(0);
    await dialog(loser, SHARED).getByRole('button', { name: 'Uždaryti' }).click();
    await expect(cell(loser, SHARED, '12:00', 'Rezervuota')).toBeVisible();
    await expect(dialog(loser, 'Laikas įdėtas į krepšelį')).toHaveCount(0);
    await expect(panel(loser)).toContainText('Krepšelis tuščias');
  } finally {
    for (const c of contexts) await c.close();
  }
});

test('logout while an add is in flight leaves no reservation behind', async ({
  page,
  sim,
  request,
}) => {
  await signedInAtHome(page, accounts.demo);
  // long enough that the logout is pressed before the add's answer comes, however busy the
  // machine: an answer first opens the "added" question, and the page behind it is inert
  await sim.scenario({ latencyMs: 3000 });
  await request.delete('/__sim/requests');
  await pick(page, '10:00');
  // the add has reached the server and waits there for its answer
  await expect.poll(async () => (await logged(request, '/court-reservations-add')).length).toBe(1);
  // the slot dialog waits for the answer; closed, the add goes on, and the customer logs out
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await userBar(page).getByRole('button', { name: 'Atsijungti' }).click();
  // the add keeps its slow answer; what the logout sends after it is answered at once
  await sim.scenario({ latencyMs: 0 });

  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  await settled(request);
  expect(await simStatus(request, 1, TODAY, '10:00')).toBe('free');
  expect(await stored(page, storageKeys.token)).toBeNull();
  await expect(cell(page, COURT, '10:00')).toBeVisible();
});

test('the session ends on the server in the middle of checkout: the cart is kept, sign in again', async ({
  page,
  request,
}) => {
  const token = await signedInAtHome(page, accounts.demo);
  await added(page, '10:00');
  const code = await stored(page, CART_KEY);
  expect(code).not.toBeNull();
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();

  // the session dies on the server (another device logged out, or it timed out)
  const out = await request.post('/api/v1/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(out.ok()).toBe(true);
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();

  await expect(toasts(page)).toContainText('Sesija baigėsi. Prisijunkite iš naujo.');
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  expect(await stored(page, storageKeys.token)).toBeNull();
  expect(await stored(page, CART_KEY)).toBe(code);
  // nothing was paid, the hold stands
  expect(await simStatus(request, 1, TODAY, '10:00')).toBe('full');

  // signing in again finds the cart as it was
  if (await pay.isVisible()) await pay.getByRole('button', { name: 'Uždaryti' }).click();
  await userBar(page).getByRole('link', { name: 'Prisijungti' }).click();
  const login = page.getByRole('main');
  await login.getByRole('textbox', { name: 'El. paštas', exact: true }).fill(accounts.demo.email);
  await login
    .getByRole('textbox', { name: 'Slaptažodis', exact: true })
    .fill(accounts.demo.password);
  await login.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(userBar(page).getByRole('button', { name: 'Atsijungti' })).toBeVisible();
  await page.goto('/');
  await expect(items(panel(page))).toHaveCount(1);
  await expect(cell(page, COURT, '10:00', 'Krepšelyje')).toBeVisible();
  await expect(balance(page)).toContainText('50,00 €');
});

test('the bank returns twice (a reload, then Accept again): one booking, one payment', async ({
  page,
  request,
}) => {
  const token = await signedInAtHome(page, accounts.demo);
  await added(page, '10:00');
  const pay = await openPay(page);
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
  await expect(page).toHaveURL(/\/__sim\/bank\?/);
  const bank = page.url();
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Apmokėjimas įvyko');

  await page.reload();
  await expect(heading).toHaveText('Apmokėjimas įvyko');
  await page.goto(bank);
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
  await expect(heading).toHaveText('Apmokėjimas įvyko');

  await settled(request);
  expect((await logged(request, '/user_order')).map((r) => r.status)).toEqual([200]);
  const orders = await request.get(
    `/api/v1/orders?from=${TODAY}&to=${TODAY}&sessionToken=${token}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const results = ((await orders.json()) as { data: { results: { sasi_galiojanuo: string }[] } })
    .data.results;
  expect(results.filter((o) => o.sasi_galiojanuo === `${TODAY} 10:00:00`)).toHaveLength(1);
  // and one invoice for the one payment
  const invoices = await request.get(`/api/v2/tp/invoice/list?from=${TODAY}&till=${TODAY}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-NSOFT-SESSION-TOKEN': token },
  });
  expect(((await invoices.json()) as { data: unknown[] }).data).toHaveLength(1);
  await page.goto('/');
  await expect(cell(page, COURT, '10:00', 'Nupirkta')).toBeVisible();
  await expect(panel(page)).toContainText('Krepšelis tuščias');
  await expect(balance(page)).toContainText('50,00 €');
});
