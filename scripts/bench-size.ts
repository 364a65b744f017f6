/**
 * `npm run bench:size`: what the Home route really costs on a first visit.
 *
 * Builds with the project's Vite config, serves dist/ with `vite preview` (which also mounts the
 * venue simulator, so Home gets real data), loads `/` in Chromium until the network is idle and
 * sizes every JS and CSS file fetched from /assets/ (gzip level 9 of the dist file). Chunks the
 * build produced but Home did not fetch are the lazily loaded rest.
 *
 * Prints figures only, and writes them to .bench/size.json. Exits non-zero only when the build
 * or the page load fails.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { chromiumLaunch } from '../playwright.config';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

interface Row {
  file: string;
  raw: number;
  gz: number;
}

const sizeOf = (file: string): Row => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
};
const kb = (n: number): string => (n / 1024).toFixed(1);
const sum = (rows: Row[], key: 'raw' | 'gz'): number => rows.reduce((t, r) => t + r[key], 0);
const isAsset = (file: string): boolean => /\.(js|css)$/.test(file);

function table(rows: Row[], width: number): string {
  const line = (a: string, b: string, c: string): string =>
    `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}`;
  return [
    line('file', 'raw B', 'gzip B'),
    ...rows.map((r) => line(r.file, String(r.raw), String(r.gz))),
  ].join('\n');
}

async function homeAssets(baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage();
    const origin = new URL(baseUrl).origin;
    const fetched = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.origin === origin && url.pathname.startsWith('/assets/') && res.ok()) {
        fetched.add(url.pathname.slice(1));
      }
    });
    const res = await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!res?.ok()) throw new Error(`GET / answered ${res?.status() ?? 'nothing'}`);
    return [...fetched].filter(isAsset).sort();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  await build({ root, logLevel: 'warn' });

  const server = await preview({ root, logLevel: 'warn' });
  let loaded: string[];
  try {
    const baseUrl = server.resolvedUrls?.local[0];
    if (!baseUrl) throw new Error('vite preview gave no local address');
    loaded = await homeAssets(baseUrl);
  } finally {
    await new Promise<void>((done, fail) => server.httpServer.close((e) => (e ? fail(e) : done())));
  }
  if (loaded.length === 0) throw new Error('Home fetched no JS or CSS from /assets/');

  const firstLoad = loaded.map(sizeOf);
  const js = firstLoad.filter((r) => r.file.endsWith('.js'));
  const css = firstLoad.filter((r) => r.file.endsWith('.css'));
  const lazy = readdirSync(join(dist, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => isAsset(f) && !loaded.includes(f))
    .sort()
    .map(sizeOf);

  const width = Math.max(4, ...[...firstLoad, ...lazy].map((r) => r.file.length));
  console.log('\nHome (/) on first visit:\n');
  console.log(table(firstLoad, width));
  console.log(`\nfirst-load JS: ${kb(sum(js, 'gz'))} KB gz (${kb(sum(js, 'raw'))} KB raw)`);
  console.log(`first-load CSS: ${kb(sum(css, 'gz'))} KB gz (${kb(sum(css, 'raw'))} KB raw)`);
  if (lazy.length > 0) {
    console.log('\nNot fetched on Home (lazy):\n');
    console.log(table(lazy, width));
  }
  console.log(`\nlazy chunks: ${lazy.length}, ${kb(sum(lazy, 'gz'))} KB gz`);

  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench', 'size.json'),
    `${JSON.stringify({ firstLoad, lazy, jsGz: sum(js, 'gz'), cssGz: sum(css, 'gz') }, null, 2)}\n`,
  );
}

main().then(
  // preview's simulator and file watchers may keep handles open: the figures are out, so leave.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
