/**
 * The session's model paths in Chromium against the simulator (model-based e2e; docs/qa.md "The
 * same paths in the browser", docs/rules.md §4 "Session", §8). The tours are generated when the
 * tests are collected, from the REAL machine (machines/session.ts) with `xstate/graph`
 * (e2e/session-model.ts, e2e/model-walks.ts): when the machine changes, the tests change with it.
 * Each tour is one test, titled by its events; each event has one driver below that makes it
 * happen in the browser or in the simulator, and each state a tour rests in is checked on the
 * screen.
 *
 * A visitor, or the demo user coming back with a token kept; the simulator's clock stands at
 * Saturday 2026-11-21 09:30, so that the first venue's tennis court has free half-hours from 10:00
 * for the slot a logout releases. A call's answer is the simulator's own, or a departure arranged
 * just before the user's action: a wrong password, a fault (500), the session ended on the
 * server (by another device's logout).
 */
import type { Page } from '@playwright/test';
import type { SessionSnapshot } from '../machines/session';
import { cell, COURT, dialog, items, panel, toasts } from './board-helpers';
import { accounts, expect, signIn, storageKeys, test, userBar, type SimControls } from './fixtures';
import {
  arranger,
  modelProblems,
  stridesOf,
  tours,
  type Arranging,
  type ModelEvent,
  type ModelPath,
} from './model-walks';
import { sessionModel } from './session-model';

const NOW = '2026-11-21T09:30';

/**
 * The machine's events that no driver produces, and why. A new event of the machine fails the
 * model test until it gets a driver or a line here. Entries with a colon are outcomes of a driven
 * event that the walk leaves out.
 */
const NOT_DRIVEN: Record<string, string> = {
  'register.submitted': 'registering: e2e/session.spec.ts "register, by keyboard"',
  'xstate.done.actor.register': 'registering: e2e/session.spec.ts',
  'xstate.error.actor.register': 'registering: e2e/session.spec.ts',
  'admin.submitted': 'the hidden admin login: e2e/session.spec.ts',
  'xstate.done.actor.loginAsUser': 'the hidden admin login: e2e/session.spec.ts',
  'xstate.error.actor.loginAsUser': 'the hidden admin login: e2e/session.spec.ts',
  'lostPassword.submitted': 'the lost password: e2e/session.spec.ts "lost password"',
  'xstate.done.actor.forgotPassword': 'the lost password: e2e/session.spec.ts',
  'xstate.error.actor.forgotPassword': 'the lost password: e2e/session.spec.ts',
  'password.submitted': 'the password change: e2e/session.spec.ts "change password"',
  'xstate.done.actor.changePassword': 'the password change: e2e/session.spec.ts',
  'xstate.error.actor.changePassword': 'the password change: e2e/session.spec.ts',
  'balance.refreshRequested':
    'after a payment or a top-up: e2e/cart-paths.spec.ts pays by credits, e2e/balance.spec.ts tops up',
  // the model cannot tell a logout with slots held from one without once it is under way (both
  // are the same state of the session), and with none held nothing is called that could fail
  'xstate.error.actor.emptyCart': 'not walked: the session alone does not know what the cart holds',
  'session.check: again, once signed in or out':
    'a retry of start-up or moved options: tests/machines/session.test.ts',
  'call.failed: a failure other than 401': 'the session ignores it (the toasts tell it)',
  'balance.readElsewhere':
    'needs a second tab that reads another balance: e2e/tabs.spec.ts (a top-up there), tests/machines/balance-tabs.test.ts',
};

/** The machine's state nodes no tour enters, and why (the model test fails on any other). */
const NOT_WALKED: Record<string, string> = {
  'signedIn.password.changing': 'the password change is not driven (NOT_DRIVEN)',
  'signedOut.admin.calling': 'the hidden admin login is not driven (NOT_DRIVEN)',
  'signedOut.lostPassword.calling': 'the lost password is not driven (NOT_DRIVEN)',
  'signedOut.register.calling': 'registering is not driven (NOT_DRIVEN)',
  // its screen is the app's start-up retry screen, not the session's
  unchecked:
    'a kept token whose check got no answer: e2e/session.spec.ts "a stored token the server could not check is kept"',
};

