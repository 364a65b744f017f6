/**
 * The fault matrix's own run (`npm run test:faults`, scripts/faults-report.ts): the main config
 * with only tests/faults, whose shards run side by side. `npm run test:unit` leaves them out.
 */
import { defineConfig } from 'vitest/config';
import base from '../../vite.config.js';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // one suite, not the main config's projects: the real portal in jsdom, in the venue's zone
    projects: undefined,
    environment: 'jsdom',
    css: true,
    setupFiles: ['tests/setup.ts'],
    env: { TZ: 'Europe/Vilnius' },
    // replaced, not merged: mergeConfig would add these to the main suite's files
    include: ['tests/faults/**/*.test.{ts,tsx}'],
    exclude: [],
    // a cell walks a whole flow twice (the fault, then the retry) on a machine other runs share
    testTimeout: 40_000,
  },
});
