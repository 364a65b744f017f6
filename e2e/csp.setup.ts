/**
 * The `csp-build` project (playwright.config.ts): builds the portal for the csp project, once per
 * run and only when that project runs, into CSP_DIST. e2e/csp.spec.ts serves it with `vite preview`.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test as setup } from '@playwright/test';
import { CSP_DIST } from '../playwright.config';

const root = resolve(import.meta.dirname, '..');

setup('the production build, for the csp project', async () => {
  // a cold build on a loaded two-core machine; about 10 s on a quiet one
  setup.setTimeout(180_000);
  const vite = resolve(root, 'node_modules/vite/bin/vite.js');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', CSP_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root },
  );
  // nothing but warnings and errors is printed (--logLevel warn), and the build has none
  expect(`${stdout}${stderr}`.trim()).toBe('');
});
