/**
 * The app and the session with their real child machines (src/app/portal.ts lists which machine
 * each child is), their calls still placeholders: what the machine tests run, each binding the
 * calls it needs to its own stand-ins with `.provide`.
 */
import { createActor, createMachine, fromPromise, type AnyEventObject } from 'xstate';
import { appMachine } from '../../machines/app';
import type { cartMachine } from '../../machines/cart';
import type { Place } from '../../machines/domain';
import { sessionMachine } from '../../machines/session';
import { startupMachine } from '../../machines/startup';
import { appChildren, sessionChildren } from '../../src/app/portal';
import { venueOptions } from './venueOptions';

export const sessionMachineWithChildren = sessionMachine.provide({ actors: sessionChildren });

export const appMachineWithChildren = appMachine.provide({
  actors: { ...appChildren, session: sessionMachineWithChildren },
});

/** Start-up whose calls answer at once: the venue's options, the server's date, `places`. */
export const startupAnswering = (places: Place[], serverDate = '2026-11-21T09:30:00+02:00') =>
  startupMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => venueOptions),
      loadServerDate: fromPromise(async () => serverDate),
      loadPlaces: fromPromise(async () => places),
    },
  });

/**
 * A cart (its calls bound by the test) run as the app runs it, with code `c1` kept and 50 € known,
 * under a parent that keeps every report the cart sends up.
 */
export function cartUnderApp(cart: typeof cartMachine) {
  const reports: AnyEventObject[] = [];
  const app = createMachine({
    invoke: {
      id: 'cart',
      src: cart,
      input: {
        access: { url: 'https://api.example', token: 't' },
        code: 'c1',
        paymentMethod: 'bank',
        returnUrls: { accept: '', cancel: '' },
        balance: 50,
      },
    },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  });
  const actor = createActor(app, { systemId: 'app' }).start();
  const child = actor.getSnapshot().children.cart!;
  const snap = () => child.getSnapshot() as ReturnType<typeof cartMachine.transition>;
  return { reports, child, snap };
}
