/**
 * Makes sure the e2e suite has a Chromium to drive; `npm run test:e2e` (and so `npm test`) runs
 * it first. In order:
 *   1. `$CHROMIUM_PATH` when set (and nothing else: an explicit choice is not second-guessed);
 *   2. Debian's `/usr/bin/chromium`;
 *   3. a Chromium Playwright downloaded earlier (`npx playwright install chromium`);
 *   4. installs Debian's `chromium` with apt-get, as root or through `sudo -n`;
 *   5. lets Playwright download its own Chromium, where the network allows;
 * and otherwise prints one line saying what to do and exits 1.
 *
 * A browser counts as there only when `<browser> --version` answers, so a binary that cannot
 * start on this machine (missing libraries) is reported here rather than in every e2e test.
 * playwright.config.ts launches `chromiumPath()`, the same choice made without running anything.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const root = resolve(import.meta.dirname, '..');

function isExecutable(path: string): boolean {
  if (path === '') return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Playwright keeps the Chromium it downloads (the file need not exist); '' where none can be. */
function playwrightChromium(): string {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright has no build for this platform.
    return '';
  }
}

/**
 * The Chromium the e2e suite launches: `$CHROMIUM_PATH`, else Debian's, else one Playwright
 * downloaded; Debian's path when there is none yet (the launch error then names it).
 */
export function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const downloaded = playwrightChromium();
  if (isExecutable(downloaded)) return downloaded;
  return DEBIAN_CHROMIUM;
}

/** The browser's version line, or null when it is missing or cannot start. */
function versionOf(path: string): string | null {
  if (!isExecutable(path)) return null;
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  const line = run.stdout?.trim().split('\n')[0];
  return run.status === 0 && line ? line : null;
}

/** Runs a command with its output shown; true when it succeeds within 15 minutes. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const options: SpawnSyncOptions = {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 15 * 60_000,
    env,
  };
  return spawnSync(command, args, options).status === 0;
}

/** `[]` as root, `['sudo', '-n']` where sudo works without a password, null otherwise. */
function rootPrefix(): string[] | null {
  if (process.getuid?.() === 0) return [];
  const probe = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore', timeout: 10_000 });
  return probe.status === 0 ? ['sudo', '-n'] : null;
}

function installDebianChromium(): boolean {
  if (!isExecutable('/usr/bin/apt-get')) return false;
  const prefix = rootPrefix();
  if (prefix === null) return false;
  const [command = 'apt-get', ...rest] = [...prefix, 'apt-get'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`ensure-browser: installing Debian's chromium (${[...prefix, 'apt-get'].join(' ')})`);
  return (
    run(command, [...rest, 'update'], env) &&
    run(command, [...rest, 'install', '-y', '--no-install-recommends', 'chromium'], env)
  );
}

function downloadPlaywrightChromium(): boolean {
  console.log(
    "ensure-browser: downloading Playwright's Chromium (npx playwright install chromium)",
  );
  const cli = resolve(root, 'node_modules/@playwright/test/cli.js');
  return run(process.execPath, [cli, 'install', 'chromium']);
}

/** Finds or installs a browser; returns the exit code. */
export function ensureBrowser(): number {
  const found = (path: string): number => {
    console.log(`ensure-browser: ${versionOf(path)} at ${path}`);
    return 0;
  };

  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (versionOf(chosen) !== null) return found(chosen);
    console.error(
      `ensure-browser: CHROMIUM_PATH=${chosen} does not start; point it at a Chromium binary or unset it.`,
    );
    return 1;
  }

  if (versionOf(DEBIAN_CHROMIUM) !== null) return found(DEBIAN_CHROMIUM);
  if (versionOf(playwrightChromium()) !== null) return found(playwrightChromium());
  if (installDebianChromium() && versionOf(DEBIAN_CHROMIUM) !== null) return found(DEBIAN_CHROMIUM);
  if (downloadPlaywrightChromium() && versionOf(playwrightChromium()) !== null) {
    return found(playwrightChromium());
  }

  console.error(
    'ensure-browser: no Chromium found and none could be installed here; run `sudo apt-get install -y chromium` (Debian) or `npx playwright install --with-deps chromium`, or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
  );
  return 1;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) process.exitCode = ensureBrowser();
