/**
 * The board on a phone and at every width (docs/rules.md §2): at 375 × 812 the board comes first —
 * a free slot on the first screen, a day strip whose choice keeps the board in view, venue tabs
 * whose last one can be reached, and a cart bar with the hold's countdown; at 1280 px five courts
 * fit without a sideways scroll, and eight say that they scroll (a fade on the side that has more,
 * no court cut to a sliver). At 320 and 375 px every venue shows whole courts and about half of the
 * next. A venue of two courts (the simulator's `smallVenue`) at 1280 and 375 px: both whole, no
 * fade, no court wider than 240 px. Driven with a finger, no swipe sticks in the board's box.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius): 07:00–09:30 have begun.
 */
import type { Locator, Page } from '@playwright/test';
import { add, items, signedInAtHome } from './board-helpers';
import { a11yViolations, boardTable, chooseLocale, expect, test } from './fixtures';

const NOW = '2026-11-21T09:30';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

const region = (page: Page) => page.getByRole('region', { name: 'Kortų užimtumas' });
const strip = (page: Page) => page.getByRole('radiogroup', { name: 'Diena' });
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Sporto vietos' });
/** A scroll box's fade on one side (src/ui/ScrollCue): the frame around the box holds both. */
const fade = (box: Locator, side: 'start' | 'end') =>
  box.locator(`xpath=..`).locator(`[data-scroll-cue="${side}"]`);
/** The day's free cells (not the stale day kept while another loads). */
const freeCells = (page: Page) =>
  page.getByTestId('board').getByRole('gridcell', { name: /: Laisva$/ });

/** A day of the strip as a finger taps it: its box (the radio button in it is hidden). */
const day = (page: Page, name: RegExp) =>
  strip(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) });

/**
 * How many free cells of the day are on the screen: inside the window and inside the board's box
 * (which scrolls on its own, so a cell can be in the window and scrolled out of the box).
 */
async function freeOnScreen(page: Page): Promise<number> {
  const box = await region(page).boundingBox();
  if (!box) return 0;
  return freeCells(page).evaluateAll(
    (cells, shown) =>
      cells.filter((cell) => {
        const r = cell.getBoundingClientRect();
        const top = Math.max(0, shown.y);
        const bottom = Math.min(window.innerHeight, shown.y + shown.height);
        const left = Math.max(0, shown.x);
        const right = Math.min(window.innerWidth, shown.x + shown.width);
        return r.top >= top && r.bottom <= bottom && r.left >= left && r.right <= right;
      }).length,
    box,
  );
}

/** Whether the page itself has been scrolled (the board's box scrolls on its own). */
const pageScrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** How much of each court's head shows in the board's box, beside the time column (0–1). */
async function courtsShown(page: Page): Promise<number[]> {
  return region(page).evaluate((box) => {
    const shown = box.getBoundingClientRect();
    const corner = box.querySelector('thead th')?.getBoundingClientRect();
    const left = corner ? corner.right : shown.left;
    const right = box.getBoundingClientRect().left + box.clientWidth;
    return [...box.querySelectorAll('thead th')].slice(1).map((th) => {
      const r = th.getBoundingClientRect();
      return Math.max(0, Math.min(r.right, right) - Math.max(r.left, left)) / r.width;
    });
  });
}

/**
 * The courts shown beside the time column: whole, and at the edge at most one cut one, never a
 * sliver (about half of it shows, so the board plainly goes on). None cut when all fit.
 */
function expectNoSliver(shown: number[]) {
  const cut = shown.filter((part) => part > 0 && part < 1);
  expect(cut.length).toBeLessThanOrEqual(1);
  for (const part of cut) {
    expect(part).toBeGreaterThan(0.35);
    expect(part).toBeLessThan(0.65);
  }
  // what shows is whole courts from the first, then the cut one, then none
  const whole = shown.findIndex((part) => part < 1);
  if (whole >= 0) expect(shown.slice(whole + 1).every((part) => part === 0)).toBe(true);
}

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('every venue shows whole courts and about half of the next, never a sliver', async ({
      page,
    }) => {
      // four, five and eight courts (venue-sim/data.ts)
      for (const [venue, courts] of [
        [3, 4],
        [1, 5],
        [2, 8],
      ] as const) {
        await page.goto(`/rezervacija/${venue}`);
        await expect(freeCells(page).first()).toBeVisible();
        const shown = await courtsShown(page);
        expect(shown).toHaveLength(courts);
        expectNoSliver(shown);
        // none of these fit a phone whole: the board says it goes on
        expect(shown.filter((part) => part > 0 && part < 1)).toHaveLength(1);
        await expect(fade(region(page), 'end')).toBeVisible();
      }
    });
  });
}

