/**
 * The terms viewer's sanitiser (src/views/Consent/sanitize.ts): the server's terms HTML keeps its
 * formatting and links, and loses everything that could run or reshape the page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeTermsHtml, withoutInlineCode } from '../../src/views/Consent/sanitize';
import { FakeTrustedTypes, Trusted } from '../support/trustedTypes';

/** The sanitised HTML parsed back, to ask questions of it. */
function parsed(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = sanitizeTermsHtml(html);
  return box;
}

describe('sanitizeTermsHtml', () => {
  it('keeps headings, paragraphs, emphasis, lists and tables', () => {
    const html =
      '<h2>Taisyklės</h2><p>Rezervuodami <strong>sutinkate</strong> su <em>taisyklėmis</em>.</p>' +
      '<ol><li>Pirma</li></ol><ul><li>Antra</li></ul>' +
      '<table><thead><tr><th scope="col">Kaina</th></tr></thead><tbody><tr><td>8 €</td></tr></tbody></table>';
    expect(sanitizeTermsHtml(html)).toBe(html);
  });

  it('drops scripts, their text included', () => {
    const box = parsed('<p>Prieš</p><script>window.__xss = 2</script><p>Po</p>');
    expect(box.querySelector('script')).toBeNull();
    expect(box.textContent).toBe('PriešPo');
  });

  it('drops event handlers and the images that carry them', () => {
    const box = parsed(
      '<p onclick="window.__xss = 1">Tekstas</p><img src="x" onerror="window.__xss = 1">',
    );
    expect(box.innerHTML).toBe('<p>Tekstas</p>');
  });

  it('drops frames, forms, embedded objects and inline SVG', () => {
    const box = parsed(
      '<iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="p"><button>Siųsti</button></form>' +
        '<object data="x.swf"></object><embed src="x.swf">' +
        '<svg><script>window.__xss = 3</script></svg><p>Lieka</p>',
    );
    for (const tag of ['iframe', 'form', 'input', 'object', 'embed', 'svg', 'script']) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
    expect(box.querySelector('p')?.textContent).toBe('Lieka');
  });

  it('drops style attributes and style sheets, keeping the text', () => {
    const box = parsed(
      '<style>body { display: none }</style><p style="position: fixed; inset: 0">Tekstas</p>',
    );
    expect(box.innerHTML).toBe('<p>Tekstas</p>');
  });

  it('opens links in a new tab without a handle on the portal', () => {
    const box = parsed(
      '<p><a href="https://example.lt/taisykles" target="_self" rel="opener">example.lt</a></p>',
    );
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.lt/taisykles');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps e-mail and phone links, drops javascript: and data: addresses', () => {
    const box = parsed(
      '<a href="mailto:info@example.lt">paštas</a><a href="tel:+37060000000">telefonas</a>' +
        '<a href="javascript:alert(1)">spauskite</a><a href="data:text/html,<script>1</script>">duomenys</a>',
    );
    const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:info@example.lt', 'tel:+37060000000', null, null]);
    expect(box.textContent).toBe('paštastelefonasspauskiteduomenys');
  });
});

describe('withoutInlineCode: what the HTML parser is given (no content-policy reports)', () => {
  it('takes out style sheets, style attributes and event handlers, quoted or bare', () => {
    expect(
      withoutInlineCode(
        '<STYLE type="text/css">p { color: red }</style><p style="color: red" lang="lt">A</p>' +
          '<img src=x onerror=\'go()\'><b onclick=go() title="t">B</b><i/onmouseover=go()>C</i>',
      ),
    ).toBe('<p  lang="lt">A</p><img src=x ><b  title="t">B</b><i/>C</i>');
  });

  it('leaves the text alone, even where it reads like an attribute', () => {
    const text = '<p>Write style="bold" or onclick=go() in a message: it stays.</p>';
    expect(withoutInlineCode(text)).toBe(text);
  });
});

describe('trustedTermsHtml: what the terms viewer writes (Trusted Types)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const dirty = '<p onclick="go()">Taisyklės</p><script>window.__xss = 4</script>';

  it('without Trusted Types, the sanitised text', async () => {
    const { trustedTermsHtml } = await import('../../src/views/Consent/sanitize');
    expect(trustedTermsHtml(dirty)).toBe('<p>Taisyklės</p>');
  });

  it('under Trusted Types, the portal-terms policy’s HTML of the sanitised text; DOMPurify parses through its own', async () => {
    // a fresh module: its policies are made on first use, once a page
    vi.resetModules();
    const types = new FakeTrustedTypes();
    vi.stubGlobal('trustedTypes', types);
    const { trustedTermsHtml } = await import('../../src/views/Consent/sanitize');
    expect(trustedTermsHtml(dirty)).toEqual(new Trusted('createHTML', '<p>Taisyklės</p>'));
    expect([...types.policies.keys()].sort()).toEqual(['dompurify', 'portal-terms']);
  });
});
