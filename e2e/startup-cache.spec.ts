/**
 * The start-up record (docs/rules.md §4 "Start-up"): what a visit keeps for the next one,
 * and the round trips to the board it saves.
 *
 * Round trips are counted from the order of the browser's own network events, never from clock
 * times: a start-up call sent before any start-up answer has arrived is in round trip 1, and a call
 * sent after answers of round trip n have arrived is in round trip n + 1. The simulator answers
 * every call after a latency, so independent calls sent together are never told apart by chance.
 *
 * "Never contradicted": a watcher installed before the page's first script records every title,
 * board date and venue list the page ever shows; each must be the one the page finally settles on.
 */
import type { Page, Request } from '@playwright/test';
import { boardTable, expect, signIn, test, venues } from './fixtures';

test.afterEach(async ({ sim }) => {
  await sim.reset();
});

const STORAGE_KEY = 'savitarna.startup';
const LATENCY_MS = 250;
/** the host the portal is served from, whose simulator answers the booking API at `/api` */
let OWN = '';
/** the same simulator under a name the browser treats as another origin */
let MOVED = '';
const movedBooking = () => `http://${MOVED}/api`;

type Call = 'options' | 'date' | 'places' | 'token' | 'day';
const CALLS: Array<[Call, RegExp]> = [
  ['options', /\/get_savitarna_options\/?(\?|$)/],
  ['date', /\/get_savitarna_date\/?(\?|$)/],
  ['places', /\/v1\/allPlacesInfo(\?|$)/],
  ['token', /\/v1\/checkToken(\?|$)/],
  ['day', /\/v1\/placeInfo(\?|$)/],
];

interface Sent {
  call: Call;
  url: URL;
  roundTrip: number;
}

/** The start-up calls a page makes, each with the round trip it was sent in. */
function traceStartup(page: Page) {
  let sent: Sent[] = [];
  let roundTrips = new Map<Request, number>();
  let deepestAnswered = 0;
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') return;
    const call = CALLS.find(([, pattern]) => pattern.test(request.url()))?.[0];
    if (call === undefined) return;
    const roundTrip = deepestAnswered + 1;
    roundTrips.set(request, roundTrip);
    sent.push({ call, url: new URL(request.url()), roundTrip });
  });
  page.on('requestfinished', (request) => {
    const roundTrip = roundTrips.get(request);
    if (roundTrip !== undefined) deepestAnswered = Math.max(deepestAnswered, roundTrip);
  });
  return {
    /** forget the visit so far: the next navigation is counted afresh */
    restart() {
      sent = [];
      roundTrips = new Map();
      deepestAnswered = 0;
    },
    calls: (call: Call) => sent.filter((s) => s.call === call),
    /** the round trip each board day was asked for in, with its venue and date */
    days: () =>
      sent
        .filter((s) => s.call === 'day')
        .map((s) => ({
          roundTrip: s.roundTrip,
          host: s.url.host,
          placeId: s.url.searchParams.get('placeID'),
          date: s.url.searchParams.get('date'),
        })),
  };
}

/** Records every title, board date and venue list the page shows, from before its first script. */
async function watchWhatIsShown(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ title: string; date: string; venues: string }> = [];
    (window as unknown as { __shown: typeof seen }).__shown = seen;
    const record = () => {
      const title = document.querySelector('h1')?.textContent ?? '';
      const date = document.querySelector('[data-testid="board-date"]')?.textContent ?? '';
      const venues = [...document.querySelectorAll('[role="tab"]')]
        .map((tab) => tab.textContent ?? '')
        .filter((name) => name !== '')
        .join(' | ');
      const last = seen.at(-1);
      if (!last || last.title !== title || last.date !== date || last.venues !== venues) {
        seen.push({ title, date, venues });
      }
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

async function shown(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __shown: Array<{ title: string; date: string; venues: string }> })
        .__shown,
  );
}

/** Every title, board date and venue list the page showed is the one it ends with (or none). */
async function expectNeverContradicted(page: Page) {
  const states = await shown(page);
  const last = states.at(-1)!;
  for (const field of ['title', 'date', 'venues'] as const) {
    const values = [...new Set(states.map((s) => s[field]).filter((v) => v !== ''))];
    expect(values, `every ${field} the page showed`).toEqual([last[field]]);
  }
}

