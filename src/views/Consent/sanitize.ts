/**
 * The terms text comes from the content server as HTML (docs/rules.md §4 "read more"); it is not
 * trusted. Before it reaches the page it keeps only ordinary formatting and links: no scripts,
 * event handlers, frames, forms, images or inline styles. Every link opens in a new tab without
 * giving that tab a handle on the portal.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

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
  return terms().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}
