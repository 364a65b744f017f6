/**
 * The one error channel's display: short messages stacked in a corner. Each toast disappears by
 * itself after 6 s or when dismissed; at most three are visible (the oldest goes first); a message
 * already visible is not stacked again, its timer starts over instead.
 *
 * Ids come from a counter in context; timers are delayed events on the actor's clock
 * (SimulatedClock in tests).
 */
import { enqueueActions, setup } from 'xstate';

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

export type ToastsEvent =
  | { type: 'toast.shown'; message: string; kind: ToastKind }
  | { type: 'toast.dismissed'; id: number }
  /** raised by the toast's own timer; not for views */
  | { type: 'toast.expired'; id: number };

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

export const TOAST_LIFETIME_MS = 6000;
export const MAX_TOASTS = 3;

const timerId = (id: number) => `toast-expiry-${id}`;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.shown') return;
      const toast: Toast = { id: context.nextId, message: event.message, kind: event.kind };
      const toasts = [...context.toasts, toast];
      const dropped = toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS));
      for (const old of dropped) enqueue.cancel(timerId(old.id));
      enqueue.assign({ toasts: toasts.slice(dropped.length), nextId: context.nextId + 1 });
      enqueue.raise(
        { type: 'toast.expired', id: toast.id },
        { delay: TOAST_LIFETIME_MS, id: timerId(toast.id) },
      );
    }),
    restartTimer: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.shown') return;
      const toast = context.toasts.find(
        (t) => t.message === event.message && t.kind === event.kind,
      );
      if (!toast) return;
      enqueue.cancel(timerId(toast.id));
      enqueue.raise(
        { type: 'toast.expired', id: toast.id },
        { delay: TOAST_LIFETIME_MS, id: timerId(toast.id) },
      );
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.dismissed' && event.type !== 'toast.expired') return;
      enqueue.cancel(timerId(event.id));
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
    }),
  },
  guards: {
    alreadyVisible: ({ context, event }) =>
      event.type === 'toast.shown' &&
      context.toasts.some((t) => t.message === event.message && t.kind === event.kind),
    isLastToast: ({ context, event }) =>
      (event.type === 'toast.dismissed' || event.type === 'toast.expired') &&
      context.toasts.length === 1 &&
      context.toasts[0]?.id === event.id,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'toast.shown': { target: 'visible', actions: 'addToast' },
      },
    },
    visible: {
      on: {
        'toast.shown': [
          { guard: 'alreadyVisible', actions: 'restartTimer' },
          { actions: 'addToast' },
        ],
        'toast.dismissed': [
          { guard: 'isLastToast', target: 'hidden', actions: 'removeToast' },
          { actions: 'removeToast' },
        ],
        'toast.expired': [
          { guard: 'isLastToast', target: 'hidden', actions: 'removeToast' },
          { actions: 'removeToast' },
        ],
      },
    },
  },
});