test.describe('on a phone (375 × 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Home opens with a free slot on the first screen, without scrolling', async ({ page }) => {
    // signed in: the cart panel, which stood above the board, must not push it down either
    await signedInAtHome(page);
    await expect(freeCells(page).first()).toBeVisible();
    // the board's box begins in the upper half of the screen, under the strip and the tabs
    expect((await region(page).boundingBox())?.y).toBeLessThan(812 * 0.6);
    // five courts on a phone: the last one shown is cut, never to a sliver, so the board plainly
    // goes on
    const shown = await courtsShown(page);
    expectNoSliver(shown);
    expect(shown.filter((part) => part > 0 && part < 1)).toHaveLength(1);
    // the month calendar and the cart are not above the board: a free time is on the first screen
    await expect.poll(() => freeOnScreen(page)).toBeGreaterThan(0);
    expect(await pageScrollY(page)).toBe(0);
    // the strip starts at today, which is chosen
    await expect(strip(page).getByRole('radio').first()).toBeChecked();
    await expect(strip(page).getByRole('radio').first()).toHaveAccessibleName(
      /^Šiandien, 2026 m\. lapkričio 21 d\./,
    );
  });

  test('a day chosen in the strip is shown with the board in view @dates', async ({ page }) => {
    await page.goto('/');
    await expect(freeCells(page).first()).toBeVisible();
    const before = await region(page).boundingBox();
    await day(page, /lapkričio 24 d\./).click();
    await expect(page).toHaveURL('/?data=2026-11-24');
    await expect(page.getByTestId('board-date')).toHaveText(/^lapkričio 24 d\./);
    await expect(strip(page).getByRole('radio', { name: /lapkričio 24 d\./ })).toBeChecked();
    await expect(boardTable(page).locator('caption')).toContainText('lapkričio 24 d.');
    // the board did not move, and a free time of that day is in view
    expect(await region(page).boundingBox()).toEqual(before);
    await expect.poll(() => freeOnScreen(page)).toBeGreaterThan(0);
    expect(await pageScrollY(page)).toBe(0);

    // by keyboard too: the arrow keys move the choice, as the calendar's did
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL('/?data=2026-11-25');
    await expect(strip(page).getByRole('radio', { name: /lapkričio 25 d\./ })).toBeFocused();
  });

  test('the month calendar opens from the strip and chooses a day the same way', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(freeCells(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Kalendorius' }).click();
    const month = page.getByRole('dialog', { name: 'Pasirinkite datą' });
    await expect(month).toBeVisible();
    await month.getByRole('button', { name: /lapkričio 30/ }).click();
    await expect(month).toHaveCount(0);
    await expect(page).toHaveURL('/?data=2026-11-30');
    await expect(strip(page).getByRole('radio', { name: /lapkričio 30 d\./ })).toBeChecked();
    await expect(boardTable(page).locator('caption')).toContainText('lapkričio 30 d.');
    await expect.poll(() => freeOnScreen(page)).toBeGreaterThan(0);
  });

  test('the venue tabs say they go on, and the last one can be reached and chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(freeCells(page).first()).toBeVisible();
    const last = tabs(page).getByRole('tab', { name: 'Padelio klubas' });
    // cut off at the edge, with a fade on the side that has more
    await expect(last).not.toBeInViewport({ ratio: 1 });
    await expect(fade(tabs(page), 'end')).toBeVisible();
    await expect(fade(tabs(page), 'start')).toBeHidden();
    // a swipe along the row reaches it
    await tabs(page).evaluate((row) =>
      row.scrollBy({ left: row.scrollWidth, behavior: 'instant' }),
    );
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(fade(tabs(page), 'end')).toBeHidden();
    await expect(fade(tabs(page), 'start')).toBeVisible();
    await last.click();
    await expect(page).toHaveURL('/rezervacija/3');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(
      boardTable(page).getByRole('columnheader', { name: 'Padelio aikštelė 1' }),
    ).toBeVisible();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await pageScrollY(page)).toBe(0);
  });

  test('after an add, the cart bar shows how many, the total and the countdown, and opens the cart', async ({
    page,
  }) => {
    await signedInAtHome(page);
    const bar = page.getByTestId('cart-bar');
    await expect(bar).toHaveCount(0);
    await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('1 laikas · 7,00 €');
    await expect(bar.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await bar.getByRole('button', { name: 'Krepšelis' }).click();
    await expect(page.getByRole('dialog', { name: 'Krepšelis' })).toBeVisible();
  });

  test('in English too', async ({ page }) => {
    await chooseLocale(page, 'en');
    await page.goto('/');
    const days = page.getByRole('radiogroup', { name: 'Day' });
    await expect(days.getByRole('radio').first()).toHaveAccessibleName(
      /^Today, Saturday, 21 November 2026/,
    );
    await expect(days.getByRole('radio').nth(1)).toHaveAccessibleName(/^Tomorrow, /);
    // where the strip crosses into December, its first day says so
    const first = days
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^Tuesday, 1 December 2026$/ }) });
    await expect(first).toContainText(/^DecTue1/);
    await expect(page.getByRole('button', { name: 'Calendar' })).toBeVisible();
  });
});

