/**
 * Tabs that race (docs/rules.md §4 "Tabs"): two tabs of one browser, one signed-in user. One pays
 * by credits while the other adds a slot; one logs out while the other pays; both extend the same
 * hold. Each ends consistent with the server — one cart, one balance — told in both tabs, and
 * nothing is paid twice. The simulator holds answers back (`latencyMs`) so that the second thing
 * starts while the first is in flight, then its own record says what happened.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): half an hour on a tennis
 * court is 7,00 €; the demo user has 50,00 € of credit.
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
  signedInAtHome,
  toasts,
} from './board-helpers';
import {
  accounts,
  chooseLocale,
  expect,
  holdAnswers,
  signIn,
  storageKeys,
  test,
  userBar,
} from './fixtures';

/** A fresh token for the demo user, to ask the server after the tabs logged out. */
async function signInToken(request: APIRequestContext): Promise<string | null> {
  const res = await request.post('/api/v1/login', {
    data: { username: accounts.demo.email, password: accounts.demo.password },
  });
  return ((await res.json()) as { data?: { session_token?: string } }).data?.session_token ?? null;
}

const CART_KEY = 'savitarna.cart';

// Every test here loads the portal in two tabs (a cold start each) and waits for both: on a
// loaded two-core machine that alone took 20 of the default 30 s. A bound on conditions waited
// for, never a measure of speed.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: '2026-11-21T09:30' });
});

/** What the server says: the user's balance in euros, and how many items the kept cart holds. */
async function server(request: APIRequestContext, token: string, code: string | null) {
  const headers = { Authorization: `Bearer ${token}`, 'X-NSOFT-SESSION-TOKEN': token };
  const credit = await request.get(`/api/v1/credit?sessionToken=${token}`, { headers });
  const balanceNow = Number(
    ((await credit.json()) as { data: { balance: number | string } }).data.balance,
  );
  if (code === null) return { balance: balanceNow, items: 0 };
  const cart = await request.get(`/api/v2/carts/${code}`, { headers });
  const body = (await cart.json()) as {
    data?: { status?: { status: number }; inside?: { court_reservations?: unknown[] } };
  };
  const open = cart.ok() && body.data?.status?.status === 1;
  return {
    balance: balanceNow,
    items: open ? (body.data?.inside?.court_reservations?.length ?? 0) : 0,
  };
}

/** Waits until every logged request has an answer or was given up by its client. */
async function settled(request: APIRequestContext, match = '') {
  await expect
    .poll(async () => (await logged(request, match)).filter((r) => r.status === null && !r.aborted))
    .toEqual([]);
}

/** The words a tab says when another changed the cart or the balance: once, politely. */
const OTHER_TAB = 'Krepšelis arba balansas pakeistas kitame lange; rodoma, kaip yra dabar.';
const notice = (tab: Page) => tab.getByTestId('other-tab-notice');

/** The tab says the other changed its cart (a polite status), and the user closes the words. */
async function toldAndClosed(tab: Page) {
  await expect(notice(tab)).toHaveAttribute('role', 'status');
  await expect(notice(tab)).toContainText(OTHER_TAB);
  await notice(tab).getByRole('button', { name: 'Uždaryti' }).click();
  await expect(notice(tab)).toBeEmpty();
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => window.localStorage.getItem(k), key);

