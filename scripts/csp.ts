/**
 * The content security policy the production build runs under, and the other security headers a
 * venue's web server sends with the portal's pages (README, "Deploying: the content security
 * policy"). One source for three users:
 *
 * - `vite preview` (`npm run preview`) sends them through the `securityHeaders()` plugin below, so
 *   the production build is tried, and tested (e2e/csp.spec.ts), under the policy it ships with;
 * - `npx tsx scripts/csp.ts [--nginx]` prints the exact headers for a venue's two addresses
 *   (`VITE_CONTENT_URL`, `BOOKING_API_URL`), to paste into the web server's configuration; README
 *   shows them for example addresses (`readmeExample`, checked by tests/csp.test.ts);
 * - the dev server does not send them: React's fast refresh needs an inline script there.
 *
 * Each directive follows from what the portal does in a browser:
 *
 * | directive                   | why                                                                               |
 * | --------------------------- | --------------------------------------------------------------------------------- |
 * | `default-src 'none'`        | anything not listed below (frames, media, fonts, manifests) is refused            |
 * | `script-src 'self'`         | the portal's own bundles only; no inline script, no eval, nothing from elsewhere   |
 * |                             | (a worker's script too, there being no `worker-src`: the portal starts none)      |
 * | `require-trusted-types-`    | Trusted Types: a string is refused wherever it would become code or markup        |
 * | `for 'script'`              | (`innerHTML`, a script's or a worker's address, `eval`); only a value one of the   |
 * |                             | policies below made is taken. An injected string is refused and reported          |
 * | `trusted-types …`           | the only policies a page may make, each once (src/app/trustedTypes.ts):            |
 * |                             | `portal-terms`, the terms HTML as DOMPurify sanitises it; `dompurify`, with which |
 * |                             | DOMPurify parses the untrusted terms before it cleans them (only it holds it);     |
 * |                             | `portal-boot`, the entry script's address that the boot script adds              |
 * |                             | (scripts/prerender.ts). React, react-aria, react-intl and Vite's preload helper   |
 * |                             | need none: the portal writes no HTML through them, and a `<link>`'s address is   |
 * |                             | not checked                                                                       |
 * | `style-src 'self'`          | the built CSS files (vanilla-extract) only; no `<style>` or `style=""`; React and  |
 * |                             | react-aria set `element.style` from script, which a policy does not govern        |
 * | `img-src data:`             | the one image is the favicon, inlined in index.html as an SVG data address; the   |
 * |                             | terms text is sanitised without images (src/views/Consent/sanitize.ts)            |
 * | `connect-src …`             | the content server (`VITE_CONTENT_URL`) and the booking API (`nsoftApiUrl` in the  |
 * |                             | content server's settings); `'self'` stands for either when it is on the portal's |
 * |                             | own origin. Nothing else is fetched: fonts are the system's, the inspector is     |
 * |                             | development-only and not in the build                                              |
 * | `form-action 'none'`        | every form is handled by script (it sends an event); none is ever submitted to an |
 * |                             | address. The bank is reached by navigation (`location.assign`), which no          |
 * |                             | directive governs, and returns to the portal's own pages                          |
 * | `base-uri 'none'`           | no `<base>`: an injected one cannot re-point the portal's relative addresses      |
 * | `object-src 'none'`         | no plugins (already covered by `default-src`, spelled out for scanners)           |
 * | `frame-ancestors 'none'`    | no site may frame the portal (clickjacking a booking or a payment)                |
 *
 * With it: `X-Content-Type-Options: nosniff` (a script or style must be served as one) and
 * `Referrer-Policy: strict-origin-when-cross-origin` (the back ends and the bank see the portal's
 * origin, never a page's path or query).
 */
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { POLICY_NAMES } from '../src/app/trustedTypes.js';

/** The two back ends as the portal is built and configured for them. */
export interface PortalOrigins {
  /** `VITE_CONTENT_URL`, the address the portal is built with; relative (or none) = same origin */
  contentUrl?: string | undefined;
  /** the booking API's address (`nsoftApiUrl` in the content server's settings); same rule */
  bookingUrl?: string | undefined;
}

/**
 * The source expression that lets the portal call `url`: its origin (`https://venue.example`), or
 * `'self'` when the address is relative or missing (the portal's own origin). Only http(s).
 */
export function connectSource(url: string | undefined): string {
  if (url === undefined || url.trim() === '') return "'self'";
  // a relative address resolves against the portal's own origin, whatever that is
  const probe = 'http://portal.invalid';
  const resolved = new URL(url, probe);
  if (resolved.origin === probe) return "'self'";
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
    throw new Error(`${url} is not an http(s) address, so the portal cannot call it`);
  }
  return resolved.origin;
}

/** The policy as one header value, directives in the order of the table above. */
export function contentSecurityPolicy(origins: PortalOrigins): string {
  const connect = [
    ...new Set([connectSource(origins.contentUrl), connectSource(origins.bookingUrl)]),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', POLICY_NAMES.terms, 'dompurify', POLICY_NAMES.boot],
    ['style-src', "'self'"],
    ['img-src', 'data:'],
    ['connect-src', ...connect],
    ['form-action', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header the portal's pages go out with. */
export function securityHeaderValues(origins: PortalOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** The two addresses from the environment (and .env files, as Vite reads them). */
export function originsFromEnv(env: Record<string, string | undefined>): PortalOrigins {
  return { contentUrl: env.VITE_CONTENT_URL, bookingUrl: env.BOOKING_API_URL };
}

/**
 * Sends the headers with everything `vite preview` serves from the build. Listed after the venue
 * simulator in vite.config.ts, so the simulator's own answers (its JSON, its fake bank page) go out
 * as the back ends' and the bank's would: without the portal's policy.
 */
export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const { mode, envDir } = server.config;
      const env = loadEnv(mode, envDir, ['VITE_CONTENT_URL', 'BOOKING_API_URL']);
      const headers = securityHeaderValues(originsFromEnv(env));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

/** How a venue's web server is told: raw header lines, or nginx `add_header` directives. */
export type HeaderFormat = 'http' | 'nginx';

/** The headers for `origins`, one a line, as README's "Deploying" section shows them. */
export function formatHeaders(origins: PortalOrigins, format: HeaderFormat = 'http'): string {
  return Object.entries(securityHeaderValues(origins))
    .map(([name, value]) =>
      format === 'nginx' ? `add_header ${name} "${value}" always;` : `${name}: ${value}`,
    )
    .join('\n');
}

/**
 * The addresses README's example is printed for (README, "Deploying: the content security
 * policy"); tests/csp.test.ts checks that the README still shows exactly what this file sends.
 */
export const readmeExample: PortalOrigins = {
  contentUrl: 'https://venue.example/wp-json/data/v1/',
  bookingUrl: 'https://api.venue.example/',
};

// `npx tsx scripts/csp.ts [--nginx]`: the headers for VITE_CONTENT_URL and BOOKING_API_URL.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const format: HeaderFormat = process.argv.includes('--nginx') ? 'nginx' : 'http';
  console.log(formatHeaders(originsFromEnv(process.env), format));
}
