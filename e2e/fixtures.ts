/**
 * The e2e `test`: every test starts from a freshly seeded simulator; `sim` changes its scenario;
 * `signIn` gives the page a session before the app starts.
 *
 * The suite runs against the production build (scripts/e2e-server.ts; `devTest` below, against a
 * dev server, is for what only development has). Each Playwright worker has a simulator of its own
 * on the shared server: every request of the
 * worker (its pages' and contexts', `request`'s and `page.request`'s) carries the worker's number
 * in the `x-sim-worker` header, and the server keeps one simulator per number
 * (venue-sim/server.ts `simPerKey`). Tests in other workers never see this one's scenario, resets
 * or carts, so the suite runs in parallel (playwright.config.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { resolve } from 'node:path';
import { localParts } from '../venue-sim/clock';
import { SIM_KEY_HEADER } from '../venue-sim/server';
import type { ScenarioPatch } from '../venue-sim/sim';

export { expect };

export const accounts = {
  demo: { email: 'demo@example.lt', password: 'demo123' },
  admin: { email: 'admin@example.lt', password: 'admin123' },
  fresh: { email: 'naujas@example.lt', password: 'naujas123' },
} as const;

export const storageKeys = { token: 'savitarna.token', locale: 'savitarna.locale' } as const;

export interface SimControls {
  /** Changes latency, clock (`now`), cart hold, optional fields or forced failures. */
  scenario(patch: ScenarioPatch): Promise<void>;
  /** Seeded state and the default scenario again. */
  reset(): Promise<void>;
}

/**
 * A control call to the simulator, on a connection of its own (`connection: close`). Kept alive,
 * the test's connection can be reused at the moment the server closes it as idle: a fresh-clone
 * CI run lost one `/__sim/reset` that way (ECONNRESET, "socket hang up"), and with it a test.
 */