/** One tour's walk in the browser: the page, the simulator, what the drivers keep. */
interface Walk extends Arranging {
  page: Page;
  sim: SimControls;
  /** the token the simulator issued for the demo user last (to end it on the server) */
  token: string | null;
  /** the password the next login types */
  password: string;
  /** a slot is in the cart (put there by a driver; released by a logout) */
  held: boolean;
  /** the half-hour of the slot held last, 'HH:mm' ('' before any) */
  heldTime: string;
  /** the next half-hour to try on the court (10:00, 10:30, …) */
  nextSlot: number;
}

const slotTime = (i: number) =>
  `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
const userName = (page: Page) => userBar(page).getByTestId('user-name');
const signInLink = (page: Page) => userBar(page).getByRole('link', { name: 'Prisijungti' });
const question = (page: Page) => dialog(page, 'Atsijungti?');
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: string) => main(page).getByRole('textbox', { name, exact: true });

/** The session as the browser has it now: the token the portal keeps. */
const keptToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.token);

/** The session ends on the server, as when another device logs out: the token stops working. */
async function endOnServer(walk: Walk): Promise<void> {
  // before the first page there is no storage to read: the token signIn seeded
  const loaded = walk.page.url().startsWith('http');
  const token = (loaded ? await keptToken(walk.page) : null) ?? walk.token;
  if (token === null) throw new Error('no token to end');
  const out = await walk.page.request.post('/api/v1/logout', {
    headers: { Authorization: `Bearer ${token}`, connection: 'close' },
  });
  expect(out.ok()).toBe(true);
}

/** Picks the court's next free half-hour on Home's board and its first length; its time back. */
async function pickFreeSlot(walk: Walk): Promise<string> {
  const { page } = walk;
  await expect(panel(page)).toBeVisible();
  let time = '';
  do time = slotTime(walk.nextSlot++);
  while ((await cell(page, COURT, time).count()) === 0 && walk.nextSlot < 24);
  await cell(page, COURT, time).click();
  await dialog(page, COURT)
    .getByRole('button', { name: new RegExp(`^Pasirinkti ${time}–`) })
    .first()
    .click();
  return time;
}

/** Puts a slot in the cart from Home's board, then goes back to the board. */
async function holdASlot(walk: Walk): Promise<void> {
  walk.heldTime = await pickFreeSlot(walk);
  const added = dialog(walk.page, 'Laikas įdėtas į krepšelį');
  await added.getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  await expect(added).toHaveCount(0);
  await expect(items(panel(walk.page))).toHaveCount(1);
  walk.held = true;
}

/** Removes the held slot in the cart dialog: the cart holds nothing. */
async function releaseTheSlot(walk: Walk): Promise<void> {
  const { page } = walk;
  await panel(page)
    .getByRole('button', { name: /Peržiūrėti krepšelį/ })
    .click();
  const cart = dialog(page, 'Krepšelis');
  await cart.getByRole('button', { name: /^Pašalinti: / }).click();
  await cart.getByRole('button', { name: 'Taip, pašalinti' }).click();
  await expect(panel(page)).toContainText('Krepšelis tuščias');
  walk.held = false;
}

/** A toast that says `text`, seen once, then closed. */
async function toastSaid(page: Page, text: string): Promise<void> {
  const said = toasts(page, { includeHidden: true }).filter({ hasText: text });
  await expect(said).toHaveCount(1);
  await said.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(said).toHaveCount(0);
}

/** What makes the simulator answer so; run just before the user's action. */
type Arrange = (walk: Walk, event: ModelEvent) => Promise<void>;

const ARRANGE: Record<string, Arrange> = {
  sim: async () => {},
  wrong: async (walk) => {
    walk.password = 'neteisingas';
  },
  ended: endOnServer,
  fault: async (walk, event) => {
    const call = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const match = { getCredit: 'GET /api/v1/credit', logout: 'POST /api/v1/logout' }[call];
    if (!match) throw new Error(`no fault for ${call}`);
    walk.faults.push(match);
  },
};

type Driver = (walk: Walk, event: ModelEvent, arrange: () => Promise<void>) => Promise<void>;
const answer: Driver = async () => {};

const DRIVERS: Record<string, Driver> = {
  // the page loads: start-up checks the kept token, if any
  'session.check': async (walk, _event, arrange) => {
    await arrange();
    await walk.page.goto('/');
  },
  // on the login page, reached by the user bar's link
  'login.submitted': async (walk, _event, arrange) => {
    const { page } = walk;
    if (!page.url().endsWith('/prisijungti')) {
      await signInLink(page).click();
      await expect(page).toHaveURL('/prisijungti');
    }
    await arrange();
    await field(page, 'El. paštas').fill(accounts.demo.email);
    await field(page, 'Slaptažodis').fill(walk.password);
    await main(page).getByRole('button', { name: 'Prisijungti' }).click();
  },
  // with a slot held the app asks first; with none it logs out at once (a slot a tour still
  // holds is released in the cart first)
  'session.logoutRequested': async (walk, event, arrange) => {
    const { page } = walk;
    if (event.cartHeld && !walk.held) await holdASlot(walk);
    if (!event.cartHeld && walk.held) await releaseTheSlot(walk);
    await arrange();
    await userBar(page).getByRole('button', { name: 'Atsijungti' }).click();
  },
  'logout.confirmed': async (walk, _event, arrange) => {
    await arrange();
    await question(walk.page).getByRole('button', { name: 'Atsijungti' }).click();
    walk.held = false;
  },
  'logout.cancelled': async (walk, _event, arrange) => {
    await arrange();
    await question(walk.page).getByRole('button', { name: 'Likti prisijungus' }).click();
  },
  // the session ended on the server; the user's next call (an add) is refused as unauthorised
  'call.failed': async (walk, _event, arrange) => {
    await arrange();
    await endOnServer(walk);
    await pickFreeSlot(walk);
  },
  // another tab of this browser logs out (asked first, with a slot held, and answered yes):
  // it releases the slot on the server and tells this tab, whose session ends too
  'session.endedElsewhere': async (walk, _event, arrange) => {
    await arrange();
    const other = await walk.page.context().newPage();
    await other.goto('/');
    await expect(userName(other)).toHaveText('Jonas Jonaitis');
    await userBar(other).getByRole('button', { name: 'Atsijungti' }).click();
    if (walk.held) await question(other).getByRole('button', { name: 'Atsijungti' }).click();
    await expect(signInLink(other)).toBeVisible();
    await other.close();
    walk.held = false;
    walk.heldTime = '';
  },
  'xstate.done.actor.checkToken': answer,
  'xstate.error.actor.checkToken': answer,
  'xstate.done.actor.login': answer,
  'xstate.error.actor.login': answer,
  'xstate.done.actor.getCredit': answer,
  'xstate.error.actor.getCredit': answer,
  'xstate.done.actor.emptyCart': answer,
  'xstate.done.actor.logout': answer,
  'xstate.error.actor.logout': answer,
};

/** What an answer or an event shows besides the state it leads to (by its label). */
const CONFIRM: Record<string, (walk: Walk) => Promise<void>> = {
  'login fails(wrong)': async (walk) => {
    const { page } = walk;
    // the portal's sentence, the server's words under it, both inputs kept
    await expect(main(page).getByRole('alert')).toHaveText(
      'Nepavyko prisijungtiNeteisingas el. paštas arba slaptažodis',
    );
    await expect(field(page, 'El. paštas')).toHaveValue(accounts.demo.email);
    await expect(field(page, 'Slaptažodis')).toHaveValue('neteisingas');
    await expect(page).toHaveURL('/prisijungti');
    walk.password = accounts.demo.password;
  },
  'checkToken fails(ended)': (walk) => toastSaid(walk.page, 'Nepavyko prisijungti'),
  'getCredit fails(fault)': (walk) => toastSaid(walk.page, 'Serverio klaida. Bandykite vėliau.'),
  '401': (walk) => toastSaid(walk.page, 'Sesija baigėsi. Prisijunkite iš naujo.'),
  'another tab logs out': (walk) => toastSaid(walk.page, 'Sesija baigėsi. Prisijunkite iš naujo.'),
  // the slot the logout released is free again for everyone (the visitor's board says so)
  'emptyCart ok(sim)': async (walk) => {
    if (walk.heldTime === '') return;
    await expect(signInLink(walk.page)).toBeVisible();
    await expect(cell(walk.page, COURT, walk.heldTime)).toBeVisible();
    walk.heldTime = '';
  },
  'logout(slot held)': async (walk) => {
    await expect(question(walk.page)).toContainText(
      'Jūsų krepšelyje laikomi laikai bus atlaisvinti – juos galės užsisakyti kiti.',
    );
  },
};

/** The screen in a state at rest: who the user bar says is signed in, the balance, the question. */
async function expectScreen(walk: Walk, s: SessionSnapshot): Promise<void> {
  const { page } = walk;
  if (s.matches('signedOut')) {
    await expect(signInLink(page)).toBeVisible();
    await expect(userName(page)).toHaveCount(0);
    await expect(question(page)).toHaveCount(0);
    expect(await keptToken(page)).toBeNull();
    return;
  }
  if (s.matches('signedIn')) {
    await expect(userName(page)).toHaveText('Jonas Jonaitis');
    await expect(signInLink(page)).toHaveCount(0);
    const amount = page.getByTestId('header-balance-amount');
    if (s.matches({ signedIn: { balance: 'loaded' } })) await expect(amount).toHaveText('50,00 €');
    if (s.matches({ signedIn: { balance: 'failed' } })) await expect(amount).toContainText('—');
    if (s.matches({ signedIn: { logout: 'asking' } })) {
      await expect(question(page)).toBeVisible();
      await expect(question(page).getByRole('button', { name: 'Likti prisijungus' })).toBeVisible();
    } else {
      await expect(question(page)).toHaveCount(0);
      // a slot the tour holds stays held while signed in (the question's "stay" keeps it)
      if (page.url().endsWith('/')) await expect(items(panel(page))).toHaveCount(walk.held ? 1 : 0);
    }
    return;
  }
  // idle, checking or logging out: the machine waits, and the tour never rests here
  throw new Error(`no screen for ${JSON.stringify(s.value)}`);
}

async function walkPath(walk: Walk, path: ModelPath<SessionSnapshot>): Promise<void> {
  for (const stride of stridesOf(sessionModel, path)) {
    await test.step(stride.label, async () => {
      const arrange = arranger(walk, stride.answers, ARRANGE);
      await DRIVERS[stride.event.type]!(walk, stride.event, arrange);
      for (const e of [stride.event, ...stride.answers])
        await CONFIRM[sessionModel.label(e)]?.(walk);
      await expectScreen(walk, stride.rest);
    });
  }
}

const paths = tours(sessionModel);

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

test.describe('session model paths', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths) {
    test(path.title, async ({ page, sim }) => {
      const walk: Walk = {
        page,
        sim,
        faults: [],
        token: null,
        password: accounts.demo.password,
        held: false,
        heldTime: '',
        nextSlot: 0,
      };
      if (path.start === 'returning') {
        walk.token = await signIn(page, accounts.demo.email, accounts.demo.password);
      }
      await walkPath(walk, path);
    });
  }
});

test('the session model: every event is driven or listed, and the tours reach every state', () => {
  expect(
    modelProblems(sessionModel, paths, {
      drivers: DRIVERS,
      arrangements: ARRANGE,
      notDriven: NOT_DRIVEN,
      notWalked: NOT_WALKED,
    }),
  ).toEqual([]);
});
