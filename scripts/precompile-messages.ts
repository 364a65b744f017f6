import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';

/**
 * Turns messages/*.json into react-intl's pre-parsed message ASTs at build time, so the browser
 * never downloads the ICU parser (the app aliases it to its no-parser build). A malformed message
 * fails the build instead of failing in a customer's browser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[/\\]messages[/\\][a-z]{2}\.json(\?.*)?$/.test(id)) return null;
      const catalog = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(catalog).map(([key, message]) => [key, parse(message)]),
      );
      // still JSON: Vite's own JSON plugin turns it into a module after us
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