async function post(request: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  const res = await request.post(path, {
    headers: { connection: 'close' },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  const text = await res.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** One `securitypolicyviolation` as the page reported it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

export const test = base.extend<
  {
    sim: SimControls;
    freshSim: void;
    browserZone: void;
    cspViolations: CspViolation[];
  },
  { servesTheBuild: void }
>({
  /**
   * The server the run found on its port (playwright.config.ts `webServer`, reused when one is
   * already there) is the build, not a dev server left running: a suite passing against the dev
   * server would say nothing about the build it claims to have tried.
   */
  servesTheBuild: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use, workerInfo) => {
      const server = [workerInfo.config.webServer].flat()[0];
      if (server?.url) {
        const page = await fetch(new URL('/', server.url)).then((r) => r.text());
        if (page.includes('/@vite/client')) {
          throw new Error(
            `${server.url} is a dev server; the suite runs against the build (scripts/e2e-server.ts): stop that server, or give the suite another E2E_PORT`,
          );
        }
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  /**
   * The worker's simulator, named on every request: the option that Playwright applies to every
   * browser context (the test's and those a test opens itself with `browser.newContext()`) and to
   * the `request` fixture. The slot a worker runs in (`parallelIndex`), not its number: a worker
   * started again after a failure takes the same slot, and so the same simulator, which the next
   * test resets anyway.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [SIM_KEY_HEADER]: String(testInfo.parallelIndex) });
  },
  /**
   * The test's own calls to the server (`request`): the worker's simulator, and each call on a
   * connection of its own, for the reason `post` gives below.
   */
  request: async ({ playwright, baseURL, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      ...(baseURL === undefined ? {} : { baseURL }),
      extraHTTPHeaders: { ...extraHTTPHeaders, connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
  /**
   * Any content-security-policy violation in the test's pages fails the test. The csp project
   * serves the production build under its policy (scripts/csp.ts, e2e/csp.spec.ts); the other
   * projects' servers send none, so there the listener only waits. The list is the fixture's value: a test that
   * provokes violations on purpose reads it and empties it. Depends on `page` so that the page is
   * still open when the list is counted, after the test.
   */
  cspViolations: [
    async ({ context, page }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)
            .__e2eCspViolation;
          void report?.({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
            sample: e.sample,
          });
        });
      });
      await use(violations);
      // a violation is reported in a task of its own: let each open page run what it has queued
      // (and its report reach us) before counting. A message port, not a timer: a test may have
      // paused the page's clock (page.clock), and a paused timer would never fire.
      for (const open of new Set([page, ...context.pages()])) {
        if (open.isClosed()) continue;
        await open
          .evaluate(
            () =>
              new Promise<void>((resolve) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => resolve();
                channel.port2.postMessage(0);
              }),
          )
          // a page that is navigating away (to the bank, say) has nothing left to report
          .catch(() => {});
      }
      if (violations.length > 0) {
        throw new Error(
          `content security policy violations:\n${violations
            .map((v) => `  ${v.directive}: ${v.blocked || '(inline)'} at ${v.source} ${v.sample}`)
            .join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  /**
   * The page's time zone is the one its project names (playwright.config.ts: the venue's zone, or
   * a far one for the @dates tests), checked in the page itself, so the far-zone project cannot
   * pass quietly in the venue's zone.
   */
  browserZone: [
    async ({ page }, use, testInfo) => {
      const expected = testInfo.project.use.timezoneId;
      if (expected !== undefined) {
        const actual = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
        if (actual !== expected) {
          throw new Error(
            `the page runs in ${actual}, project ${testInfo.project.name} asks for ${expected}`,
          );
        }
      }
      await use();
    },
    { auto: true },
  ],
  /**
   * Every test starts on a fresh simulator whose clock stands at ten in the morning of the venue's
   * real today. On the simulator's own clock (the real time) every slot of today is past late in
   * the evening, and a suite that passed by day would fail by night. A test about a time of day
   * sets its own `now`.
   */
  freshSim: [
    async ({ request }, use) => {
      await post(request, '/__sim/reset');
      await post(request, '/__sim/scenario', { now: `${localParts(Date.now()).date}T10:00` });
      await use();
    },
    { auto: true },
  ],
  sim: async ({ request }, use) => {
    await use({
      scenario: async (patch) => {
        await post(request, '/__sim/scenario', patch);
      },
      reset: async () => {
        await post(request, '/__sim/reset');
      },
    });
  },
});

/**
 * `test` against a dev server of its own, for what exists in development alone (the `dev` project,
 * playwright.config.ts): Vite's, with the project's config and so with the simulator mounted,
 * started in the worker on a free port the first time one of its tests runs.
 */
export const devTest = test.extend<object, { devServer: string }>({
  devServer: [
    async ({ browser }, use) => {
      // Vite's note on its next major version's config loader (scripts/e2e-server.ts)
      process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
      const { createServer } = await import('vite');
      const server = await createServer({
        root: resolve(import.meta.dirname, '..'),
        logLevel: 'warn',
        server: { port: 0, strictPort: true },
      });
      try {
        await server.listen();
        const url = server.resolvedUrls?.local[0];
        if (url === undefined) throw new Error('the dev server gave no address');
        // A fresh dev server transforms the portal's modules as a page first asks for them, some
        // 190 of them, seconds on a busy machine: one page loaded here first, so that the tests'
        // waits are on the app, not on that first compile.
        const warm = await browser.newPage();
        await warm.goto(url);
        await warm.getByRole('heading', { level: 1 }).waitFor({ timeout: 100_000 });
        await warm.close();
        await use(url.replace(/\/$/, ''));
      } finally {
        await server.close();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ devServer }, use) => {
    await use(devServer);
  },
});

/**
 * Logs in through the booking API and hands the token to the app the way a returning visitor
 * has it: in localStorage before the first script runs. Call before `page.goto`.
 */
export async function signIn(page: Page, email: string, password: string): Promise<string> {
  const body = await post(page.request, '/api/v1/login', { username: email, password });
  const token = (body as { data?: { session_token?: unknown } } | null)?.data?.session_token;
  if (typeof token !== 'string' || token === '') {
    throw new Error(`login as ${email} gave no session_token: ${JSON.stringify(body)}`);
  }
  await seedStorage(page, storageKeys.token, token);
  return token;
}

/** Chooses the UI language before the app starts ('lt' is the default). */
export async function chooseLocale(page: Page, locale: 'lt' | 'en'): Promise<void> {
  await seedStorage(page, storageKeys.locale, locale);
}

/**
 * Puts a value in localStorage before the page's first document runs, once per tab: init
 * scripts run on every navigation, and a later logout or language switch must not be undone
 * by the next `page.goto`.
 */
async function seedStorage(page: Page, key: string, value: string): Promise<void> {
  await page.addInitScript(
    ([k, v]) => {
      const done = `e2e.seeded.${k}`;
      if (window.sessionStorage.getItem(done) !== null) return;
      window.sessionStorage.setItem(done, '1');
      window.localStorage.setItem(k, v);
    },
    [key, value] as const,
  );
}

/** The seeded venues in the order the simulator lists them (venue-sim/data.ts). */
export const venues = [
  { id: 1, name: 'Sporto centras Žalgiris' },
  { id: 2, name: 'Teniso arena' },
  { id: 3, name: 'Padelio klubas' },
] as const;

/** The board's time column for the default work hours 7–23: 07:00, 07:30, …, 23:00. */
export const boardTimes: string[] = Array.from({ length: 33 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});

/**
 * The board, a grid on a table, inside its own scrolling region (named by the page title). (The
 * calendar is a grid too, outside that region.)
 */
export function boardTable(page: Page, title = 'Kortų užimtumas') {
  return page.getByRole('region', { name: title }).getByRole('grid');
}

/** Sign-in links, user name and logout live in the user bar's navigation. */
export function userBar(page: Page) {
  return page.getByRole('navigation', { name: 'Paskyra' });
}

/**
 * Goes to a page through the hamburger menu by keyboard, as a keyboard user does: Enter on the
 * menu button opens the menu on its first item, Enter on an item follows it. For tests about the
 * page reached, not the menu: a pointer's click on an item is checked in layout.spec.ts, and
 * there a page scroll that lands while the menu opens (SPEC §2: it closes the menu) only costs
 * that test, not every test that travels through the menu.
 */
export async function chooseFromMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Meniu' }).press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await menu.getByRole('menuitem', { name: item }).press('Enter');
}

/**
 * Holds every request matching `url` (a `page.route` pattern) until the returned function is
 * called, then lets them all through: a call kept out while the test looks at the page without it.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Lets every request matching `url` reach the server, and keeps its answer from the page until the
 * returned function is called: a call the server has done while its page has not heard so yet.
 */
export async function holdAnswers(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  return release;
}

/** What the simulator has received so far (GET /__sim/state). */
export async function simState(
  request: APIRequestContext,
): Promise<{ contactMessages: number; sessions: number }> {
  const res = await request.get('/__sim/state');
  const body = (await res.json()) as { data: { contactMessages: number; sessions: number } };
  return body.data;
}

/**
 * Every violation axe finds on the page, of any impact (minor ones too), in a readable form, and
 * what axe does not check: whatever sticks out of the viewport sideways (WCAG 1.4.10, reflow).
 * Axe runs once the page is still: a dialog fading in is seen half transparent, its colours
 * blended with the page's and its contrast measured too low, so every finite animation and
 * transition is let finish first. Not waited for: a spinner's endless one, and one driven by
 * scrolling rather than by time (a dialog's edge drawn while more lies below), which ends only
 * when someone scrolls.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline)
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe once, in the page. The default runs it in every frame and merges the
  // frames' results in a second, blank page it opens for the purpose: the portal has no frames,
  // and that page cost about half of each check's time.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return [
    ...violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
    ),
    ...(await reflowViolations(page)),
  ];
}

/**
 * WCAG 1.4.10 (reflow): on a narrow screen nothing may need a sideways scroll of the page. Lists
 * the outermost elements that reach past either side of the viewport, unless a box that scrolls or
 * clips on its own holds them (the board's region scrolls its courts sideways, by design).
 * Elements a pixel wide or less are the visually hidden texts, which are meant to sit off screen.
 */
async function reflowViolations(page: Page): Promise<string[]> {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const held = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const { left, right, width: w } = el.getBoundingClientRect();
      if (w <= 1 || (left >= -0.5 && right <= width + 0.5) || held(el)) continue;
      if (!found.some((outer) => outer.contains(el))) found.push(el);
    }
    return found.map((el) => {
      const { left, right } = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} "${text}" spans ${Math.round(left)}–${Math.round(right)} px of ${width}`;
    });
  });
  return outside.map((what) => `reflow (WCAG 1.4.10): ${what}`);
}

/**
 * The time ranges ("07:30–09:00") in an element's text, each with the number of lines the browser
 * laid it out on: a range broken after its dash reads as two times.
 */
export async function timeRangeLines(scope: Locator): Promise<{ range: string; lines: number }[]> {
  return scope.evaluate((root) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const whole = texts.map((t) => t.data).join('');
    // a character offset in the whole text → the text node and offset within it
    const at = (offset: number): [Text, number] => {
      let rest = offset;
      for (const text of texts) {
        if (rest <= text.data.length) return [text, rest];
        rest -= text.data.length;
      }
      throw new Error(`offset ${offset} is past the text`);
    };
    return [...whole.matchAll(/\d\d:\d\d–\d\d:\d\d/g)].map((match) => {
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length));
      const tops = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top));
      return { range: match[0], lines: new Set(tops).size };
    });
  });
}
