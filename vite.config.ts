import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { venueSim } from './venue-sim/vite-plugin.js';
import { precompileMessages } from './scripts/precompile-messages.js';
import { securityHeaders } from './scripts/csp.js';
import { gregorianCalendarOnly } from './scripts/gregorian-calendar.js';
import { prerenderShell } from './scripts/prerender.js';

const underTest = Boolean(process.env.VITEST);

/** The app's own plugins: the build's, and the prerender's SSR render of the shell. */
const appPlugins = () => [
  react(),
  vanillaExtractPlugin(),
  precompileMessages(),
  // react-aria ships its built-in strings for ~35 languages; keep only the two the portal speaks.
  // Its English is en-US alone (the plugin matches region too): the portal's en-GB falls back to it
  // by language, and with en-GB listed here the build had no English strings and blanked on a switch.
  { ...optimizeLocales.vite({ locales: ['lt-LT', 'en-US'] }), enforce: 'pre' as const },
  // and of its calendar systems only the Gregorian one, the one both languages count days by
  gregorianCalendarOnly(),
];

/** The venue's zone: the server speaks its dates and times (docs/wire.md). */
const VENUE_ZONE = 'Europe/Vilnius';
/** A browser far west of the venue: its calendar day starts ten hours after Vilnius's. */
const FAR_ZONE = 'America/Los_Angeles';

/**
 * Pure logic, no DOM: the machines, the wire, the simulator, the formats. They run in node and
 * share their workers' modules (no isolation between files), some three times faster than in
 * jsdom; none of them leaves state behind in a module (each builds its actors, sims and stubs).
 */
const LOGIC_TESTS = [
  'tests/machines/**/*.test.ts',
  'tests/api/**/*.test.ts',
  'tests/venue-sim/**/*.test.ts',
  'tests/format/**/*.test.ts',
];
const ALL_TESTS = 'tests/**/*.test.{ts,tsx}';

/**
 * The machines' model paths (tests/machines/graph.ts `describeModelPaths`) are files of their own,
 * tests/machines/<machine>.paths.test.ts, beside the machine's rule tests in <machine>.test.ts
 * (what both use is in <machine>.fixtures.ts). Those files are the `paths` project, run once by
 * `npm run test:paths` (scripts/paths-report.ts), which reports their coverage; every unit project
 * leaves them out, and `npm run test:unit` (`--project '!paths'`) runs every other test. A bare
 * `npx vitest run` runs both. Files, not a filter on test names: vitest reports every test a name
 * filter leaves out as skipped.
 */
const PATHS_TESTS = 'tests/machines/**/*.paths.test.ts';
const UNIT_EXCLUDE = [...configDefaults.exclude, 'tests/faults/**', '**/*.paths.test.ts'];

/**
 * The tests that touch dates and times run again in a far time zone, where the browser's calendar
 * day is not the venue's: a date taken from the local zone instead of the server's shows up there.
 * A test file is one of them when it names a date (2026-11-21), moves the clock (fake timers,
 * setSystemTime, the simulated clock), reads the zone or date-fns, or says `@dates` (as the e2e
 * tests do in their titles): a new test is picked up without a list to keep. The model paths
 * (*.paths.test.ts) are not among them: they run once, in the venue's zone (the `paths` project).
 */
