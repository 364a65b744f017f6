import { defineConfig, devices } from '@playwright/test';
import { e2eDist } from './scripts/e2e-server';
import { chromiumPath } from './scripts/ensure-browser';

/**
 * End-to-end tests in Chromium (`$CHROMIUM_PATH`, else Debian's /usr/bin/chromium, else one
 * Playwright downloaded; scripts/ensure-browser.ts finds or installs one before the suite runs)
 * against the production build, built as the run starts and served with the venue simulator on
 * the same origin (scripts/e2e-server.ts). Each worker has a simulator of its own there
 * (e2e/fixtures.ts: the `x-sim-worker` header; venue-sim/server.ts `simPerKey`), and every test
 * starts from a fresh one, so tests run side by side, even those of one file. Only what exists in
 * development alone (the Stately inspector) is tried on a dev server, in the `dev` project.
 */
export const chromiumLaunch = {
  executablePath: chromiumPath(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The venue's zone: the server speaks its local dates and times (docs/wire.md). */
export const SERVER_TIME_ZONE = 'Europe/Vilnius';
/** A browser far west of the venue: its calendar day starts ten hours after Vilnius's. */
export const FAR_TIME_ZONE = 'America/Los_Angeles';

/**
 * The port the build is served on (the `webServer` below). Two suites on one machine (two
 * engineers' checkouts, say) each need a server and simulators of their own:
 * `E2E_PORT=5180 E2E_CSP_PORT=4190 npx playwright test` keeps them apart.
 */
const PORT = Number(process.env.E2E_PORT ?? 5173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The csp project: the same build, served by `vite preview` as `npm run preview` serves it (with
 * its security headers, scripts/csp.ts, and the simulator mounted) on a port of its own, started by
 * e2e/csp.spec.ts only when that project runs.
 */
export const CSP_PORT = Number(process.env.E2E_CSP_PORT ?? 4180);
export const CSP_BASE_URL = `http://127.0.0.1:${CSP_PORT}`;
export const CSP_DIST = e2eDist(PORT);
const CSP_SPECS = /csp\.spec\.ts$/;

/**
 * What only the dev server has: the Stately inspector (`?inspect`, src/app/inspect.ts), dropped
 * from the build. Its tests start a dev server of their own (e2e/fixtures.ts `devTest`).
 */
const DEV_SPECS = /inspect\.spec\.ts$/;

/**
 * The long evening (e2e/soak.spec.ts), in a project of its own for its browser: one without V8's
 * optimising compilers (Maglev, TurboFan). With them, the code they compile for each function as it
 * turns hot grows the heap through the soak's first few hundred switches (heap snapshots, switches
 * 10 to 250: compiled code +1.4 MB, the portal's objects flat; 250 to 490: the heap shrank), a
 * cache bounded by the portal's code that the soak's heap bound would read as a leak. Without them
 * the heap holds the portal's objects and its bytecode, which is all compiled in the first switches.
 */
const SOAK_SPECS = /soak\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // CI's two cores: two workers (the browsers and the simulator keep both busy; a third only
  // queues); locally Playwright's default, half the cores.
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  // On CI one retry, so that a test that fails only under a loaded machine does not throw away
  // a whole run; the report still lists it as flaky, and a flaky test is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  // Each suite on the machine keeps its own results: a run empties its folder as it starts, and
  // two engineers' runs side by side (E2E_PORT) would otherwise empty each other's.
  outputDir: process.env.E2E_PORT ? `test-results/port-${PORT}` : 'test-results',
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list', { printSteps: false }]],
  // A condition waited on may take far longer than the default 5 s when the two cores of a CI
  // machine are busy with other work: under `npm run test:stress` (two busy-loops beside two
  // workers) a cold page load took over 10 s. Waits are on conditions, so a longer bound costs a
  // passing test nothing; it only decides how soon a broken one is reported.
  expect: { timeout: 20_000 },
  timeout: 60_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: chromiumLaunch,
    // Recording a trace costs about half a second a test (a third of the suite's time), and
    // 'retain-on-failure' records one for every test to keep a few. CI records on the retry
    // only: a test that fails fails again there (a flaky one has passed or failed it), and
    // that run's trace is kept. Locally `npx playwright test --trace on` records when needed. The
    // failure's screenshot and page snapshot (error-context.md) are always kept.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [CSP_SPECS, DEV_SPECS, SOAK_SPECS],
      // The device preset brings viewport and user agent only; no `channel`, so the
      // executablePath above is what launches. The browser sits in the venue's own zone.
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromiumLaunch,
        timezoneId: SERVER_TIME_ZONE,
      },
    },
    {
      // The same dates seen from a browser ten hours behind the venue: tests tagged @dates in
      // their title run here too, so a date taken from the browser's zone or clock shows up.
      name: 'far-zone',
      grep: /@dates\b/,
      testIgnore: [CSP_SPECS, DEV_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromiumLaunch,
        timezoneId: FAR_TIME_ZONE,
      },
    },
    {
      name: 'soak',
      testMatch: SOAK_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          ...chromiumLaunch,
          args: [...chromiumLaunch.args, '--js-flags=--no-maglev --no-turbofan'],
        },
        timezoneId: SERVER_TIME_ZONE,
      },
    },
    {
      // What exists in development only, on a dev server that its spec starts.
      name: 'dev',
      testMatch: DEV_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromiumLaunch,
        timezoneId: SERVER_TIME_ZONE,
      },
    },
    {
      // The production build under its content security policy (scripts/csp.ts): e2e/csp.spec.ts
      // walks it, and fails on any `securitypolicyviolation` (e2e/fixtures.ts), as every test does.
      name: 'csp',
      testMatch: CSP_SPECS,
      // its file starts one `vite preview` on CSP_PORT for its worker: one worker runs it all
      fullyParallel: false,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromiumLaunch,
        timezoneId: SERVER_TIME_ZONE,
        baseURL: CSP_BASE_URL,
      },
    },
  ],
  // Builds, then serves (scripts/e2e-server.ts); locally a server already on the port (one started
  // with `npx tsx scripts/e2e-server.ts <port>`) is used as it is, built from the source of its
  // start.
  webServer: {
    command: `npx tsx scripts/e2e-server.ts ${PORT}`,
    url: `${BASE_URL}/wp-json/data/v1/get_savitarna_date/`,
    reuseExistingServer: !process.env.CI,
    // the build comes first: some 10 s on a quiet two-core machine, a minute on a loaded one
    timeout: 240_000,
  },
});
