/**
 * `vite build` step: the shell prerendered into index.html, and the app loaded after its first paint.
 *
 * 1. The shell: the app's own first render (src/app/App.tsx while start-up runs: user bar, header,
 *    the board's title and skeleton, footer) in Lithuanian, rendered to HTML with react-dom/server
 *    (scripts/prerender-entry.tsx, through a Vite SSR server with the app's own plugins, so the
 *    vanilla-extract class names are the build's). It holds no venue data. React's first render
 *    in the browser is the same shell and replaces it without a visible change.
 * 2. The order of loading: the stylesheets stay in <head>; the entry script and its modulepreloads
 *    go. A small external boot script (no inline script under the content security policy)
 *    takes their place: it marks addresses other than the board's (<html data-shell="page">, so the
 *    shell shows its frame only there) and, after the first contentful paint, adds modulepreloads
 *    for what the entry imports at once (react-dom, the app) and the Lithuanian catalog, and the
 *    entry. The stylesheets of all of it are linked in <head>. Lighthouse's simulated throttling
 *    counts every request started before the first paint as holding it up: only the HTML, the CSS
 *    and the boot script are.
 * 3. What runs as the page loads (the entry, what it preloads, and the calendar's step just after
 *    load) starts with V8's compile hint, so that it is compiled as it streams in rather than
 *    function by function on the main thread (scripts/compile-hints.ts).
 *
 * The build fails when the shell carries a style attribute or a <style> (the policy would refuse
 * them) or a class that no built stylesheet defines (a sign the SSR render's class names drifted).
 */
import { resolve } from 'node:path';
import { createServer, minifySync, type Plugin, type PluginOption } from 'vite';
import { BOARD_PATH_SOURCE } from '../src/app/paths.js';
import { STORAGE_KEYS } from '../src/app/storage.js';
import { POLICY_NAMES } from '../src/app/trustedTypes.js';
import { hintCompile } from './compile-hints.js';

const root = resolve(import.meta.dirname, '..');

/**
 * Runs in the page from <head>, before the body is parsed: a classic script, no modules. `data-entry`
 * is the entry chunk, `data-preload` its static imports. Written to be read; the build emits it
 * minified (`bootScript`).
 */
const BOOT = `(function () {
  var me = document.currentScript;
  var html = document.documentElement;
  if (!new RegExp(${JSON.stringify(BOARD_PATH_SOURCE)}).test(location.pathname)) {
    html.setAttribute('data-shell', 'page');
  }
  try {
    if (localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})) html.setAttribute('data-session', '');
  } catch (e) {}
  // Until the app has mounted, the shell is HTML with no code behind it: a tap on the language
  // switch, or a key pressed on it, would be lost, and a focused control would lose its focus when
  // the app replaces the shell. The last focus and the taps are written down here, by their place
  // among the shell's controls, and given to the same controls of the app once it says it has
  // mounted (src/app/start.tsx). Those that do nothing while start-up runs (aria-disabled) do
  // nothing then either.
  var CONTROLS = 'a[href], button';
  var mounted = false;
  var taps = [];
  var focused = -1;
  var shellSize = -1;
  function placeOf(target) {
    var root = document.getElementById('root');
    var control = target && target.closest ? target.closest(CONTROLS) : null;
    if (mounted || !root || !control || !root.contains(control)) return -1;
    var all = root.querySelectorAll(CONTROLS);
    shellSize = all.length;
    return Array.prototype.indexOf.call(all, control);
  }
  document.addEventListener('click', function (event) {
    var place = placeOf(event.target);
    // a link goes where it goes without the app
    if (place >= 0 && event.target.closest(CONTROLS).tagName === 'BUTTON') taps.push(place);
  }, true);
  document.addEventListener('focusin', function (event) {
    var place = placeOf(event.target);
    if (place >= 0) focused = place;
  }, true);
  document.addEventListener('portal:mounted', function () {
    if (mounted) return;
    mounted = true;
    setTimeout(function () {
      var root = document.getElementById('root');
      var all = root ? root.querySelectorAll(CONTROLS) : [];
      // the app's first render is the shell; if it is not (another page, a failure), no guessing
      if (all.length !== shellSize) return;
      if (focused >= 0 && document.activeElement === document.body) all[focused].focus();
      for (var i = 0; i < taps.length; i++) all[taps[i]].click();
    }, 0);
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (me.getAttribute('data-preload') || '').split(' ');
    var next = 0;
    // Each link starts a fetch, which costs the browser some milliseconds of the main thread on a
    // cheap phone: three links a task, not all ten in one long task. The entry comes last.
    function some() {
      for (var n = 0; n < 3 && next < preload.length; next++) {
        if (!preload[next]) continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = preload[next];
        document.head.appendChild(link);
        n++;
      }
      if (next < preload.length) {
        setTimeout(some, 0);
        return;
      }
      var entry = document.createElement('script');
      entry.type = 'module';
      // Trusted Types (scripts/csp.ts): a script's address only from a policy the page names, here
      // one of the boot script's own that lets through its entry and nothing else
      var src = me.getAttribute('data-entry');
      var types = window.trustedTypes;
      entry.src = types
        ? types
            .createPolicy(${JSON.stringify(POLICY_NAMES.boot)}, {
              createScriptURL: function (url) {
                if (url !== src) throw new TypeError(url + ' is not the entry');
                return url;
              },
            })
            .createScriptURL(src)
        : src;
      document.head.appendChild(entry);
    }
    some();
  }
  // after the first contentful paint, as the browser reports it; a page that is not shown (a
  // background tab) or cannot tell (no PerformanceObserver, or not of paints: the constructor or
  // observe throws) starts at once, and one that never paints after 3 s
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  try {
    var painted = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        painted.disconnect();
        start();
      }
    });
    painted.observe({ type: 'paint', buffered: true });
  } catch (e) {
    start();
  }
  document.addEventListener('visibilitychange', start);
  setTimeout(start, 3000);
})();
`;

