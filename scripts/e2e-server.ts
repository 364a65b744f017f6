/**
 * The server the e2e suite runs against (playwright.config.ts `webServer`): the production build,
 * built once as the run starts, served by `vite preview` with the venue simulator on the same
 * origin, one simulator per Playwright worker (venue-sim/vite-plugin.ts, `x-sim-worker`), as the
 * dev server mounts it.
 *
 * Why the build and not the dev server: the dev server serves the portal unbundled (some 190
 * requests a cold page, each transformed on the fly on the machine's cores, which the browsers and
 * the simulator need too), the build in some 50 requests from files on disk; and the build is what
 * a customer gets, its code split, its deferred code loaded after the first paint and its shell
 * prerendered (scripts/prerender.ts). docs/performance.md ("Test suite") has the figures.
 *
 * The build is the project's own (`vite.config.ts`, production mode), into `e2eDist(port)`, a
 * folder of its own per port, so two suites side by side (E2E_PORT) and `npm run build` never meet.
 * It is served with the simulator alone, without the security headers of `npm run preview`
 * (scripts/csp.ts): as on the dev server, a test may point the portal at a second origin (the
 * booking API moved, e2e/startup-cache.spec.ts). The csp project serves this same build under its
 * policy on a port of its own (e2e/csp.spec.ts).
 *
 * `npx tsx scripts/e2e-server.ts [port]` (default 5173) builds and serves until stopped; a suite
 * started meanwhile on that port (`E2E_PORT`) uses it instead of building again (not on CI), so a
 * spec can be run again and again against one build. Rebuild (start it again) after changing src/.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(import.meta.dirname, '..');

/** Where the build served on `port` lives (relative to the repository's root). */
export const e2eDist = (port: number) => `node_modules/.cache/e2e-dist-${port}`;

async function main(port: number): Promise<void> {
  // Vite's note that a future config loader will want file extensions is about its next major
  // version, not this build (the same setting as .ci/run's).
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const { build, preview } = await import('vite');
  const { venueSim } = await import('../venue-sim/vite-plugin.js');
  const outDir = resolve(root, e2eDist(port));
  // Only warnings and errors are printed, and a warning is a defect (README: zero warnings).
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [venueSim()],
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  console.log(`e2e: the build (${e2eDist(port)}) on http://127.0.0.1:${port}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 5173);
  main(port).catch(async (error: unknown) => {
    console.error(error);
    // a half-written build must not be served by a later run that finds the folder
    await rm(resolve(root, e2eDist(port)), { recursive: true, force: true });
    process.exit(1);
  });
}
