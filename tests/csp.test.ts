// @vitest-environment node
/**
 * The content security policy (scripts/csp.ts): which origins it lets the portal call, and that
 * README's "Deploying" section shows exactly the headers the preview server sends, so a venue
 * copying them gets the policy the e2e csp project tested. The policy in a browser: e2e/csp.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  connectSource,
  contentSecurityPolicy,
  formatHeaders,
  readmeExample,
  type HeaderFormat,
} from '../scripts/csp';

const root = join(import.meta.dirname, '..');
const SECTION = '## Deploying: the content security policy';

/** The body of README's first code block fenced as `lang` in the Deploying section. */
function readmeBlock(lang: HeaderFormat): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const start = readme.indexOf(`${SECTION}\n`);
  expect(start, `README has no "${SECTION.slice(3)}" section`).toBeGreaterThanOrEqual(0);
  const section = readme.slice(start).split(/\n## /)[0] ?? '';
  const block = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``).exec(section);
  expect(block, `the section has no \`\`\`${lang} block`).not.toBeNull();
  return block?.[1] ?? '';
}

describe('the policy', () => {
  it('lets the portal call the content server and the booking API by origin, nothing else', () => {
    const policy = contentSecurityPolicy({
      contentUrl: 'https://venue.example/wp-json/data/v1/',
      bookingUrl: 'https://api.venue.example:8443/v1/',
    });
    expect(policy.split('; ')).toContain(
      'connect-src https://venue.example https://api.venue.example:8443',
    );
  });

  it('names a back end on the portal’s own origin (relative or unset) as self, once', () => {
    expect(connectSource('/wp-json/data/v1/')).toBe("'self'");
    expect(connectSource(undefined)).toBe("'self'");
    expect(contentSecurityPolicy({ contentUrl: '/wp-json/data/v1/' }).split('; ')).toContain(
      "connect-src 'self'",
    );
  });

  it('requires Trusted Types and lets a page make only the portal’s policies and DOMPurify’s', () => {
    const directives = contentSecurityPolicy({}).split('; ');
    expect(directives).toContain("require-trusted-types-for 'script'");
    const names = directives
      .find((d) => d.startsWith('trusted-types '))
      ?.split(' ')
      .slice(1);
    // no `default` (it would be asked about every string), no wildcard, no name made twice
    expect(names?.sort()).toEqual(['dompurify', 'portal-boot', 'portal-terms']);
  });

  it('refuses an address the portal could not call', () => {
    expect(() => connectSource('javascript:alert(1)')).toThrow(/not an http\(s\) address/);
  });
});

describe('README, "Deploying: the content security policy"', () => {
  it.each(['http', 'nginx'] as const)('shows the headers scripts/csp.ts sends (%s)', (format) => {
    expect(readmeBlock(format), 'print them again: npx tsx scripts/csp.ts, see README').toBe(
      formatHeaders(readmeExample, format),
    );
  });
});
