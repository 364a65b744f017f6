/**
 * Live inspection for designers (docs/designers.md): in development, `?inspect` in the address
 * shows a button, "Open the inspector", whose press opens the Stately inspector on the running
 * app's actor system, so the real session, cart, consent and payment-result actors can be watched
 * while clicking through. Production builds contain none of it: `import.meta.env.DEV` is false
 * there, and the imports below are dropped with their branch.
 */
import { createElement, type ReactNode } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

export type Inspect = Observer<InspectionEvent>;

export interface DevInspector {
  /** the actor system's observer: what happens is kept until the inspector opens */
  inspect: Inspect;
  /** the button that opens it, for the app to show */
  control: ReactNode;
}

/**
 * How many inspection events wait for the inspector: every one since the page loaded, so that it
 * opened late still lists the actors started at once (the library keeps 200, the start-up alone
 * makes more).
 */
const KEPT_EVENTS = 20_000;

export async function devInspector(search: string): Promise<DevInspector | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(search).has('inspect')) return undefined;
  const [{ createBrowserInspector }, { InspectorButton }] = await Promise.all([
    import('@statelyai/inspect'),
    import('./InspectorButton'),
  ]);
  // Not opened on load: a browser blocks a window opened without a user's gesture (its pop-up
  // blocker), so the inspector opens on the button's press, which is one.
  const inspector = createBrowserInspector({ autoStart: false, maxDeferredEvents: KEPT_EVENTS });
  return {
    inspect: inspector.inspect,
    control: createElement(InspectorButton, { onOpen: () => inspector.start() }),
  };
}