const DATES = new RegExp(
  [
    '@dates\\b',
    '\\b\\d{4}-\\d{2}-\\d{2}\\b',
    'useFakeTimers',
    'setSystemTime',
    'SimulatedClock',
    'getTimezoneOffset',
    'Intl\\.DateTimeFormat',
    "from 'date-fns",
    '@internationalized/date',
    // tests/support/data.ts's held cart, whose hold is read in the venue's times
    '\\bheldCart\\b',
  ].join('|'),
);
function datedTests(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const text = (file: string) => readFileSync(`${root}${file}`, 'utf8');
  /** the file, and the modules beside it that it imports (a machine's `*.fixtures.ts`) */
  const withSiblings = (file: string) => {
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    const own = text(file);
    const siblings = [...own.matchAll(/from '\.\/([\w.-]+)'/g)].flatMap(([, name]) =>
      ['.ts', '.tsx']
        .map((ext) => `${folder}${name}${ext}`)
        .filter((path) => existsSync(`${root}${path}`)),
    );
    return [own, ...siblings.map(text)].join('\n');
  };
  return (readdirSync(`${root}tests`, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => `tests/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/faults/'))
    .filter((file) => !file.endsWith('.paths.test.ts'))
    .filter((file) => DATES.test(withSiblings(file)))
    .sort();
}

/**
 * `npm run test:unit`: the logic in node and the rest (views, kit, app) in jsdom, in the venue's
 * zone; then the tests that touch dates again in the far zone; `paths` apart. Each project's zone is its workers'
 * TZ from the start, so nothing is formatted in one zone and read in another.
 */
function unitProjects(): TestProjectInlineConfiguration[] {
  const isLogic = (file: string) =>
    LOGIC_TESTS.some((glob) => file.startsWith(glob.slice(0, glob.indexOf('**'))));
  const dated = datedTests();
  const inNode = { environment: 'node', isolate: false };
  const logic = { ...inNode, exclude: UNIT_EXCLUDE };
  const dom = {
    environment: 'jsdom',
    css: true,
    setupFiles: ['tests/setup.ts'],
    exclude: UNIT_EXCLUDE,
  };
  return [
    {
      extends: true,
      test: { ...logic, name: 'logic', include: LOGIC_TESTS, env: { TZ: VENUE_ZONE } },
    },
    {
      extends: true,
      test: {
        ...inNode,
        name: 'paths',
        include: [PATHS_TESTS],
        env: { TZ: VENUE_ZONE },
      },
    },
    {
      extends: true,
      test: {
        ...dom,
        name: 'dom',
        include: [ALL_TESTS],
        exclude: [...UNIT_EXCLUDE, ...LOGIC_TESTS],
        env: { TZ: VENUE_ZONE },
      },
    },
    {
      extends: true,
      test: {
        ...logic,
        name: 'logic, far zone',
        include: dated.filter(isLogic),
        env: { TZ: FAR_ZONE },
      },
    },
    {
      extends: true,
      test: {
        ...dom,
        name: 'dom, far zone',
        include: dated.filter((file) => !isLogic(file)),
        env: { TZ: FAR_ZONE },
      },
    },
  ];
}

export default defineConfig({
  // The venue simulator answers the content server and booking API on the dev server's own
  // origin. It is a dev/test tool: `vite build` never bundles it (it is not imported by src/).
  plugins: [
    ...appPlugins(),
    // `vite build` only: the shell prerendered into index.html, the app loaded after its first
    // paint (scripts/prerender.ts).
    prerenderShell(appPlugins),
    ...(underTest ? [] : [venueSim()]),
    // `vite preview` only: the production build's content security policy (scripts/csp.ts).
    securityHeaders(),
  ],
  resolve: {
    alias: [
      // @xstate/react and wouter import use-sync-external-store's shim, written for React before
      // 18; React 19 has the hook itself, so the shim's fallback is dead weight in the first load.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/app/syncExternalStore.ts', import.meta.url)),
      },
      // Catalogs arrive pre-parsed (precompileMessages), so the app ships without the ICU parser.
      // Tests keep the real parser: tests/messages.test.ts parses the raw catalogs with it.
      ...(underTest
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // The polyfill fetches modulepreload links in browsers without them (Safari before 17); they
    // load the same modules a moment later on import instead, and every browser is spared its code.
    modulePreload: {
      polyfill: false,
      // The code fetched after load (src/app/deferredCalendar.ts, then src/app/deferred.ts)
      // imports some twenty chunks. Preloaded, they are twenty links added in one task, and each
      // link costs the browser a few milliseconds to start: a long task on a cheap phone, at a
      // moment the page is in use. Its imports are fetched by the browser as it reads them
      // instead, one round trip later, when nobody waits for them. (Its stylesheets are not in
      // this list: they load as before.)
      // What the entry (src/main.tsx, the chunk named after index.html) imports at once needs no
      // list either: the boot script preloads all of it (scripts/prerender.ts), and the lists
      // were some 0.1 KB gz of the first load.
      resolveDependencies: (filename, deps, { hostId }) =>
        /(^|\/)deferred(Calendar)?-[^/]*\.js$/.test(filename) ||
        /(^|\/)index-[^/]*\.js$/.test(hostId)
          ? []
          : deps,
    },
    // Written beside the build for whoever reads a report from production, and not named in the
    // bundles: a browser fetches none of them, and each chunk is some 40 bytes (gz) lighter for
    // the comment that would point at its map, 0.4 KB of the first load (its budget: docs/performance.md).
    // To read the build in DevTools, add its maps there by hand ("Add source map…").
    sourcemap: 'hidden',
    // Rolldown's note on how long plugins ran is about the build's speed, not its output: the
    // shell's SSR render (scripts/prerender.ts) runs inside the build on purpose, and on a busy
    // machine the vanilla-extract transforms alone cross its threshold.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // React, react-dom and the scheduler in one chunk. Left to itself, Rolldown cuts react out
      // (the lazily loaded parts share it) and react-dom's small entry apart: three chunks, each
      // compressed on its own, 1.3 KB gz more than one (the first load's budget:
      // docs/performance.md). The rest is chunked as Rolldown splits it, by who imports what.
      output: {
        codeSplitting: {
          groups: [{ name: 'client', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  test: {
    // The check every project shares; each project below says where and how its files run.
    exclude: [...configDefaults.exclude, 'tests/faults/**'],
    restoreMocks: true,
    // The view tests render the real root against the simulator over HTTP; on a loaded two-core
    // machine one can take longer than vitest's default 5 s without anything being wrong.
    testTimeout: 15_000,
    // vitest's default, the cores less one, is one worker on a two-core machine: two keep both
    // cores busy while a worker waits on the simulator's HTTP or on a file's transform.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: unitProjects(),
  },
});
