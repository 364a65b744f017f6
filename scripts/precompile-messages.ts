import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import { firstLoadMessageIds, firstLoadModules } from './first-load-messages.js';

const CATALOG = /[/\\]messages[/\\][a-z]{2}\.json(\?.*)?$/;

/**
 * Turns messages/*.json into react-intl's pre-parsed message ASTs at build time, so the browser
 * never downloads the ICU parser (the app aliases it to its no-parser build). A malformed message
 * fails the build instead of failing in a customer's browser.
 *
 * `messages/lt.json?part=first` is only the ids the board's first load can show
 * (scripts/first-load-messages.ts), `?part=rest` the others (src/app/IntlRoot.tsx loads them
 * apart); with no query, the whole catalog.
 */
export function precompileMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const part = /[?&]part=(first|rest)\b/.exec(id)?.[1];
      let catalog = JSON.parse(code) as Record<string, string>;
      if (part !== undefined) {
        const first = firstLoadMessageIds(root, Object.keys(catalog));
        catalog = Object.fromEntries(
          Object.entries(catalog).filter(([key]) => first.has(key) === (part === 'first')),
        );
        // an edit to a module of the first load may change which ids the first part holds
        for (const file of firstLoadModules(root)) this.addWatchFile(join(root, file));
      }
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => [key, parse(message)]),
      );
      // One JSON string for the whole catalog, not a JS object literal per message (what Vite's JSON
      // plugin writes): 4.1 KB gz for Lithuanian where the literals were 6.1, and JSON.parse reads
      // it faster than the engine parses the literals. `moduleType` tells the bundler it is JS now.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
        map: null,
        moduleType: 'js',
      };
    },
  };
}