test.describe('on a phone with a finger (375 × 812, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  /**
   * A finger's drag across the screen, from one point to another (Chromium's touch events), in
   * ten moves; in two, a quick one that flings.
   */
  async function drag(page: Page, from: [number, number], to: [number, number], steps = 10) {
    const cdp = await page.context().newCDPSession(page);
    const at = (step: number) => ({
      x: from[0] + ((to[0] - from[0]) * step) / steps,
      y: from[1] + ((to[1] - from[1]) * step) / steps,
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
    for (let step = 1; step <= steps; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(step)] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /**
   * Waits until a swipe's fling has ended: the page and the board's box have not moved for five
   * frames. A swipe keeps scrolling after the finger lifts, so a measure taken earlier compares
   * two moments of a moving page.
   */
  const settled = (page: Page) =>
    region(page).evaluate(
      (box) =>
        new Promise<void>((done) => {
          let last = '';
          let still = 0;
          const look = () => {
            const now = [window.scrollX, window.scrollY, box.scrollLeft, box.scrollTop].join();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 5) done();
            else requestAnimationFrame(look);
          };
          look();
        }),
    );

  // docs/board.md "One scroll on a phone": the board is a box of its own, which hands a swipe on
  // to the page at its top and bottom, and keeps a sideways one
  test('an upward swipe scrolls the times, then the page; a sideways one only the courts', async ({
    page,
  }) => {
    await page.goto('/rezervacija/1');
    await expect(freeCells(page).first()).toBeVisible();
    const state = () =>
      region(page).evaluate((box) => ({
        page: [window.scrollX, window.scrollY],
        top: box.scrollTop,
        left: box.scrollLeft,
        atEnd: box.scrollTop + box.clientHeight >= box.scrollHeight - 1,
      }));
    const head = region(page).getByRole('columnheader').nth(1);
    const times = region(page).getByRole('rowheader').first();

    // up: the times move, the page stays, until the board's end
    const before = await state();
    await drag(page, [200, 760], [200, 500]);
    await expect.poll(async () => (await state()).top).toBeGreaterThan(before.top);
    expect((await state()).page).toEqual([0, 0]);
    for (let i = 0; i < 6 && !(await state()).atEnd; i++) {
      await drag(page, [200, 760], [200, 460]);
    }
    await expect.poll(async () => (await state()).atEnd).toBe(true);
    // at its end, the next swipe moves the page
    await drag(page, [200, 760], [200, 460]);
    await expect.poll(async () => (await state()).page[1]).toBeGreaterThan(0);
    await settled(page);
    // the court row stays at the board's top (both read in one frame)
    const headTop = await head.evaluate((cell) => {
      const box = cell.closest('[role="region"]')?.getBoundingClientRect().top ?? NaN;
      return cell.getBoundingClientRect().top - box;
    });
    expect(headTop).toBeCloseTo(0, 0);
    const box = await region(page).boundingBox();

    // sideways: only the courts move; the page does not, and the time column stays put
    const timesX = (await times.boundingBox())?.x;
    const pageY = (await state()).page[1];
    const y = (box?.y ?? 0) + 200;
    await drag(page, [300, y], [100, y]);
    await expect.poll(async () => (await state()).left).toBeGreaterThan(0);
    await settled(page);
    expect((await state()).page).toEqual([0, pageY]);
    expect((await times.boundingBox())?.x).toBe(timesX);
  });

  // docs/board.md "One scroll on a phone": the swipes a finger makes that could stick in a box of
  // its own, each driven and measured after its fling
  test('no swipe sticks: from the court row, across, as a fling, and outside the box', async ({
    page,
  }) => {
    await page.goto('/rezervacija/1');
    await expect(freeCells(page).first()).toBeVisible();
    await settled(page);
    const state = () =>
      region(page).evaluate((box) => ({
        pageY: window.scrollY,
        top: box.scrollTop,
        left: box.scrollLeft,
        atEnd: box.scrollTop + box.clientHeight >= box.scrollHeight - 1,
        boxTop: box.getBoundingClientRect().top,
        boxBottom: box.getBoundingClientRect().bottom,
      }));
    const reset = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await region(page).evaluate((box) => box.scrollTo(0, 0));
      await settled(page);
    };

    // begun on the sticky court row, at the box's top edge: the times move
    await reset();
    const head = await region(page).getByRole('columnheader').nth(1).boundingBox();
    if (!head) throw new Error('no court row');
    await drag(page, [200, head.y + head.height / 2], [200, head.y - 200]);
    await settled(page);
    expect((await state()).top).toBeGreaterThan(100);

    // quick swipes (flings) from the top run the times to the box's end and stop there; the
    // next swipe moves the page
    await reset();
    const flings: { top: number; pageY: number }[] = [];
    for (let i = 0; i < 6 && !(await state()).atEnd; i++) {
      await drag(page, [200, 760], [200, 460], 2);
      await settled(page);
      flings.push(await state());
    }
    expect(flings[0]?.top).toBeGreaterThan(0);
    expect((await state()).atEnd).toBe(true);
    expect((await state()).pageY).toBe(0);
    await drag(page, [200, 760], [200, 460], 2);
    await settled(page);
    expect((await state()).pageY).toBeGreaterThan(0);

    // a slanted swipe on a box at its end (up, and a third as far sideways) moves the page: the
    // browser holds a mostly upright swipe to its axis, so the box's sideways room does not
    // catch it
    await reset();
    await region(page).evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await settled(page);
    await drag(page, [300, 760], [220, 500]);
    await settled(page);
    expect((await state()).pageY).toBeGreaterThan(0);
    expect((await state()).left).toBe(0);

    // wherever the page stands, the box leaves some 200 px of the screen to the page, so a swipe
    // there always moves the page, and the box never fills the screen: here with the page
    // scrolled to its end and the box's times back at their top
    await region(page).evaluate((box) => box.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settled(page);
    const atPageEnd = await state();
    expect(atPageEnd.boxBottom - atPageEnd.boxTop).toBeLessThanOrEqual(812 - 200);
    const above = atPageEnd.boxTop;
    const below = 812 - atPageEnd.boxBottom;
    // a downward swipe there takes the page back up, and the box's times stay where they were
    const y = above > below ? above / 2 : atPageEnd.boxBottom + below / 2;
    await drag(page, [200, y - 50], [200, y + 100]);
    await settled(page);
    expect((await state()).pageY).toBeLessThan(atPageEnd.pageY);
    expect((await state()).top).toBe(0);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('five courts fit without a sideways scroll, and no fade says otherwise', async ({
    page,
  }) => {
    await page.goto('/rezervacija/1');
    await expect(freeCells(page).first()).toBeVisible();
    const box = await region(page).evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    expect(await courtsShown(page)).toEqual([1, 1, 1, 1, 1]);
    await expect(fade(region(page), 'end')).toBeHidden();
    await expect(fade(region(page), 'start')).toBeHidden();
  });

  test('eight courts scroll, say so with a fade, and none is cut to a sliver', async ({ page }) => {
    await page.goto('/rezervacija/2');
    await expect(freeCells(page).first()).toBeVisible();
    const shown = await courtsShown(page);
    expect(shown).toHaveLength(8);
    // whole courts, then part of the next one: never a sliver at the edge
    expectNoSliver(shown);
    expect(shown.filter((part) => part > 0 && part < 1)).toHaveLength(1);
    expect(shown.slice(0, 4)).toEqual([1, 1, 1, 1]);
    await expect(fade(region(page), 'end')).toBeVisible();
    await expect(fade(region(page), 'start')).toBeHidden();

    // scrolled to its end, the fade is on the other side
    await region(page).evaluate((el) => el.scrollBy({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(fade(region(page), 'end')).toBeHidden();
    await expect(fade(region(page), 'start')).toBeVisible();
    expect((await courtsShown(page)).at(-1)).toBe(1);
  });
});

/**
 * A venue of two courts (the simulator's `smallVenue`), at a desk and on a phone
 * (docs/board.md "Two courts"): both courts whole, no fade, no sideways scroll, and a court no
 * wider than a court needs to be, so a time's row is read across at a glance.
 */
for (const [width, height] of [
  [1280, 800],
  [375, 812],
] as const) {
  test.describe(`two courts at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    for (const locale of ['lt', 'en'] as const) {
      test(`both courts whole, no fade, columns of a court's width (${locale})`, async ({
        page,
        sim,
      }, testInfo) => {
        await sim.scenario({ smallVenue: true });
        if (locale === 'en') await chooseLocale(page, 'en');
        await page.goto('/rezervacija/4');
        await expect(
          page
            .getByTestId('board')
            .getByRole('gridcell', { name: /: (Laisva|Free)$/ })
            .first(),
        ).toBeVisible();
        const board = page.getByTestId('board-region');
        const sizes = await board.evaluate((box) => {
          const heads = [...box.querySelectorAll('thead th')].map((th) =>
            Math.round(th.getBoundingClientRect().width),
          );
          const table = box.querySelector('table')?.getBoundingClientRect().width ?? 0;
          return { scroll: box.scrollWidth, client: box.clientWidth, table, heads };
        });
        testInfo.annotations.push({ type: 'sizes', description: JSON.stringify(sizes) });
        await page.screenshot({ path: testInfo.outputPath(`two-courts-${width}-${locale}.png`) });
        expect(sizes.heads).toHaveLength(3);
        // no sideways scroll, and the day fills its box: no blank stretch beside the courts
        expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
        expect(sizes.table).toBeGreaterThanOrEqual(sizes.client - 1);
        // both courts as wide as each other, wider than a court's narrowest (they share the
        // room), and no wider than a court's widest, 240 px: not two 400 px stripes at a desk
        const [, first = 0, second = 0] = sizes.heads;
        expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
        expect(first).toBeGreaterThan(width < 720 ? 80 : 104);
        expect(first).toBeLessThanOrEqual(240);
        const shown = await board.evaluate((box) => {
          const right = box.getBoundingClientRect().left + box.clientWidth;
          return [...box.querySelectorAll('thead th')].slice(1).map((th) => {
            const r = th.getBoundingClientRect();
            return r.right <= right + 0.5 ? 1 : 0;
          });
        });
        expect(shown).toEqual([1, 1]);
        await expect(fade(board, 'end')).toBeHidden();
        await expect(fade(board, 'start')).toBeHidden();
        expect(await a11yViolations(page)).toEqual([]);
      });
    }
  });
}

