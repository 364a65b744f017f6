/**
 * The cart's model paths in Chromium against the simulator (model-based e2e; docs/qa.md "path
 * tests from the machine models", docs/rules.md §4 "Cart", "Countdown", "Paying", §8). The paths
 * are generated when the tests are collected, from the REAL machine (machines/cart.ts) with
 * `xstate/graph` (e2e/cart-model.ts): when the machine changes, the tests change with it. Each
 * path is one test, titled by its events; each event has one driver below that makes it happen
 * in the browser or in the simulator, and each state the path reaches at rest is checked on the
 * screen (what a customer sees).
 *
 * One signed-in customer (the demo user) on Home. The simulator's clock stands at Saturday
 * 2026-11-21 09:30 (Vilnius), half an hour on a tennis court is 7,00 €, and a slot is held for a
 * minute and a second (HOLD_SECONDS): the page's clock is paused (`page.clock`), and each tick
 * of the countdown is one second run on it. A call's answer is the simulator's own, or a
 * departure arranged just before the call: a fault (500), another customer taking the slot, the
 * simulator's clock moved past the hold, a bank address that is not one, too little credit.
 */
import type { Page } from '@playwright/test';
import { cartMachine, formatCountdown, type CartSnapshot } from '../machines/cart';
import { formatPrice } from '../src/format/money';
import { cell, COURT, dialog, items, panel, toasts } from './board-helpers';
import {
  cartPaths,
  HOLD_SECONDS,
  pathTitle,
  POOR_BALANCE,
  TICK_COUNTING,
  TICK_ENDING,
  uncovered,
  UNKNOWN_CODE,
  type CartPath,
  type ModelEvent,
} from './cart-model';
import { accounts, expect, signIn, test, userBar, type SimControls } from './fixtures';

const NOW = '2026-11-21T09:30';
/** The page's clock: the simulator's time, then paused ten minutes on (timers due are run once). */
const PAGE_TIME = new Date('2026-11-21T09:30:00+02:00');
const PAGE_PAUSED = new Date('2026-11-21T09:40:00+02:00');

/**
 * The machine's events that no driver produces, and why. A new event of the machine fails the
 * "every event is driven or listed" test until QA gives it a driver or a line here. Entries
 * with a colon list outcomes of a driven event that the walk leaves out.
 */
const NOT_DRIVEN: Record<string, string> = {
  // the session's sign-in (machines/app.ts sends the visitor's waiting slot, then the token):
  // e2e/cart.spec.ts "a visitor who picks a slot signs in first"
  'access.changed: a sign-in while a slot is being added':
    'the cart panel is a signed-in customer’s; the visitor’s way in is e2e/cart.spec.ts',
  // 401 on paying: the app ends the session at once (access.changed follows in the same breath),
  // so the cart never rests where the machine alone would; e2e/races.spec.ts and xss.spec.ts
  // show "Sesija baigėsi"
  'xstate.error.actor.payByBank: refused as unauthorised (401)':
    'the app signs the customer out straight after; not a state of the cart alone',
  'xstate.error.actor.payByCredits: refused as unauthorised (401)':
    'the app signs the customer out straight after; not a state of the cart alone',
  // the pay button is disabled at 00:00 (selectCanPay): a customer cannot ask
  'pay.requested: at 00:00': 'the button is disabled, the machine’s guard is the second line',
  // takeCart sets the countdown from a usable cart, which has time left: counting never meets 0
  'xstate.done.actor.addToCart: a cart already past its hold':
    'the simulator refuses to add to an expired cart (409), it never answers one',
  // the app asks for it when the browser's connection comes back (machines/app.ts)
  'cart.refreshRequested':
    'no cart action of the customer; the way back online is e2e/offline.spec.ts',
  // the words it closes come only when another tab changes the cart (cart.storageChanged)
  'otherTab.acknowledged':
    'needs a second tab; the words and their closing are e2e/tabs.spec.ts and tests/machines/cart-tabs.test.ts',
  // the app relays it from the session, which hears another tab read another balance
  'balance.changedElsewhere':
    'needs a second tab that tops up: e2e/tabs.spec.ts and tests/machines/balance-tabs.test.ts',
  // the cart read just before paying differs from the one the dialog showed: another tab's add
  'xstate.done.actor.recheckCart: changed since the dialog showed it':
    'needs a second tab that adds while this one pays: e2e/tabs.spec.ts and tests/machines/cart.test.ts',
  'pay.requested: the dialog showed another cart than the tab knows':
    'the dialog shows the cart the machine knows; only a render racing the press differs: tests/machines/cart.test.ts',
};

