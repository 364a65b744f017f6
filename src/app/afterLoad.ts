/**
 * What the page does not need in order to show itself: the dialogs over it, the terms (with their
 * sanitiser), the cart's dialogs and hold warning, the calendar, the menu. Their code is one
 * import, `./deferred`, asked for once the window's load event has passed and the main thread is
 * idle, so it never competes with what the first paint and the board need. `npm run bench` measures the first load without it and lists it apart.
 */
import { withWholeCatalog } from './catalogs';

/**
 * The window's load event and then an idle moment of the main thread (at once where the browser
 * has no requestIdleCallback, as jsdom); never outside a browser. In development at once: there
 * is no first load to protect, and the dev server's first transform of this code takes seconds.
 */
const pageLoaded: Promise<void> =
  typeof window === 'undefined'
    ? new Promise<void>(() => {})
    : import.meta.env.DEV
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const idle = () => {
            if (typeof window.requestIdleCallback === 'function') {
              window.requestIdleCallback(() => resolve(), { timeout: 2000 });
            } else resolve();
          };
          if (document.readyState === 'complete') idle();
          else window.addEventListener('load', idle, { once: true });
        });

type Deferred = typeof import('./deferred');

let deferred: Promise<Deferred | null> | undefined;

/**
 * The deferred code, fetched once the page has loaded, with the rest of the catalog (its dialogs
 * show ids that the first load's part does not hold: src/app/catalogs.ts). A failed fetch (a
 * connection lost for a moment) leaves the page as it is, without those parts, rather than
 * failing it.
 */
export function loadDeferred(): Promise<Deferred | null> {
  deferred ??= pageLoaded
    .then(
      () => withWholeCatalog(() => import('./deferred'))(),
      () => null,
    )
    .catch(() => null);
  return deferred;
}

const Nothing = () => null;

/** A component of the deferred code, for `lazy()`: nothing when that code could not be fetched. */
export function deferredComponent<K extends keyof Deferred>(
  name: K,
): () => Promise<{ default: Deferred[K] }> {
  return () =>
    loadDeferred().then((m) => ({ default: m?.[name] ?? (Nothing as unknown as Deferred[K]) }));
}
