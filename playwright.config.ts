import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-browser';

/**
 * End-to-end tests in Chromium (`$CHROMIUM_PATH`, else Debian's /usr/bin/chromium, else one
 * Playwright downloaded; scripts/ensure-browser.ts finds or installs one before the suite runs)
 * against the dev server, which mounts the venue simulator on the same origin. Each worker has a
 * simulator of its own there (e2e/fixtures.ts: the `x-sim-worker` header; venue-sim/server.ts
 * `simPerKey`), and every test starts from a fresh one, so tests run side by side, even those of
 * one file.
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
 * The csp project: the production build (`vite build`, once per run, by the `csp-build` project's
 * e2e/csp.setup.ts) served by `vite preview` (the `npm run preview` server, with its security
 * headers and the simulator mounted) on a port of its own, started by e2e/csp.spec.ts only when
 * that project runs. Built into a folder of its own, so that it never meets a `npm run build`.
 */
export const CSP_PORT = Number(process.env.E2E_CSP_PORT ?? 4180);
export const CSP_BASE_URL = `http://127.0.0.1:${CSP_PORT}`;
export const CSP_DIST = `node_modules/.cache/csp-dist-${CSP_PORT}`;
const CSP_SPECS = /csp\.spec\.ts$/;

/**
 * The dev server's port. Two suites on one machine (two engineers' checkouts, say) each need a
 * simulator of their own: `E2E_PORT=5180 E2E_CSP_PORT=4190 npx playwright test` keeps them apart.
 */
const DEV_PORT = Number(process.env.E2E_PORT ?? 5173);
const DEV_BASE_URL = `http://127.0.0.1:${DEV_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // CI's two cores: two workers (a third only queues behind the dev server's transforms); locally
  // Playwright's default, half the cores.
  workers: process.env.CI ? 2 : undefined,
  fullyParallel: true,
  // On CI one retry, so that a test that fails only under a loaded machine does not throw away
  // a whole run; the report still lists it as flaky, and a flaky test is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  // Each suite on the machine keeps its own results: a run empties its folder as it starts, and
  // two engineers' runs side by side (E2E_PORT) would otherwise empty each other's.
  outputDir: process.env.E2E_PORT ? `test-results/port-${DEV_PORT}` : 'test-results',
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list', { printSteps: false }]],
  // A condition waited on may take longer than the default 5 s when the two cores of a CI machine
  // also run the dev server's first transforms; waits are on conditions, so a longer bound costs a
  // passing test nothing.
  expect: { timeout: 10_000 },
  use: {
    baseURL: DEV_BASE_URL,
    launchOptions: chromiumLaunch,
    // Recording a trace costs about half a second a test (a third of the suite's time); CI keeps
    // one for each failure, locally `npx playwright test --trace on` records when needed. The
    // failure's screenshot and page snapshot (error-context.md) are always kept.
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: CSP_SPECS,
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
      testIgnore: CSP_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: chromiumLaunch,
        timezoneId: FAR_TIME_ZONE,
      },
    },
    {
      // Builds the portal into CSP_DIST; runs only as the csp project's dependency.
      name: 'csp-build',
      testMatch: /csp\.setup\.ts$/,
    },
    {
      // The production build under its content security policy (scripts/csp.ts): e2e/csp.spec.ts
      // walks it, and fails on any `securitypolicyviolation` (e2e/fixtures.ts), as every test does.
      name: 'csp',
      testMatch: CSP_SPECS,
      dependencies: ['csp-build'],
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
  webServer: {
    command: `npm run dev -- --port ${DEV_PORT}`,
    url: `${DEV_BASE_URL}/wp-json/data/v1/get_savitarna_date/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