/**
 * The hold's last minute on a phone (docs/rules.md §4 "Countdown"): the hold warning and the cart
 * bar are both at the bottom of the screen; the bar carries the warning above its summary, so that
 * neither covers the other and the bar's button still opens the cart. At a desk there is no bar and
 * the warning stands at the bottom of the window as on any page. The simulator holds a time for
 * 65 s, so the warning comes a few seconds after the add.
 */
const WARNING = { lt: 'Jūsų rezervacija baigsis po', en: 'Your reservation hold ends in' } as const;
const CART = { lt: 'Krepšelis', en: 'Cart' } as const;

/** Signed in on Home, one time added, in `locale`, in the hold's last minute. */
async function inTheLastMinute(page: Page, locale: 'lt' | 'en') {
  await signedInAtHome(page);
  await (await add(page, '10:00')).getByRole('button', { name: 'Pasirinkti daugiau' }).click();
  if (locale === 'en') {
    await chooseLocale(page, 'en');
    await page.reload();
  }
  const warning = page.getByRole('alert').filter({ hasText: WARNING[locale] });
  await expect(warning).toBeVisible();
  return warning;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [width, locale] of [
  [375, 'lt'],
  [320, 'en'],
] as const) {
  test.describe(`the hold's last minute at ${width} px (${locale})`, () => {
    test.use({ viewport: { width, height: 812 } });

    test('the warning does not cover the cart bar, and the bar still opens the cart', async ({
      page,
      sim,
    }, testInfo) => {
      await sim.scenario({ cartHoldSeconds: 65 });
      const warning = await inTheLastMinute(page, locale);
      const bar = page.getByTestId('cart-bar');
      const open = bar.getByRole('button', { name: CART[locale], exact: true });
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(open).toBeInViewport({ ratio: 1 });
      await expect(warning).toBeInViewport({ ratio: 1 });
      // one warning on screen, said once
      await expect(page.getByRole('alert').filter({ hasText: WARNING[locale] })).toHaveCount(1);
      await page.screenshot({ path: testInfo.outputPath(`last-minute-${width}-${locale}.png`) });
      // the warning covers neither the bar's button nor its summary (count, total, time left)
      const shown = await warning.boundingBox();
      const summary = await bar.locator(':scope > p').boundingBox();
      expect(shown && summary).toBeTruthy();
      expect(overlap(shown!, (await open.boundingBox())!)).toBe(false);
      expect(overlap(shown!, summary!)).toBe(false);
      // the button's middle is the button's own, not something laid over it
      const onTop = await open.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(onTop).toBe(true);
      await open.click({ timeout: 5_000 });
      await expect(page.getByRole('dialog', { name: CART[locale] })).toBeVisible();
    });
  });
}

