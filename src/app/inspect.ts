/**
 * Live inspection for designers (docs/qa.md): in development, `?inspect` in the address opens the
 * Stately inspector on the running app's actor system, so the real session, cart, consent and
 * payment-result actors can be watched while clicking through. Production builds contain none of
 * it: `import.meta.env.DEV` is false there, and the import below is dropped with its branch.
 */
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent>;

export async function devInspector(search: string): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}
