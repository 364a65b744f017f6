import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is one the app should handle with its router (as react-aria's
 * RouterProvider does for the kit's other links): a plain primary-button click on a same-origin address that opens in this
 * tab. A click with a modifier (new tab or window, download), on a link with a target, a download
 * or another origin (`tel:`, the map) is left to the browser.
 */
export function isClientNavigation(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin;
}

/** The in-app address of a same-origin link: its path, query and fragment. */
export function appPathOf(anchor: HTMLAnchorElement): string {
  const url = new URL(anchor.href, window.location.href);
  return url.pathname + url.search + url.hash;
}