test.describe("the hold's last minute at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the warning stands at the bottom of the window; no bar', async ({ page, sim }) => {
    await sim.scenario({ cartHoldSeconds: 65 });
    const warning = await inTheLastMinute(page, 'lt');
    await expect(page.getByTestId('cart-bar')).toBeHidden();
    await expect(warning).toBeInViewport({ ratio: 1 });
    const box = (await warning.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(800 - 80);
    await expect(warning.getByRole('button', { name: 'Pratęsti' })).toBeEnabled();
  });
});

/**
 * Paying what was shown, on a phone (docs/rules.md §4 "Paying what was shown"): the cart has
 * changed on the server (another tab's add, here made straight on the server, so this tab cannot
 * have heard of it) when the pay dialog's press reads it. The dialog then grows by the alert and
 * the times; its answers — pay the new sum, go back to the cart — stay on the screen without a
 * scroll, with the dialog's title still above, at 375 × 812 and 320 × 640, in both languages. The
 * times it lists can still be scrolled to, and none is left under the answers.
 */
const PAY = {
  lt: {
    dialog: 'Apmokėjimas',
    reserve: 'Rezervuoti',
    credits: 'Kreditai',
    pay: 'Apmokėti',
    back: 'Grįžti į krepšelį',
  },
  en: {
    dialog: 'Payment',
    reserve: 'Reserve',
    credits: 'Credits',
    pay: 'Pay',
    back: 'Back to the cart',
  },
} as const;

