import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download its own browser here) against
 * the dev server, which mounts the venue simulator on the same origin. The simulator's scenario
 * is global state, so tests run one at a time.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list', { printSteps: false }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
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
      // The device preset brings viewport and user agent only; no `channel`, so the
      // executablePath above is what launches.
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromiumLaunch },
    },
  ],
  webServer: {
    command: 'npm run dev',
    url: 'http://127.0.0.1:5173/wp-json/data/v1/get_savitarna_date/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
