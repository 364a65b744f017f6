/**
 * The board's model paths in Chromium against the simulator (model-based e2e; docs/qa.md "The
 * same paths in the browser", docs/rules.md §2, §4 "Adding to the cart", §9). The tours are
 * generated when the tests are collected, from the REAL machine (machines/board.ts) with
 * `xstate/graph` (e2e/board-model.ts, e2e/model-walks.ts): when the machine changes, the tests
 * change with it. Each tour is one test, titled by its events; each event has one driver below,
 * and each state a tour rests in is checked on the screen.
 *
 * The demo user, signed in, on Home; the simulator's clock stands at Saturday 2026-11-21 09:30
 * (Vilnius). The page's clock is paused once the board is up (`page.clock`): no delay of the
 * machine fires (its `after`s, a clock of its own), as none does in the model. A call's answer is
 * the simulator's own, or a departure arranged just before the user's action: a fault (500),
 * another customer taking the half-hour the dialog still offers.
 */
import type { Page } from '@playwright/test';
import type { BoardSnapshot } from '../machines/board';
import { boardModel, COURTS, TODAY } from './board-model';
import { cell, dialog, toasts } from './board-helpers';
import { accounts, boardTable, expect, signIn, test, venues, type SimControls } from './fixtures';
import {
  arranger,
  modelProblems,
  stridesOf,
  tours,
  type Arranging,
  type ModelEvent,
  type ModelPath,
} from './model-walks';

const NOW = '2026-11-21T09:30';
/** The page's clock: the simulator's time, then paused (timers due by then are run once). */
const PAGE_TIME = new Date('2026-11-21T09:30:00+02:00');
const PAGE_PAUSED = new Date('2026-11-21T09:31:00+02:00');

/**
 * The machine's events that no driver produces, and why. A new event of the machine fails the
 * model test until it gets a driver or a line here. Entries with a colon are outcomes of a driven
 * event that the walk leaves out.
 */
const NOT_DRIVEN: Record<string, string> = {
  'startup.learnt':
    'start-up tells the board as the portal starts (the arrival); e2e/startup.spec.ts, e2e/startup-cache.spec.ts',
  'access.changed':
    'signing in or out: e2e/session-paths.spec.ts walks it, e2e/session.spec.ts sees the day read again',
  'clock.ticked':
    'the board’s own clock: the page’s clock is paused here; tests/machines/board.test.ts runs it',
  'xstate.done.actor.searchFreeDay':
    'looked for only once today is over, which the walk’s morning never is',
  'xstate.error.actor.searchFreeDay':
    'looked for only once today is over, which the walk’s morning never is',
  'place.selected: an unknown venue, or the page start-up asked for':
    'an address typed in is a page load, which starts the board afresh: e2e/routes.spec.ts',
  'slot.selected: a cell that cannot be chosen':
    'it opens nothing: e2e/board.spec.ts "a closing row or a begun slot … opens nothing"',
  'duration.selected: as a visitor':
    'the walk is signed in; a visitor’s add asks for a login first: e2e/cart.spec.ts',
  'board.refreshRequested: with no dialog open':
    'a payment or a change in the cart dialog: e2e/cart-paths.spec.ts',
};

/** The machine's state nodes no tour enters, and why (the model test fails on any other). */
const NOT_WALKED: Record<string, string> = {
  unknownPlace: 'only an address typed in names an unknown venue (a page load)',
  waiting: 'start-up has not learnt enough yet: before the walk’s first state',
  'shown.loaded.browsing.searchingFreeDay': 'today is never over in the walk’s morning',
};

/** One tour's walk in the browser. */
interface Walk extends Arranging {
  page: Page;
  sim: SimControls;
  /** the venue and date on screen */
  placeId: number;
  date: string;
  /** the half-hour of the open dialog, 'HH:mm' */
  slot: string;
  /** the next half-hour to try, per venue and date (each add takes one) */
  next: Map<string, number>;
}