for (const [width, height] of [
  [375, 812],
  [320, 640],
] as const) {
  for (const locale of ['lt', 'en'] as const) {
    test.describe(`the pay dialog when the cart changed, at ${width} × ${height} (${locale})`, () => {
      test.use({ viewport: { width, height } });

      test('its answers are on the screen without a scroll, and every time can be read', async ({
        page,
        request,
      }, testInfo) => {
        const words = PAY[locale];
        const token = await signedInAtHome(page);
        await (
          await add(page, '10:00')
        )
          .getByRole('button', { name: 'Pasirinkti daugiau' })
          .click();
        const code = await page.evaluate(() => window.localStorage.getItem('savitarna.cart'));
        if (locale === 'en') {
          await chooseLocale(page, 'en');
          await page.reload();
        }
        await page
          .getByTestId('cart-bar')
          .getByRole('button', { name: CART[locale], exact: true })
          .click();
        await page
          .getByRole('dialog', { name: CART[locale] })
          .getByRole('button', { name: words.reserve })
          .click();
        const pay = page.getByRole('dialog', { name: words.dialog });
        await pay.getByText(words.credits, { exact: true }).click();

        // the other tab's add, done on the server: this tab has not heard of it
        const added = await request.post(`/api/v2/carts/${code}/court-reservations-add`, {
          headers: { Authorization: `Bearer ${token}` },
          form: {
            courtID: '101',
            date: '2026-11-21',
            time: '10:30',
            durationMins: '30',
            clientID: '1001',
          },
        });
        expect(added.ok()).toBe(true);
        await pay.getByRole('button', { name: `${words.pay} 7,00 €` }).click();
        await expect(pay.getByTestId('pay-cart-changed').getByRole('alert')).toBeVisible();
        await expect(items(pay)).toHaveCount(2);

        const payNew = pay.getByRole('button', { name: `${words.pay} 14,00 €` });
        const back = pay.getByRole('button', { name: words.back });
        await expect(payNew).toBeEnabled();
        await page.screenshot({
          path: testInfo.outputPath(`pay-cart-changed-${width}-${locale}.png`),
        });
        // both answers, whole, on the screen as the dialog stands, and its title above them
        await expect(payNew).toBeInViewport({ ratio: 1 });
        await expect(back).toBeInViewport({ ratio: 1 });
        await expect(pay.getByRole('heading', { name: words.dialog })).toBeInViewport({
          ratio: 1,
        });
        // the answers are the dialog's own, not covered by anything laid over them
        for (const button of [payNew, back]) {
          expect(await uncovered(button)).toBe(true);
        }
        // the last time listed, brought into view as a keyboard's focus or a reader would, is
        // not left under the answers
        const last = items(pay).last();
        await last.scrollIntoViewIfNeeded();
        expect(await uncovered(last)).toBe(true);
        await expect(last).toBeInViewport({ ratio: 1 });
        // the keyboard's order is the reading order: the way to pay, "back", then pay; each
        // focused in turn is on the screen and not under the answers
        await payNew.focus();
        await page.keyboard.press('Shift+Tab');
        await expect(back).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        const credits = pay.getByRole('radio', { name: words.credits });
        await expect(credits).toBeFocused();
        // the choice as it shows (its radio button is hidden in it)
        const choice = credits.locator('xpath=ancestor::label');
        await expect(choice).toBeInViewport({ ratio: 1 });
        expect(await uncovered(choice)).toBe(true);
        await page.keyboard.press('Tab');
        await expect(back).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(payNew).toBeFocused();
        expect(await a11yViolations(page)).toEqual([]);
      });
    });
  }
}