/** The board's day line for a date of the current year (src/format/dates.ts formatDayLine). */
const dayLine = (isoDate: string) =>
  new Intl.DateTimeFormat('lt-LT', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${isoDate}T00:00:00Z`));

async function expectBoard(page: Page, date: string, venueName: string = venues[0].name) {
  await expect(page.getByTestId('board-date')).toHaveText(dayLine(date));
  await expect(page.getByRole('tab', { name: venueName })).toHaveAttribute('aria-selected', 'true');
  await expect(boardTable(page).getByRole('rowheader').first()).toHaveText('07:00');
}

async function storedRecord(page: Page) {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    STORAGE_KEY,
  );
}

/** 12:00 in the venue's zone on `date`: the simulator's clock stands still there. */
const noonOn = (date: string) => `${date}T12:00`;
const DAY = '2026-11-24';
const NEXT_DAY = '2026-11-25';

test.beforeEach(async ({ sim, baseURL }) => {
  const served = new URL(baseURL ?? '');
  OWN = served.host;
  MOVED = `localhost:${served.port}`;
  await sim.scenario({ latencyMs: LATENCY_MS, now: noonOn(DAY) });
});

test('first visit to Home: 3 round trips, options → places → the day; a return visit: 1 @dates', async ({
  page,
}) => {
  const trace = traceStartup(page);
  await watchWhatIsShown(page);

  await page.goto('/');
  await expectBoard(page, DAY);
  expect(trace.calls('options').map((c) => c.roundTrip)).toEqual([1]);
  expect(trace.calls('date').map((c) => c.roundTrip)).toEqual([1]);
  expect(trace.calls('places').map((c) => c.roundTrip)).toEqual([2]);
  // one request for the day, no second one for the same page
  expect(trace.days()).toEqual([{ roundTrip: 3, host: OWN, placeId: '1', date: DAY }]);
  await expect.poll(() => storedRecord(page)).toMatchObject({ places: venues });

  trace.restart();
  await page.reload();
  await expectBoard(page, DAY);
  // the day is asked for at once, beside the calls that confirm what it was asked with
  expect(trace.days()).toEqual([{ roundTrip: 1, host: OWN, placeId: '1', date: DAY }]);
  for (const call of ['options', 'date', 'places'] as const) {
    expect(trace.calls(call).map((c) => c.roundTrip)).toEqual([1]);
  }
  await expectNeverContradicted(page);
});

test('first visit to a venue: 2 round trips, its places and its day together; return: 1', async ({
  page,
}) => {
  const trace = traceStartup(page);
  await page.goto('/rezervacija/2');
  await expectBoard(page, DAY, venues[1].name);
  expect(trace.calls('places').map((c) => c.roundTrip)).toEqual([2]);
  expect(trace.days()).toEqual([{ roundTrip: 2, host: OWN, placeId: '2', date: DAY }]);

  // a return visit to another venue and a later day of the address
  trace.restart();
  await page.goto(`/rezervacija/3?data=${NEXT_DAY}`);
  await expectBoard(page, NEXT_DAY, venues[2].name);
  expect(trace.days()).toEqual([{ roundTrip: 1, host: OWN, placeId: '3', date: NEXT_DAY }]);
});

test('a signed-in return visit checks the token and asks for the day at once, with the token', async ({
  page,
}) => {
  const token = await signIn(page, 'demo@example.lt', 'demo123');
  const trace = traceStartup(page);
  await page.goto('/');
  await expectBoard(page, DAY);
  expect(trace.calls('token').map((c) => c.roundTrip)).toEqual([2]);

  trace.restart();
  await page.reload();
  await expectBoard(page, DAY);
  expect(trace.calls('token').map((c) => c.roundTrip)).toEqual([1]);
  const days = trace.calls('day');
  expect(days.map((d) => d.roundTrip)).toEqual([1]);
  expect(days[0]?.url.searchParams.get('sessionToken')).toBe(token);
});

test('the server’s date moved on between visits: the day is asked again for the new date, and the predicted one is never shown @dates', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expectBoard(page, DAY);

  await sim.scenario({ now: noonOn(NEXT_DAY) });
  const trace = traceStartup(page);
  await watchWhatIsShown(page);
  await page.reload();
  await expectBoard(page, NEXT_DAY);
  // the kept clock predicted the old day; the server's answer decides
  expect(trace.days()).toEqual([
    { roundTrip: 1, host: OWN, placeId: '1', date: DAY },
    { roundTrip: 2, host: OWN, placeId: '1', date: NEXT_DAY },
  ]);
  await expectNeverContradicted(page);
  expect((await shown(page)).some((s) => s.date.includes(dayLine(DAY)))).toBe(false);
});

test('the server’s date moved on, but the page asks for a later day: that day is asked once', async ({
  page,
  sim,
}) => {
  const later = '2026-11-28';
  await page.goto(`/?data=${later}`);
  await expectBoard(page, later);

  await sim.scenario({ now: noonOn(NEXT_DAY) });
  const trace = traceStartup(page);
  await page.reload();
  await expectBoard(page, later);
  expect(trace.days()).toEqual([{ roundTrip: 1, host: OWN, placeId: '1', date: later }]);
});

test('new venue names between visits: the kept ones are never shown', async ({ page, sim }) => {
  await page.goto('/');
  await expectBoard(page, DAY);

  await sim.scenario({ probe: ' (nauja)' });
  await watchWhatIsShown(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: `${venues[1].name} (nauja)` })).toBeVisible();
  await expectNeverContradicted(page);
  await expect
    .poll(() => storedRecord(page))
    .toMatchObject({
      places: venues.map((v) => ({ id: v.id, name: `${v.name} (nauja)` })),
    });
});

test('a moved booking address drops what was kept: every call goes to the new one', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expectBoard(page, DAY);

  await sim.scenario({ bookingApiUrl: movedBooking() });
  const trace = traceStartup(page);
  await watchWhatIsShown(page);
  await page.reload();
  await expectBoard(page, DAY);
  // the kept address was tried at once; at the options' new one, nothing kept is used: Home's
  // first venue is the first of the new address's places, so its day comes after them
  expect(trace.days()).toEqual([
    { roundTrip: 1, host: OWN, placeId: '1', date: DAY },
    { roundTrip: 3, host: MOVED, placeId: '1', date: DAY },
  ]);
  expect(trace.calls('places').map((c) => [c.url.host, c.roundTrip])).toEqual([
    [OWN, 1],
    [MOVED, 2],
  ]);
  await expectNeverContradicted(page);
  await expect.poll(() => storedRecord(page)).toMatchObject({ bookingApiUrl: movedBooking() });

  // the next visit starts at the new address at once
  trace.restart();
  await page.reload();
  await expectBoard(page, DAY);
  expect(trace.days()).toEqual([{ roundTrip: 1, host: MOVED, placeId: '1', date: DAY }]);
});

test('a moved booking address that then fails keeps nothing of the old one', async ({
  page,
  sim,
}) => {
  await page.goto('/');
  await expectBoard(page, DAY);

  await sim.scenario({ bookingApiUrl: movedBooking() });
  await page.route(`${movedBooking()}/v1/allPlacesInfo*`, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nepavyko įkelti svetainės' })).toBeVisible();
  expect(await storedRecord(page)).toBeNull();

  await page.unroute(`${movedBooking()}/v1/allPlacesInfo*`);
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expectBoard(page, DAY);
  await expect.poll(() => storedRecord(page)).toMatchObject({ bookingApiUrl: movedBooking() });
});

test('an unreadable record is dropped: the visit starts like a first one', async ({ page }) => {
  await page.goto('/');
  await expectBoard(page, DAY);
  await page.evaluate((key) => localStorage.setItem(key, '{"version":1,"places":'), STORAGE_KEY);

  const trace = traceStartup(page);
  await page.reload();
  await expectBoard(page, DAY);
  expect(trace.days().map((d) => d.roundTrip)).toEqual([3]);
  await expect.poll(() => storedRecord(page)).toMatchObject({ places: venues });
});
