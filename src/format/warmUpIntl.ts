import { POLICY_NAMES, trustedPolicy } from '../app/trustedTypes';
// the worker's bundled address (Vite builds it as it builds `new Worker(new URL(…))`), as a string
// the Trusted Types policy below can check before the worker starts
import intlWorkerUrl from './intl.worker.ts?worker&url';

/** The worker's address as the page's Trusted Types policy lets it start: this address only. */
const workerAddress = trustedPolicy(POLICY_NAMES.intlWorker, 'createScriptURL', (url) => {
  if (url !== intlWorkerUrl) throw new TypeError(`${url} is not the locale-data worker`);
  return url;
});

/**
 * Starts a worker that loads the platform's locale data (src/format/intl.worker.ts), and ends it
 * when that is done. The first Intl object a page makes pays for that data, some 35 ms at 1× on a
 * slow machine and 100–250 ms at 4× CPU: one long task, whichever formatter it falls to, and
 * react-intl makes one as its provider first renders. Chromium keeps the data once for the page
 * and its workers, so made there, on another core, while the page's scripts load, it is ready
 * when the page first needs it. Where workers are missing or refused, or
 * keep their data apart, the page's first Intl object pays for it as it always did.
 */
export function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = new Worker(workerAddress(intlWorkerUrl), { type: 'module' });
  } catch {
    return;
  }
  const end = () => worker.terminate();
  worker.addEventListener('message', end);
  worker.addEventListener('error', end);
}