/**
 * Whether an element is its own on the screen, not under something laid over it: its middle, and
 * near its left and right ends (inside a button's rounded corners).
 */
function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const y = r.y + r.height / 2;
    const inset = Math.min(12, r.width / 4);
    return [r.x + r.width / 2, r.left + inset, r.right - inset].every((x) =>
      element.contains(document.elementFromPoint(x, y)),
    );
  });
}

/**
 * A new day landing on a phone's board (docs/performance.md "Interactions"): the cells whose look
 * changed do not each fade (each fade's events went through React's root listener, some 300 ms at
 * 4× CPU that held up the next tap); the day's body fades in once instead, and not at all with
 * reduced motion.
 */
for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`a new day on a phone (375 × 812, motion: ${motion})`, () => {
    test.use({ viewport: { width: 375, height: 812 }, reducedMotion: motion });

    test(`no cell fades on its own; the day fades ${motion === 'reduce' ? 'not at all' : 'once'}`, async ({
      page,
    }) => {
      await page.goto('/');
      await expect(freeCells(page).first()).toBeVisible();
      // counted in the page: every fade a board cell starts, and, as the new day is drawn, the
      // fades running on the day's body
      await page.evaluate(() => {
        const w = window as unknown as { __cellFades: number; __dayFades: number | null };
        w.__cellFades = 0;
        w.__dayFades = null;
        addEventListener(
          'transitionrun',
          (event) => {
            if ((event.target as Element).closest('tbody td')) w.__cellFades += 1;
          },
          { capture: true },
        );
        const observer = new MutationObserver(() => {
          const table = document.querySelector('[data-testid="board"]');
          if (!table?.querySelector('caption')?.textContent?.includes('lapkričio 24 d.')) return;
          observer.disconnect();
          w.__dayFades = table.querySelector('tbody')?.getAnimations().length ?? 0;
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
      await day(page, /lapkričio 24 d\./).click();
      await expect(boardTable(page).locator('caption')).toContainText('lapkričio 24 d.');
      // the 24th has times free that were past on the 21st: cells whose look changed
      await expect(freeCells(page).first()).toBeVisible();
      // every fade begun has run out
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const counted = await page.evaluate(() => {
        const w = window as unknown as { __cellFades: number; __dayFades: number | null };
        return { cellFades: w.__cellFades, dayFades: w.__dayFades };
      });
      expect(counted).toEqual({ cellFades: 0, dayFades: motion === 'reduce' ? 0 : 1 });
    });
  });
}