/** Two tabs of one browser, the demo user signed in, 10:00 in the cart, seen in both. */
async function twoTabsHolding(page: Page) {
  const token = await signedInAtHome(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(panel(other)).toContainText('Krepšelis tuščias');
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(items(panel(other))).toHaveCount(1);
  // the other tab says why its cart moved; the tab that added says nothing of itself
  await toldAndClosed(other);
  await expect(notice(page)).toBeEmpty();
  return { token, other };
}

test('one tab pays by credits while the other adds a slot: one cart, one balance, both told', async ({
  page,
  sim,
  request,
}) => {
  const { token, other } = await twoTabsHolding(page);
  const code = await stored(page, CART_KEY);
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();
  await cell(other, COURT, '10:30').click();
  const choice = dialog(other, COURT)
    .getByRole('button', { name: /^Pasirinkti 10:30–/ })
    .first();
  await expect(choice).toBeVisible();

  await sim.scenario({ latencyMs: 1000 });
  await request.delete('/__sim/requests');
  // The payment's answer is kept from its tab until the add's first call has reached the server,
  // so that the paying tab hears of its payment while the add is on its way, however slowly a
  // loaded machine lets the second tab act; a tab in the background paints no frames, so each
  // acts in front.
  const tellPayment = await holdAnswers(page, '**/user_account_order');
  await page.bringToFront();
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
  await expect.poll(async () => (await logged(request, '/user_account_order')).length).toBe(1);
  await other.bringToFront();
  await choice.click();
  // the add's first call: a read of the kept cart, or a new cart (when it knows the old one paid)
  const addStarted = async () =>
    (await logged(request, 'GET /api/v2/carts/')).length +
    (await logged(request, 'POST /api/v2/basic-carts')).length;
  await expect.poll(addStarted).toBeGreaterThan(0);
  await sim.scenario({ latencyMs: 0 });
  tellPayment();
  await settled(request);

  const orders = await logged(request, '/user_account_order');
  expect(orders.filter((r) => r.status === 200)).toHaveLength(1);
  const now = await server(request, token, await stored(page, CART_KEY));
  const shown = `${now.balance.toFixed(2).replace('.', ',')} €`;
  // both tabs show the server's balance, and the same cart, as the server has it
  await expect(balance(page)).toContainText(shown);
  await expect(balance(other)).toContainText(shown);
  expect(await stored(other, CART_KEY)).toBe(await stored(page, CART_KEY));
  await expect(items(panel(page))).toHaveCount(now.items);
  await expect(items(panel(other))).toHaveCount(now.items);
  // the paying tab says it paid; the adding tab says what became of its slot
  await expect(panel(page).getByTestId('cart-paid')).toContainText('Apmokėjimas sėkmingas');
  await expect(
    dialog(other, 'Laikas įdėtas į krepšelį').or(
      dialog(other, COURT).getByTestId('slot-add-failed'),
    ),
  ).toBeVisible();
  // the adding tab is told, in words, once, that the other tab paid (its balance moved)
  await expect(notice(other)).toContainText(OTHER_TAB);
  await expect(other.getByText(OTHER_TAB)).toHaveCount(1);
  expect(code).not.toBeNull();
});

/**
 * The pay dialog shows 7,00 € and another tab adds a time: the press pays what was shown or
 * nothing (docs/rules.md §4 "Paying what was shown"). The add's answer is kept from its tab (the
 * server has the time in the cart, neither tab has heard), so the paying tab presses before it can
 * know, however the machine's load spreads the two tabs' work.
 */
test('another tab adds a time while the pay dialog shows the old total: nothing is paid unseen, then the new sum', async ({
  page,
  request,
}, testInfo) => {
  const { token, other } = await twoTabsHolding(page);
  const code = await stored(page, CART_KEY);
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();
  await request.delete('/__sim/requests');

  const tellAdd = await holdAnswers(other, '**/court-reservations-add');
  await other.bringToFront();
  await cell(other, COURT, '10:30').click();
  await dialog(other, COURT)
    .getByRole('button', { name: /^Pasirinkti 10:30–/ })
    .first()
    .click();
  // done on the server, unheard by both tabs
  const addsDone = async () =>
    (await logged(request, '/court-reservations-add')).filter((r) => r.status === 200).length;
  await expect.poll(addsDone).toBe(1);
  expect((await server(request, token, code)).items).toBe(2);

  await page.bringToFront();
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
  const changed = pay.getByTestId('pay-cart-changed');
  await expect(changed.getByRole('alert')).toContainText(
    'Krepšelis pasikeitė, kol ruošėtės mokėti (galbūt kitame lange), todėl niekas nebuvo apmokėta.',
  );
  await expect(changed).toContainText(
    'Dabar jame 2 laikai už 14,00 € (buvo rodoma 7,00 €). Apmokėkite naują sumą arba grįžkite į krepšelį.',
  );
  // the times as they are now, and the new sum on the button
  await expect(items(pay)).toHaveCount(2);
  await expect(pay.getByRole('button', { name: 'Grįžti į krepšelį' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('pay-cart-changed-lt.png') });
  expect(await logged(request, '/user_account_order')).toEqual([]);
  expect((await server(request, token, null)).balance).toBe(50);

  // the other tab hears its answer and tells this one, which reads the cart again; then it pays
  // the sum it shows
  tellAdd();
  await expect(notice(page)).toContainText(OTHER_TAB);
  const payNew = pay.getByRole('button', { name: 'Apmokėti 14,00 €' });
  await expect(payNew).toBeEnabled();
  await payNew.click();
  await expect(panel(page).getByTestId('cart-paid')).toContainText('Apmokėjimas sėkmingas');
  const paid = (await logged(request, '/user_account_order')).filter((r) => r.status === 200);
  expect(paid).toHaveLength(1);
  expect((await server(request, token, null)).balance).toBe(36);
});

test('one tab logs out while the other pays: signed out in both, told in both, paid at most once', async ({
  page,
  sim,
  request,
}) => {
  const { token, other } = await twoTabsHolding(page);
  const pay = await openPay(page);
  await pay.getByText('Kreditai', { exact: true }).click();

  await sim.scenario({ latencyMs: 800 });
  await request.delete('/__sim/requests');
  await page.bringToFront();
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();
  await other.bringToFront();
  await userBar(other).getByRole('button', { name: 'Atsijungti' }).click();
  // a cart that holds slots asks first
  const question = dialog(other, 'Atsijungti?');
  await question.getByRole('button', { name: 'Atsijungti' }).click();
  await sim.scenario({ latencyMs: 0 });
  await settled(request);

  for (const tab of [page, other]) {
    await expect(userBar(tab).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
  }
  expect(await stored(page, storageKeys.token)).toBeNull();
  // the paying tab is told its session ended; the other logged out itself
  await expect(toasts(page)).toContainText('Sesija baigėsi. Prisijunkite iš naujo.');
  const paid = (await logged(request, '/user_account_order')).filter((r) => r.status === 200);
  expect(paid.length).toBeLessThanOrEqual(1);
  // one balance: the server's, whether the payment went through before the logout or not
  const after = await server(request, (await signInToken(request)) ?? token, null);
  expect(after.balance).toBe(paid.length === 1 ? 43 : 50);
});

test('both tabs extend the same hold: one hold, the same countdown in both', async ({
  page,
  sim,
  request,
}) => {
  await sim.scenario({ cartHoldSeconds: 65 });
  // each tab counts the hold down on its timers, a tick a second: the test runs both tabs' timers
  // (the context's clock) through the five seconds to the warning instead of waiting for them
  await page.clock.install();
  const { other } = await twoTabsHolding(page);
  const extend = (tab: Page) =>
    tab
      .getByRole('alert')
      .filter({ hasText: 'Jūsų rezervacija baigsis po' })
      .getByRole('button', { name: 'Pratęsti' });
  await page.clock.runFor(5000);
  await expect(extend(page)).toBeVisible();
  await expect(extend(other)).toBeVisible();
  // both presses are made before either extension is answered: a tab that heard the other's
  // extension first would no longer offer its own
  await sim.scenario({ held: true });
  await request.delete('/__sim/requests');
  await page.bringToFront();
  await extend(page).click();
  await other.bringToFront();
  await extend(other).click();
  await sim.scenario({ held: false });
  await settled(request);
  const resumes = await logged(request, '/resume');
  expect(resumes.every((r) => r.status === 200)).toBe(true);
  for (const tab of [page, other]) {
    await expect(extend(tab)).toHaveCount(0);
    await expect(items(panel(tab))).toHaveCount(1);
  }
  // the same end by the server's clock: the two countdowns tick a second apart at most
  const seconds = async (tab: Page) => {
    const [m, s] = ((await panel(tab).getByRole('timer').textContent()) ?? '').split(':');
    return Number(m) * 60 + Number(s);
  };
  expect(Math.abs((await seconds(page)) - (await seconds(other)))).toBeLessThanOrEqual(1);
  // each tab heard the other's extension and says so, once
  for (const tab of [page, other]) {
    await expect(notice(tab)).toContainText(OTHER_TAB);
    await expect(tab.getByText(OTHER_TAB)).toHaveCount(1);
  }
});

/** The words a tab says when another changed the cart or the balance, in English. */
const OTHER_TAB_EN = 'Your cart or balance was changed in another tab; shown as it is now.';

/**
 * The demo user signed in at Home in `locale`; another tab tops up by 10 at the simulator's bank.
 * This tab shows the balance the other read and says so once, politely; the other says nothing.
 */
async function topUpInAnotherTab(page: Page, locale: 'lt' | 'en') {
  const [words, close] = locale === 'lt' ? [OTHER_TAB, 'Uždaryti'] : [OTHER_TAB_EN, 'Close'];
  await chooseLocale(page, locale);
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  const header = (tab: Page) => tab.getByTestId('header-balance-amount');
  await expect(header(page)).toHaveText('50,00 €');
  await expect(notice(page)).toBeEmpty();

  // the other tab tops up by 10 at the simulator's bank: no cart of this tab's changes
  const other = await page.context().newPage();
  await other.goto('/balansas');
  await other
    .getByRole('button', { name: locale === 'lt' ? 'Papildyti' : 'Top up', exact: true })
    .click();
  await other
    .getByRole('dialog')
    .getByRole('button', { name: locale === 'lt' ? 'Taip, papildyti' : 'Yes, top up' })
    .click();
  await other.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(other).toHaveURL('/mokejimas/sekmingai-balansas');
  await expect(header(other)).toHaveText('60,00 €');

  // this tab: the balance the other read, told politely, once
  await expect(header(page)).toHaveText('60,00 €');
  await expect(notice(page)).toHaveAttribute('role', 'status');
  await expect(notice(page)).toContainText(words);
  await expect(page.getByText(words)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
  await notice(page).getByRole('button', { name: close }).click();
  await expect(notice(page)).toBeEmpty();
  // the tab that topped up says nothing of itself, and hears no echo
  await expect(notice(other)).toBeEmpty();
}

test('a top-up paid in another tab: this tab shows the new balance and says so once (lt)', async ({
  page,
}) => {
  await topUpInAnotherTab(page, 'lt');
});

test('a top-up paid in another tab: this tab shows the new balance and says so once (en)', async ({
  page,
}) => {
  await topUpInAnotherTab(page, 'en');
});