/** One path's walk in the browser: the page, the simulator, and what the drivers keep. */
interface Walk {
  page: Page;
  sim: SimControls;
  /** the next free half-hour to pick (each add takes a new one) */
  nextSlot: number;
  /** the half-hour being picked */
  slot: string;
  /** minutes the simulator's clock has been moved on */
  minutesOn: number;
  /** which cart dialog is open: none, the cart, or paying */
  open: 'none' | 'cart' | 'pay';
}

/** 10:00, 10:30, 11:00, … */
const slotTime = (i: number) =>
  `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;

const warning = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Jūsų rezervacija baigsis po' });
const cartDialog = (page: Page) => dialog(page, 'Krepšelis');
const payDialog = (page: Page) => dialog(page, 'Apmokėjimas');
const added = (page: Page) => dialog(page, 'Laikas įdėtas į krepšelį');

/** Back to the board with no cart dialog open (the cart dialog's close tells the machine nothing). */
async function closeDialogs(walk: Walk): Promise<void> {
  if (walk.open !== 'none') {
    const open = walk.open === 'pay' ? payDialog(walk.page) : cartDialog(walk.page);
    await open.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(open).toHaveCount(0);
    walk.open = 'none';
  }
}

async function openCart(walk: Walk): Promise<void> {
  if (walk.open === 'cart') return;
  await closeDialogs(walk);
  await panel(walk.page)
    .getByRole('button', { name: /Peržiūrėti krepšelį/ })
    .click();
  await expect(cartDialog(walk.page)).toBeVisible();
  walk.open = 'cart';
}

/** Another tab writes the kept code: the same again (`'kept'`), none, or another. */
async function otherTab(walk: Walk, code: string | null): Promise<void> {
  const other = await walk.page.context().newPage();
  // a page of the same origin that runs no portal: it only writes what a portal tab would
  await other.goto('/__sim/state');
  await other.evaluate((value) => {
    if (value === null) localStorage.removeItem('savitarna.cart');
    else if (value !== 'kept') localStorage.setItem('savitarna.cart', value);
    localStorage.setItem('savitarna.cart.changed', String(Math.random()));
  }, code);
  await other.close();
}

/** What makes the simulator answer a call so; run just before the customer's action. */
type Arrange = (walk: Walk, event: ModelEvent) => Promise<void>;

const fault =
  (match: string): Arrange =>
  async (walk) => {
    await walk.sim.scenario({ failures: [{ match, kind: '500', times: 1 }] });
  };

/** Checked after the answer: what the answer shows besides the state it leads to. */
type Confirm = (walk: Walk, event: ModelEvent) => Promise<void>;

/** The failure said on the error channel; then closed (the paused clock keeps toasts up). */
const toast =
  (text: (walk: Walk) => string): Confirm =>
  async (walk) => {
    const said = toasts(walk.page, { includeHidden: true }).filter({ hasText: text(walk) });
    await expect(said).toHaveCount(1);
    await said.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(said).toHaveCount(0);
  };
const failureToast = toast(() => 'Serverio klaida. Bandykite vėliau.');
/** A failed add, told in the slot dialog the customer is looking at (no toast); then closed. */
const inSlotDialog =
  (text: (walk: Walk) => string): Confirm =>
  async (walk) => {
    const slotDialog = dialog(walk.page, COURT);
    const told = slotDialog.getByTestId('slot-add-failed');
    await expect(told).toContainText('Nepavyko įdėti laiko į krepšelį.');
    await expect(told).toContainText(text(walk));
    // not told twice: no toast says it (a later call of the path, the cart read again, may fail
    // with a toast of its own)
    const alsoToasted = toasts(walk.page, { includeHidden: true }).filter({ hasText: text(walk) });
    await expect(alsoToasted).toHaveCount(0);
    await slotDialog.getByRole('button', { name: 'Uždaryti' }).click();
    await expect(slotDialog).toHaveCount(0);
  };

const ARRANGE: Record<string, Arrange> = {
  sim: async () => {},
  fault: async (walk, event) => {
    const call = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const match = {
      getCart: 'GET /api/v2/carts/',
      fetchCart: 'GET /api/v2/carts/',
      createCart: 'POST /api/v2/basic-carts',
      removeFromCart: 'DELETE /api/v2/carts/',
      recheckCart: 'GET /api/v2/carts/',
      resumeCart: 'PUT /api/v2/carts/',
      payByBank: '/user_order',
    }[call];
    if (!match) throw new Error(`no fault for ${call}`);
    await fault(match)(walk, event);
  },
  // the simulator's clock moves past the hold: the kept cart is no longer usable
  expired: async (walk) => {
    walk.minutesOn += 2;
    await walk.sim.scenario({ now: `2026-11-21T09:${String(30 + walk.minutesOn)}` });
  },
  // another customer's anonymous cart takes the half-hour the dialog still shows free
  taken: async (walk) => {
    const api = walk.page.request;
    const made = await api.post('/api/v2/basic-carts', { form: {} });
    const { data } = (await made.json()) as { data: { code: string } };
    const took = await api.post(`/api/v2/carts/${data.code}/court-reservations-add`, {
      form: { courtID: 101, date: '2026-11-21', time: `${walk.slot}:00`, durationMins: 30 },
    });
    expect(took.ok()).toBe(true);
  },
  badUrl: async (walk) => {
    await walk.sim.scenario({ paymentUrl: 'javascript:alert(1)' });
  },
  poor: async (walk) => {
    await walk.sim.scenario({ balances: { [accounts.demo.email]: POOR_BALANCE * 100 } });
  },
};

/** Each machine event: what the customer (or another tab, or time) does to produce it. */
type Driver = (walk: Walk, event: ModelEvent, arrange: () => Promise<void>) => Promise<void>;

const answer: Driver = async () => {};

const DRIVERS: Record<string, Driver> = {
  'cart.add': async (walk, _event, arrange) => {
    await closeDialogs(walk);
    const { page } = walk;
    // the next free half-hour of the court (others' bookings are seeded here and there)
    do walk.slot = slotTime(walk.nextSlot++);
    while ((await cell(page, COURT, walk.slot).count()) === 0 && walk.nextSlot < 24);
    await cell(page, COURT, walk.slot).click();
    const length = dialog(page, COURT)
      .getByRole('button', { name: new RegExp(`^Pasirinkti ${walk.slot}–`) })
      .first();
    await expect(length).toBeVisible();
    await arrange();
    await length.click();
    // the dialog waits for the cart's answer: it closes once the slot is in, or says why not
  },
  'item.removeRequested': async (walk, _event, arrange) => {
    await openCart(walk);
    await arrange();
    await cartDialog(walk.page)
      .getByRole('button', { name: /^Pašalinti: / })
      .last()
      .click();
  },
  'removal.cancelled': async (walk, _event, arrange) => {
    await arrange();
    await cartDialog(walk.page).getByRole('button', { name: 'Ne, palikti' }).click();
  },
  'removal.confirmed': async (walk, _event, arrange) => {
    await arrange();
    await cartDialog(walk.page).getByRole('button', { name: 'Taip, pašalinti' }).click();
  },
  'pay.requested': async (walk, event, arrange) => {
    await openCart(walk);
    await cartDialog(walk.page).getByRole('button', { name: 'Rezervuoti' }).click();
    const pay = payDialog(walk.page);
    await expect(pay).toBeVisible();
    walk.open = 'pay';
    if (event.method === 'credits') await pay.getByText('Kreditai', { exact: true }).click();
    await expect(pay.getByRole('radio', { checked: true })).toHaveAccessibleName(
      event.method === 'credits' ? /^Kreditai/ : /^Internetinė bankininkystė/,
    );
    await arrange();
    await pay.getByRole('button', { name: /^Apmokėti / }).click();
  },
  'hold.extendRequested': async (walk, _event, arrange) => {
    await closeDialogs(walk);
    await arrange();
    await warning(walk.page).getByRole('button', { name: 'Pratęsti' }).click();
  },
  'notice.dismissed': async (walk, _event, arrange) => {
    await arrange();
    if (walk.open === 'pay') await closeDialogs(walk);
    else await panel(walk.page).getByRole('button', { name: 'Uždaryti' }).click();
  },
  // signing out (the session empties the cart on the server first, then tells the cart); with
  // slots held it asks first, and the customer says yes
  'access.changed': async (walk, _event, arrange) => {
    await closeDialogs(walk);
    await arrange();
    await userBar(walk.page).getByRole('button', { name: 'Atsijungti' }).click();
    const question = dialog(walk.page, 'Atsijungti?');
    const signedOut = userBar(walk.page).getByRole('link', { name: 'Prisijungti' });
    await expect(question.or(signedOut)).toBeVisible();
    if (await question.isVisible()) {
      await question.getByRole('button', { name: 'Atsijungti' }).click();
    }
  },
  // another tab of this browser rewrites the kept code: the same, none, or one the simulator lacks
  'cart.storageChanged': async (walk, event, arrange) => {
    await closeDialogs(walk);
    await arrange();
    const code = event.code as string | null;
    await otherTab(walk, code === null || code === UNKNOWN_CODE ? code : 'kept');
  },
  [TICK_COUNTING]: async (walk) => walk.page.clock.runFor(1000),
  [TICK_ENDING]: async (walk) => walk.page.clock.runFor(1000),
  'xstate.done.actor.getCart': answer,
  'xstate.error.actor.getCart': answer,
  'xstate.done.actor.fetchCart': answer,
  'xstate.error.actor.fetchCart': answer,
  'xstate.done.actor.createCart': answer,
  'xstate.error.actor.createCart': answer,
  'xstate.done.actor.addToCart': answer,
  'xstate.error.actor.addToCart': answer,
  'xstate.done.actor.resumeCart': answer,
  'xstate.error.actor.resumeCart': answer,
  'xstate.done.actor.removeFromCart': answer,
  'xstate.error.actor.removeFromCart': answer,
  'xstate.done.actor.recheckCart': answer,
  'xstate.error.actor.recheckCart': answer,
  'xstate.done.actor.payByBank': answer,
  'xstate.error.actor.payByBank': answer,
  'xstate.done.actor.payByCredits': answer,
  'xstate.error.actor.payByCredits': answer,
  // the session reads the balance again after a 402 and the app relays it: nothing to do
  'balance.known': answer,
};

/** What an answer shows besides its state (by `<call> <done|error>(<why>)`). */
const CONFIRM: Record<string, Confirm> = {
  'addToCart done(sim)': async (walk) => {
    await expect(dialog(walk.page, COURT)).toHaveCount(0);
    // the yes/no after adding; "choose more" goes back to the board
    await added(walk.page).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    await expect(added(walk.page)).toHaveCount(0);
  },
  'addToCart error(taken)': inSlotDialog((walk) => `Laikas ${walk.slot} jau užimtas`),
  'getCart error(fault)': failureToast,
  'createCart error(fault)': inSlotDialog(() => 'Serverio klaida. Bandykite vėliau.'),
  'resumeCart error(fault)': failureToast,
  'removeFromCart error(fault)': failureToast,
};

const ADDED = 'addToCart done(sim)';

const answerKey = (event: ModelEvent) => {
  if (event.type === 'balance.known') return `balance read(${String(event.why)})`;
  const m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  return m ? `${m[2]} ${m[1]}(${String(event.why)})` : null;
};

/** The portal's sentence for each cause of a failed payment (messages/lt.json). */
const CAUSE_TEXT: Record<string, string> = {
  error_server: 'Serverio klaida. Bandykite vėliau.',
  error_unreadable: 'Serverio atsakymo nepavyko perskaityti. Bandykite vėliau.',
  error_refused: 'Rezervacijų sistema to padaryti neleido.',
  connection_error: 'Ryšio klaida',
};

/** What the pay dialog's alert says for a notice (docs/rules.md §8 "Errors name their cause"). */
function noticeText(notice: NonNullable<CartSnapshot['context']['notice']>): string {
  if (notice.message === 'balance_short') {
    return notice.shortfall === null
      ? 'Jūsų balanso nepakanka šiam apmokėjimui kreditais.Papildyti balansą'
      : `Jūsų balanso trūksta ${formatPrice(notice.shortfall)}, kad apmokėtumėte kreditais.Papildyti balansą`;
  }
  if (notice.tone === 'success') return notice.message;
  // a cart changed under the pay dialog needs a second tab (NOT_DRIVEN): never on a walk
  if (notice.tone === 'changed') throw new Error('the walk never changes the cart elsewhere');
  const lead =
    notice.message === 'nepavyko_apmoketi'
      ? 'Nepavyko apmokėti'
      : 'Nepavyko apmokėti naudojant kreditus';
  return `${lead}${CAUSE_TEXT[notice.cause]}${notice.detail ?? ''}`;
}

/** The screen in a state at rest: what the customer sees of the cart. */
async function expectScreen(walk: Walk, s: CartSnapshot): Promise<void> {
  const { page } = walk;
  const c = s.context;
  const n = c.cart?.items.length ?? 0;
  if (c.access.token === null) {
    // a visitor: no cart at all, the sign-in link
    await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    return;
  }
  if (s.matches('atBank')) {
    await expect(page).toHaveURL(/\/__sim\/bank\?/);
    await expect(page.getByRole('button', { name: 'Patvirtinti' })).toBeVisible();
    return;
  }
  if (s.matches('empty')) {
    await expect(cartDialog(page)).toHaveCount(0);
    await expect(panel(page)).toContainText('Krepšelis tuščias');
    await expect(items(panel(page))).toHaveCount(0);
    await expect(warning(page)).toHaveCount(0);
    const success = panel(page).getByRole('status').filter({ hasText: 'Apmokėjimas sėkmingas' });
    await expect(success).toHaveCount(c.notice?.tone === 'success' ? 1 : 0);
    return;
  }
  // held
  const over = s.hasTag('holdOver');
  const time = formatCountdown(c.remaining);
  if (c.removing !== null) {
    const cart = cartDialog(page);
    await expect(cart.getByText('Pašalinti šį laiką iš krepšelio?')).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Ne, palikti' })).toBeFocused();
    await expect(items(cart)).toHaveCount(n);
    return;
  }
  if (c.notice !== null) {
    const pay = payDialog(page);
    await expect(pay.getByRole('alert').filter({ hasNotText: 'baigsis po' })).toHaveText(
      noticeText(c.notice),
    );
    await expect(pay.getByRole('button', { name: /^Apmokėti / })).toBeEnabled();
    return;
  }
  // at rest on the board: the panel
  await expect(cartDialog(page)).toHaveCount(0);
  await expect(items(panel(page))).toHaveCount(n);
  await expect(panel(page).getByRole('button', { name: /Peržiūrėti krepšelį/ })).toHaveText(
    `Peržiūrėti krepšelį (${n})`,
  );
  if (over) {
    await expect(panel(page).getByRole('status')).toHaveText(/Rezervavimo laikas baigėsi/);
    await expect(items(panel(page)).first()).toContainText('Atlaisvinta');
    await expect(panel(page).getByRole('timer')).toHaveCount(0);
    await expect(warning(page)).toHaveCount(0);
    return;
  }
  await expect(panel(page).getByRole('timer')).toHaveText(time);
  if (s.hasTag('holdEnding')) {
    await expect(warning(page).getByRole('timer')).toHaveText(time);
    await expect(warning(page).getByRole('button', { name: 'Pratęsti' })).toBeEnabled();
  } else {
    await expect(warning(page)).toHaveCount(0);
  }
  await expect(items(panel(page)).first()).not.toContainText('Atlaisvinta');
}

/**
 * Where the customer's screen is once the machine rests: an emptied or paid cart closed its
 * dialogs itself; a question stays in the cart dialog and a payment's refusal in the pay dialog;
 * anything else is looked at on the board (closing a dialog tells the machine nothing).
 */
async function settle(walk: Walk, s: CartSnapshot): Promise<void> {
  if (s.context.access.token === null || s.matches('atBank')) return;
  if (s.matches('empty')) walk.open = 'none';
  else if (s.context.removing === null && s.context.notice === null) await closeDialogs(walk);
}

/**
 * Walks one path: a customer's event with the answers that follow it (arranged first), the
 * answers' own signs, then the screen of the state it comes to rest in.
 */
async function walkPath(walk: Walk, path: CartPath): Promise<void> {
  const { steps } = path;
  for (let i = 0; i < steps.length;) {
    const { event } = steps[i]!;
    let j = i + 1;
    while (j < steps.length && answerKey(steps[j]!.event) !== null) j++;
    const answers = steps.slice(i + 1, j);
    await test.step(pathTitle(steps.slice(i, j).map((step) => step.event)), async () => {
      const arrange = async () => {
        for (const { event: a } of answers) await ARRANGE[String(a.why)]!(walk, a);
      };
      await DRIVERS[event.type]!(walk, event, arrange);
      // the yes/no after an add first (it stands over everything), then back to the board
      const first = answers.filter((a) => answerKey(a.event) === ADDED);
      const rest = steps[j - 1]!.state;
      for (const { event: a } of first) await CONFIRM[ADDED]!(walk, a);
      await settle(walk, rest);
      for (const { event: a } of answers.filter((a) => answerKey(a.event) !== ADDED)) {
        await CONFIRM[answerKey(a)!]?.(walk, a);
      }
      // in the hold's last minute only the time changes from tick to tick
      const quick =
        event.type === TICK_ENDING &&
        steps[j]?.event.type === TICK_ENDING &&
        rest.matches({ held: 'ending' });
      if (quick) {
        await expect(warning(walk.page).getByRole('timer')).toHaveText(
          formatCountdown(rest.context.remaining),
        );
      } else await expectScreen(walk, rest);
    });
    i = j;
  }
}

const paths = cartPaths();

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW, cartHoldSeconds: HOLD_SECONDS });
});

test.describe('cart model paths', () => {
  // a path is up to MOST_ACTIONS customer actions, each with its answers and its screen
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths) {
    test(path.title, async ({ page, sim }) => {
      await page.clock.install({ time: PAGE_TIME });
      await signIn(page, accounts.demo.email, accounts.demo.password);
      await page.goto('/');
      const walk: Walk = { page, sim, nextSlot: 0, slot: '', minutesOn: 0, open: 'none' };
      // the first board on a loaded two-core machine (the dev server's transforms) may take long
      await expect(panel(page)).toContainText('Krepšelis tuščias', { timeout: 30_000 });
      // the dialogs' code, once, while time runs (React reveals a lazy part on a timer), then
      // the page's time stands still: only the drivers' ticks move it
      await cell(page, COURT, '10:00').click();
      await expect(dialog(page, COURT)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog(page, COURT)).toHaveCount(0);
      await page.clock.pauseAt(PAGE_PAUSED);
      await walkPath(walk, path);
    });
  }
});

test('the model: every machine event is driven or listed, and every path has drivers', () => {
  const events: readonly string[] = cartMachine.events;
  const listed = (type: string) => type in NOT_DRIVEN;
  expect(events.filter((type) => !(type in DRIVERS) && !listed(type))).toEqual([]);
  // nothing stale: every driver and every listed line is about an event of the machine
  expect(Object.keys(DRIVERS).filter((type) => !events.includes(type))).toEqual([]);
  expect(Object.keys(NOT_DRIVEN).filter((entry) => !events.includes(entry.split(':')[0]!))).toEqual(
    [],
  );
  for (const path of paths) {
    for (const { event } of path.steps) {
      expect(DRIVERS[event.type], event.type).toBeDefined();
      if (answerKey(event) !== null) expect(ARRANGE[String(event.why)], event.type).toBeDefined();
    }
  }
  // the walk reaches each place a customer can see, and takes every driven event
  const taken = new Set(paths.flatMap((p) => p.steps.map((step) => step.event.type)));
  expect(Object.keys(DRIVERS).filter((type) => !taken.has(type))).toEqual([]);
  expect(paths.length).toBeGreaterThan(0);
  // together the paths rest on every screen and take every kind of transition the walk has
  expect(uncovered(paths)).toEqual([]);
});