/** BOOT as the build emits it: minified, as Rolldown minifies the chunks (0.7 → 0.5 KB gz). */
function bootScript(): string {
  const { code, errors } = minifySync('boot.js', BOOT, { compress: { target: 'es2015' } });
  if (errors.length > 0) throw new Error(`boot.js: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

interface Shell {
  html: string;
  title: string;
}

async function renderShell(plugins: PluginOption[], mode: string): Promise<Shell> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    // the build's own mode: vanilla-extract names classes by it (short in production)
    mode,
    plugins,
    appType: 'custom',
    // its own cache, and no dependency pre-bundling (SSR loads node_modules as they are): the dev
    // server's optimised deps in node_modules/.vite stay untouched while it runs
    cacheDir: resolve(root, 'node_modules/.vite-prerender'),
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const entry = (await server.ssrLoadModule('/scripts/prerender-entry.tsx')) as {
      renderShell: () => Shell;
    };
    return entry.renderShell();
  } finally {
    await server.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Vite plugin; `appPlugins` are the app's own (React, vanilla-extract, catalogs). */
export function prerenderShell(appPlugins: () => PluginOption[]): Plugin {
  // the render needs nothing from the client build: it runs beside it
  let rendering: Promise<Shell> | undefined;
  let mode = 'production';
  return {
    name: 'court-portal:prerender-shell',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      mode = config.mode;
    },
    buildStart() {
      rendering = renderShell(appPlugins(), mode);
      // a failure is reported where the shell is needed
      rendering.catch(() => {});
    },
    // After Vite's own: its import analysis puts a line above chunks that import others later
    // (`__vite__mapDeps`), and V8's compile hint must be a chunk's first line.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!page || page.type !== 'asset' || typeof page.source !== 'string') {
          this.error('prerender: no index.html in the bundle');
        }
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry || entry.type !== 'chunk') this.error('prerender: no entry chunk');
        const base = '/';
        const entryUrl = `${base}${entry.fileName}`;
        // What the page needs at once: the entry's static imports, what src/main.tsx imports at once
        // (react-dom, the app) with theirs, and the default language's catalog, which the app asks
        // for before its first render. The boot script preloads them beside the entry, and their
        // stylesheets are linked in <head> (the shell is drawn with them).
        const chunkOf = (file: string) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? chunk : undefined;
        };
        /**
         * The chunks named and every chunk they import statically, theirs included: a chunk's
         * imports before the chunk, as the browser evaluates them.
         */
        const withImports = (files: string[]) => {
          const seen = new Set<string>();
          const found: string[] = [];
          const add = (file: string) => {
            const chunk = chunkOf(file);
            if (!chunk || seen.has(file)) return;
            seen.add(file);
            chunk.imports.forEach(add);
            found.push(file);
          };
          files.forEach(add);
          return found;
        };
        const eager = withImports([
          ...entry.imports,
          ...entry.dynamicImports.filter((file) =>
            /\/src\/app\/start\.tsx$|\/react-dom\/client\.js$/.test(
              chunkOf(file)?.facadeModuleId ?? '',
            ),
          ),
        ]);
        // the first-load part of it (src/app/catalogs.ts): the rest comes after the load
        const catalog = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/messages/lt.json?part=first'),
        );
        if (!catalog) this.error('prerender: no chunk for messages/lt.json?part=first');
        const preload = [...eager, catalog.fileName].map((f) => `${base}${f}`);
        // The code that runs as the page loads, compiled whole by V8 as it streams in
        // (scripts/compile-hints.ts): the entry, what it preloads (not the catalog, which is data),
        // and the first step after load, the calendar's month (src/app/afterLoad.ts).
        const calendarStep = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/app/deferredCalendar.ts'),
        );
        if (!calendarStep) this.error('prerender: no chunk for src/app/deferredCalendar.ts');
        hintCompile(bundle, withImports([entry.fileName, ...eager, calendarStep.fileName]));
        // in the order Vite would link them: a chunk's imports before the chunk (later rules win)
        const stylesheets = [
          ...new Set(
            withImports([...entry.imports, ...eager, entry.fileName]).flatMap((file) => [
              ...(chunkOf(file)?.viteMetadata?.importedCss ?? []),
            ]),
          ),
        ];
        if (stylesheets.length === 0) this.error('prerender: no stylesheet for the shell');

        const shell = await (rendering ?? renderShell(appPlugins(), mode));
        if (/\sstyle=|<style/i.test(shell.html)) {
          this.error('prerender: the shell has a style attribute or element (refused by the CSP)');
        }
        // only the stylesheets the page links: a class defined elsewhere would be unstyled in the shell
        const css = stylesheets
          .map((f) => {
            const asset = bundle[f];
            return asset?.type === 'asset' ? String(asset.source) : '';
          })
          .join('\n');
        const classes = new Set(
          [...shell.html.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
        );
        const unknown = [...classes].filter((c) => c && !css.includes(`.${c}`));
        if (unknown.length > 0) {
          this.error(
            `prerender: classes in the shell that no stylesheet defines: ${unknown.join(' ')}`,
          );
        }

        const bootRef = this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript() });
        const bootUrl = `${base}${this.getFileName(bootRef)}`;

        let html = page.source;
        const entryTag = new RegExp(
          `\\s*<script type="module" crossorigin src="${entryUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`,
        );
        if (!entryTag.test(html)) this.error('prerender: the entry script tag was not found');
        html = html.replace(entryTag, '');
        html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]*">/g, '');
        // react-aria's usePress adds a <style> to <head> (touch-action on pressable elements) unless
        // an element with this id is there; the policy would refuse the <style>, so the first
        // stylesheet takes the id and carries the rule (src/ui/global.css.ts)
        html = html.replace(/\s*<link rel="stylesheet" crossorigin href="[^"]*">/g, '');
        const links = stylesheets.map(
          (f, i) =>
            `<link ${i === 0 ? 'id="react-aria-pressable-style" ' : ''}rel="stylesheet" crossorigin href="${base}${f}">`,
        );
        html = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        html = html.replace(
          '</head>',
          `  <script src="${bootUrl}" data-entry="${entryUrl}" data-preload="${preload.join(' ')}"></script>\n  </head>`,
        );
        html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`);
        if (!html.includes('<div id="root"></div>')) this.error('prerender: no empty #root');
        html = html.replace('<div id="root"></div>', `<div id="root">${shell.html}</div>`);
        page.source = html;
      },
    },
  };
}
