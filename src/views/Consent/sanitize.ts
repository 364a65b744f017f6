/**
 * The terms text comes from the content server as HTML (docs/rules.md §4 "read more"); it is not
 * trusted. Before it reaches the page it keeps only ordinary formatting and links: no scripts,
 * event handlers, frames, forms, images or inline styles. Every link opens in a new tab without
 * giving that tab a handle on the portal.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { POLICY_NAMES, trustedPolicy } from '../../app/trustedTypes';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'lang', 'dir'];

let purifier: Purifier | null = null;

/** One DOMPurify of our own, so the link hook never reaches anyone else's use of the library. */
function terms(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = own;
  return own;
}

/**
 * The terms HTML with only formatting and safe links left. The lists above allow; everything else
 * goes (DOMPurify also drops `javascript:` and other unsafe link addresses by itself).
 */
export function sanitizeTermsHtml(html: string): string {
  return terms().sanitize(withoutInlineCode(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * The terms HTML, sanitised, as the one HTML the page's Trusted Types policy lets React write with
 * `dangerouslySetInnerHTML` (src/app/trustedTypes.ts): the `portal-terms` policy's only rule is
 * `sanitizeTermsHtml`. DOMPurify parses the untrusted text through a policy of its own
 * (`dompurify`, made by the one DOMPurify above as it first sanitises), which only it holds.
 */
export const trustedTermsHtml = trustedPolicy(POLICY_NAMES.terms, 'createHTML', sanitizeTermsHtml);

/** A tag's opening, up to its first `>` (a `>` inside a quoted value ends it early: see below). */
const OPENING_TAG = /<[a-z][^>]*>/gi;
/** An event handler or a style attribute, with its value quoted or bare. */
const INLINE_CODE_ATTRIBUTE = /([\s/])(?:on[a-z]+|style)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;
/** A style sheet, its rules included. */
const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;

/**
 * The terms without style sheets, style attributes and event handlers, before DOMPurify parses
 * them. Not a sanitiser: DOMPurify drops all of these anyway. But the browser's HTML parser checks
 * them against the page's content security policy while it reads them, inert document or not, and
 * reports each as a violation (in Chromium: `style-src-elem`, `style-src-attr`, `script-src-attr`),
 * filling the console and any report endpoint with refusals of code that would never have run.
 * Whatever this rough pass misses only costs such a report; safety is DOMPurify's job.
 */
export function withoutInlineCode(html: string): string {
  return html
    .replace(STYLE_ELEMENT, '')
    .replace(OPENING_TAG, (tag) => tag.replace(INLINE_CODE_ATTRIBUTE, '$1'));
}
