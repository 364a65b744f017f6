/**
 * What the page does not need in order to show itself but its own interactions need at once: the
 * slot dialog and the calendar's month (and the small dialogs over every page: the logout
 * question, the banner of staff acting as a customer). Their code is one import, `./deferred`,
 * asked for once the window's load event has passed and the main thread is idle, so it never
 * competes with what the first paint and the board need. `npm run bench` measures the first load
 * without it and lists it apart. What only some visitors need comes when it is wanted: the menu
 * on hover or focus (`afterPageLoad` on a screen that cannot hover), the terms' dialogs, the
 * cart's dialogs once a user is signed in; the other pages when the user goes there.
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

let deferred: Promise<Deferred> | undefined;

/**
 * The deferred code, fetched once the page has loaded, with the rest of the catalog (its dialogs
 * show ids that the first load's part does not hold: src/app/catalogs.ts). A fetch that fails (a
 * connection lost for a moment) is made again until it succeeds (`untilLoaded`); meanwhile the
 * page stands without those parts: the calendar keeps its skeleton, and a slot chosen opens its
 * dialog once the code is in.
 */
export function loadDeferred(): Promise<Deferred> {
  deferred ??= afterPageLoad(withWholeCatalog(importDeferred));
  return deferred;
}

/** `load`, once the page has loaded and the main thread is idle, until it succeeds. */
export function afterPageLoad<T>(load: () => Promise<T>): Promise<T> {
  return pageLoaded.then(() => untilLoaded(load));
}

/** A task boundary: what follows runs in a task of its own, after the browser had its turn. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The deferred code in two steps, each evaluated in a task of its own: the calendar's month with
 * the react-aria it shares with the dialogs (src/app/deferredCalendar.ts), then the dialogs. As
 * one import, the browser evaluated all of it in one task, some 25 ms at 1× on a slow machine: a
 * long task at 4× CPU, at a moment the page is in use.
 */
function importDeferred(): Promise<Deferred> {
  return import('./deferredCalendar').then(nextTask).then(() => import('./deferred'));
}

/** The first wait before a failed fetch is made again, and the longest. */
export const RETRY_WAIT_MS = { first: 2000, longest: 60_000 };

/**
 * `load()` until it succeeds: after a failure, again when the wait is over (2 s, then twice as
 * long each time, at most a minute) or at once when the browser says it is back online, whether
 * it says so during the wait or while the failed fetch was still under way.
 */
export function untilLoaded<T>(load: () => Promise<T>, wait = RETRY_WAIT_MS.first): Promise<T> {
  let backOnline = false;
  const onOnline = () => {
    backOnline = true;
  };
  window.addEventListener('online', onOnline);
  const retry = () => untilLoaded(load, Math.min(wait * 2, RETRY_WAIT_MS.longest));
  return load()
    .finally(() => window.removeEventListener('online', onOnline))
    .catch(() =>
      backOnline
        ? retry()
        : new Promise<void>((resume) => {
            const again = () => {
              clearTimeout(timer);
              window.removeEventListener('online', again);
              resume();
            };
            const timer = setTimeout(again, wait);
            window.addEventListener('online', again);
          }).then(retry),
    );
}

/**
 * A component of the deferred code, for `lazy()`: it stays suspended (its boundary's fallback
 * shows) until that code is in.
 */
export function deferredComponent<K extends keyof Deferred>(
  name: K,
): () => Promise<{ default: Deferred[K] }> {
  return () => loadDeferred().then((m) => ({ default: m[name] }));
}