const slotTime = (i: number) =>
  `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
const court = (walk: Walk) => COURTS[walk.placeId]!.name;
const slotDialog = (walk: Walk) => dialog(walk.page, court(walk));
const region = (page: Page) => page.getByRole('region', { name: 'Kortų užimtumas' });
const tab = (page: Page, placeId: number) =>
  page
    .getByRole('tablist', { name: 'Sporto vietos' })
    .getByRole('tab', { name: venues[placeId - 1]!.name });
const added = (page: Page) => dialog(page, 'Laikas įdėtas į krepšelį');
/** How the board's caption names the day. */
const dayName = (date: string) => `lapkričio ${Number(date.slice(8))} d.`;

/** What makes the simulator answer so; run just before the user's action. */
type Arrange = (walk: Walk, event: ModelEvent) => Promise<void>;

const FAULTS: Record<string, string> = {
  loadPlaceInfo: 'GET /api/v1/placeInfo',
  loadTimeInfo: 'GET /api/v1/timeInfo',
  'slot.addFailed': '/court-reservations-add',
};

const ARRANGE: Record<string, Arrange> = {
  sim: async () => {},
  fault: async (walk, event) => {
    const call = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
    const match = FAULTS[call];
    if (!match) throw new Error(`no fault for ${call}`);
    walk.faults.push(match);
  },
  // another customer's anonymous cart takes the half-hour the dialog still offers
  taken: async (walk) => {
    const api = walk.page.request;
    const made = await api.post('/api/v2/basic-carts', { form: {} });
    const { data } = (await made.json()) as { data: { code: string } };
    const took = await api.post(`/api/v2/carts/${data.code}/court-reservations-add`, {
      form: {
        courtID: COURTS[walk.placeId]!.courtId,
        date: walk.date,
        time: `${walk.slot}:00`,
        durationMins: 30,
      },
    });
    expect(took.ok()).toBe(true);
  },
};

type Driver = (walk: Walk, event: ModelEvent, arrange: () => Promise<void>) => Promise<void>;
const answer: Driver = async () => {};

const DRIVERS: Record<string, Driver> = {
  // a venue by its tab, a date by the calendar
  'place.selected': async (walk, event, arrange) => {
    const { page } = walk;
    await arrange();
    if (typeof event.date === 'string') {
      await page
        .getByRole('application', { name: /Pasirinkite datą/ })
        .getByRole('button', { name: new RegExp(dayName(event.date).replace(' d.', '')) })
        .click();
      walk.date = event.date;
    } else {
      await tab(page, Number(event.placeId)).click();
      walk.placeId = Number(event.placeId);
      walk.date = TODAY;
    }
  },
  'board.retried': async (walk, _event, arrange) => {
    await arrange();
    await region(walk.page).getByRole('button', { name: 'Bandyti dar kartą' }).click();
  },
  // the court's next free half-hour on the day on screen
  'slot.selected': async (walk, _event, arrange) => {
    const { page } = walk;
    const key = `${walk.placeId} ${walk.date}`;
    let i = walk.next.get(key) ?? 0;
    do walk.slot = slotTime(i++);
    while ((await cell(page, court(walk), walk.slot).count()) === 0 && i < 24);
    walk.next.set(key, i);
    await arrange();
    await cell(page, court(walk), walk.slot).click();
    await expect(slotDialog(walk)).toBeVisible();
  },
  'slot.retried': async (walk, _event, arrange) => {
    await arrange();
    await slotDialog(walk).getByRole('button', { name: 'Bandyti dar kartą' }).click();
  },
  'slot.closed': async (walk, _event, arrange) => {
    await arrange();
    await slotDialog(walk).getByRole('button', { name: 'Uždaryti' }).click();
    await expect(slotDialog(walk)).toHaveCount(0);
  },
  'duration.selected': async (walk, _event, arrange) => {
    const length = slotDialog(walk)
      .getByRole('button', { name: new RegExp(`^Pasirinkti ${walk.slot}–`) })
      .first();
    await expect(length).toBeVisible();
    await arrange();
    await length.click();
  },
  // the app relays the cart's answers: nothing to do but look (CONFIRM)
  'slot.added': answer,
  'slot.addFailed': answer,
  'board.refreshRequested': answer,
  'xstate.done.actor.loadPlaceInfo': answer,
  'xstate.error.actor.loadPlaceInfo': answer,
  'xstate.done.actor.loadTimeInfo': answer,
  'xstate.error.actor.loadTimeInfo': answer,
};

/** What an answer shows besides the state it leads to (by its label). */
const CONFIRM: Record<string, (walk: Walk) => Promise<void>> = {
  // the yes/no after adding; "choose more" goes back to the board
  added: async (walk) => {
    await expect(slotDialog(walk)).toHaveCount(0);
    await added(walk.page).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    await expect(added(walk.page)).toHaveCount(0);
  },
};

/** Why the dialog's last add failed, as the dialog tells it. */
const ADD_FAILED: Record<number, (walk: Walk) => string> = {
  409: (walk) => `Laikas ${walk.slot} jau užimtas`,
  500: () => 'Serverio klaida. Bandykite vėliau.',
};

/** The screen in a state at rest: the venue and day, the failure, the dialog and what it offers. */
async function expectScreen(walk: Walk, s: BoardSnapshot): Promise<void> {
  const { page } = walk;
  const c = s.context;
  // the model's venue and day are the ones the walk went to
  expect([c.placeId, c.date]).toEqual([walk.placeId, walk.date]);
  await expect(tab(page, walk.placeId)).toHaveAttribute('aria-selected', 'true');
  // failures of the board are told in place, never as toasts
  await expect(toasts(page)).toHaveCount(0);
  if (s.matches({ shown: 'failed' })) {
    await expect(region(page).getByRole('alert')).toHaveText(/Nepavyko įkelti kortų užimtumo\./);
    await expect(region(page).getByRole('button', { name: 'Bandyti dar kartą' })).toBeVisible();
    await expect(slotDialog(walk)).toHaveCount(0);
    return;
  }
  if (!s.matches({ shown: 'loaded' })) throw new Error(`no screen for ${JSON.stringify(s.value)}`);
  await expect(region(page)).toHaveAttribute('aria-busy', 'false');
  await expect(boardTable(page)).toHaveAccessibleName(new RegExp(dayName(walk.date)));
  await expect(boardTable(page).getByRole('columnheader', { name: court(walk) })).toBeVisible();
  if (s.matches({ shown: { loaded: 'browsing' } })) {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    return;
  }
  const slot = slotDialog(walk);
  await expect(slot).toBeVisible();
  const failed = slot.getByTestId('slot-add-failed');
  if (c.addFailure === null) await expect(failed).toHaveCount(0);
  else {
    await expect(failed).toContainText('Nepavyko įdėti laiko į krepšelį.');
    await expect(failed).toContainText(ADD_FAILED[c.addFailure.status ?? 0]!(walk));
  }
  if (s.matches({ shown: { loaded: { slot: 'timesFailed' } } })) {
    await expect(
      slot.getByRole('alert').filter({ hasText: 'Nepavyko įkelti galimų laikų.' }),
    ).toBeVisible();
    await expect(slot.getByRole('button', { name: 'Bandyti dar kartą' })).toBeVisible();
    return;
  }
  if (s.matches({ shown: { loaded: { slot: 'choosing' } } })) {
    const lengths = slot.getByRole('button', { name: new RegExp(`^Pasirinkti ${walk.slot}–`) });
    if (c.durations.length === 0) {
      await expect(slot.getByText('Laisvų laikų nėra')).toBeVisible();
      await expect(lengths).toHaveCount(0);
      // how many lengths is the simulator's business (the half-hours free after this one)
    } else await expect(lengths.first()).toBeVisible();
    return;
  }
  throw new Error(`no screen for ${JSON.stringify(s.value)}`);
}

async function walkPath(walk: Walk, path: ModelPath<BoardSnapshot>): Promise<void> {
  for (const stride of stridesOf(boardModel, path)) {
    await test.step(stride.label, async () => {
      const arrange = arranger(walk, stride.answers, ARRANGE);
      await DRIVERS[stride.event.type]!(walk, stride.event, arrange);
      for (const a of stride.answers) await CONFIRM[boardModel.label(a)]?.(walk);
      await expectScreen(walk, stride.rest);
    });
  }
}

const paths = tours(boardModel);

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

test.describe('board model paths', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths) {
    test(path.title, async ({ page, sim }) => {
      await page.clock.install({ time: PAGE_TIME });
      await signIn(page, accounts.demo.email, accounts.demo.password);
      await page.goto('/');
      const walk: Walk = {
        page,
        sim,
        faults: [],
        placeId: 1,
        date: TODAY,
        slot: '',
        next: new Map(),
      };
      // the first board on a loaded two-core machine may take long
      await expect(boardTable(page)).toHaveAccessibleName(new RegExp(dayName(TODAY)), {
        timeout: 30_000,
      });
      // the dialogs' code, once, while time runs (React reveals a lazy part on a timer); then
      // the page's time stands still
      await cell(page, court(walk), '10:00').click();
      await expect(slotDialog(walk)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(slotDialog(walk)).toHaveCount(0);
      await page.clock.pauseAt(PAGE_PAUSED);
      await walkPath(walk, path);
    });
  }
});

test('the board model: every event is driven or listed, and the tours reach every state', () => {
  expect(
    modelProblems(boardModel, paths, {
      drivers: DRIVERS,
      arrangements: ARRANGE,
      notDriven: NOT_DRIVEN,
      notWalked: NOT_WALKED,
    }),
  ).toEqual([]);
});
