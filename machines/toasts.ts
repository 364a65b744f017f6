/**
 * The error channel's display (docs/rules.md §7, §8): failed calls as short messages stacked in a
 * corner. Each toast disappears by itself after 6 s (its own timer, an `after` transition in
 * `toastTimerMachine`) or when dismissed; at most three are visible (the oldest goes first); the
 * same failure already visible is not stacked again, its timer starts over instead; and when the
 * call that failed succeeds again, its toasts go, since what they said is no longer true.
 *
 * A toast holds what `explainFailure` (machines/domain.ts) makes of the failure: the portal's own
 * sentence for its cause (or a catalogue text the calling machine chose instead), the server's own
 * words as a detail only when it explained a refusal, and what only the developer console gets.
 * The view words the sentence in the user's language.
 *
 * The toasts hear the calls' own reports (`call.failed`, `call.succeeded`, machines/domain.ts),
 * which the app relays, and decide how each is told: a cancelled call is nobody's news, and a
 * call refused as unauthorised says the session has ended (the session ends it, machines/session.ts),
 * unless the calling machine chose its own text.
 *
 * While the browser is offline (machines/connection.ts, relayed by the app as `connection.lost` and
 * `connection.restored`) the banner says so once: a call that got no answer adds no toast then, and
 * the lost connection's toasts already shown go when the banner comes.
 */
import { assign, enqueueActions, sendParent, setup, type ActorRefFrom } from 'xstate';
import {
  explainFailure,
  isUnauthorised,
  type CallName,
  type CallReport,
  type Failure,
  type FailureSentence,
  type FailureText,
} from './domain';
import type { ConnectionReport } from './connection';

export type ToastKind = Exclude<Failure['error'], 'cancelled'>;

export interface Toast {
  id: number;
  call: CallName;
  kind: ToastKind;
  /** the catalogue id that leads: the reporting machine's own text, or the failure's cause's */
  text: FailureText | FailureSentence;
  /** the server's own words under it: a refusal's only (explainFailure), null otherwise */
  detail: string | null;
  /** the server's message for the developer console, never shown (a 5xx's, an unreadable's) */
  console: string | null;
}

export type ToastsEvent =
  /** a call failed (shown unless cancelled), or works again (its toasts are out of date) */
  | CallReport
  | { type: 'toast.dismissed'; id: number }
  /** from a toast's own timer */
  | { type: 'toast.expired'; id: number }
  /** the browser lost its connection, or has it again: the banner tells lost connections then */
  | ConnectionReport;

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
  /** the browser is offline: the banner tells a lost connection, no toast does */
  offline: boolean;
}

export const TOAST_LIFETIME_MS = 6000;
export const MAX_TOASTS = 3;

const timerId = (id: number) => `toast-${id}`;

/** The same thing told again: what the user reads is the same (the console's text may differ). */
const sameAs = (toast: Toast, shown: Omit<Toast, 'id'>) =>
  toast.call === shown.call &&
  toast.kind === shown.kind &&
  toast.text === shown.text &&
  toast.detail === shown.detail;

function toastOf(event: {
  call: CallName;
  failure: Failure;
  text?: FailureText;
}): Omit<Toast, 'id'> {
  const kind: ToastKind = event.failure.error === 'cancelled' ? 'server' : event.failure.error;
  const { sentence, detail, console } = explainFailure(event.failure);
  // a 401 means the session has ended on the server (machines/domain.ts `isUnauthorised`)
  const text = event.text ?? (isUnauthorised(event.failure) ? 'sesija_baigesi' : sentence);
  return { call: event.call, kind, text, detail, console };
}

/** One toast's life: shown for 6 s, started over when the same failure comes again. */
export const toastTimerMachine = setup({
  types: {
    context: {} as { id: number },
    input: {} as { id: number },
    events: {} as { type: 'toast.repeated' },
  },
  delays: { lifetime: TOAST_LIFETIME_MS },
}).createMachine({
  id: 'toastTimer',
  description: 'How long one toast stays: 6 s, started over when its failure repeats.',
  context: ({ input }) => ({ id: input.id }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The toast is on screen.',
      on: {
        'toast.repeated': {
          target: 'showing',
          reenter: true,
          description: 'The same failure again: the 6 s start over.',
        },
      },
      after: {
        lifetime: {
          target: 'expired',
          description: '6 s without the failure coming back: the toast has said its piece.',
        },
      },
    },
    expired: {
      type: 'final',
      description: 'Time is up: the toast list lets this toast go.',
      entry: sendParent(({ context }) => ({ type: 'toast.expired', id: context.id })),
    },
  },
});

export type ToastTimerActor = ActorRefFrom<typeof toastTimerMachine>;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actors: { toastTimer: toastTimerMachine },
  actions: {
    addToast: enqueueActions(({ context, enqueue }, shown: Omit<Toast, 'id'>) => {
      const toast: Toast = { id: context.nextId, ...shown };
      const toasts = [...context.toasts, toast];
      const dropped = toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS));
      for (const old of dropped) enqueue.stopChild(timerId(old.id));
      enqueue.assign({ toasts: toasts.slice(dropped.length), nextId: context.nextId + 1 });
      enqueue.spawnChild('toastTimer', { id: timerId(toast.id), input: { id: toast.id } });
    }),
    restartTimer: enqueueActions(({ context, enqueue }, shown: Omit<Toast, 'id'>) => {
      const toast = context.toasts.find((t) => sameAs(t, shown));
      if (toast) enqueue.sendTo(timerId(toast.id), { type: 'toast.repeated' });
    }),
    removeToast: enqueueActions(({ context, enqueue }, { id }: { id: number }) => {
      enqueue.stopChild(timerId(id));
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== id) });
    }),
    /** the banner is up: the toasts that said the connection was lost go */
    removeConnectionToasts: enqueueActions(({ context, enqueue }) => {
      const gone = context.toasts.filter((t) => t.kind === 'connection');
      for (const toast of gone) enqueue.stopChild(timerId(toast.id));
      enqueue.assign({ toasts: context.toasts.filter((t) => t.kind !== 'connection') });
    }),
    removeCallToasts: enqueueActions(({ context, enqueue }, { call }: { call: CallName }) => {
      const gone = context.toasts.filter((t) => t.call === call);
      for (const toast of gone) enqueue.stopChild(timerId(toast.id));
      enqueue.assign({ toasts: context.toasts.filter((t) => t.call !== call) });
    }),
  },
  guards: {
    alreadyVisible: ({ context }, shown: Omit<Toast, 'id'>) =>
      context.toasts.some((t) => sameAs(t, shown)),
    isLastToast: ({ context }, { id }: { id: number }) =>
      context.toasts.length === 1 && context.toasts[0]?.id === id,
    onlyThatCall: ({ context }, { call }: { call: CallName }) =>
      context.toasts.length > 0 && context.toasts.every((t) => t.call === call),
    /** offline, a call that got no answer is told by the banner alone */
    toldByBanner: ({ context }, { failure }: { failure: Failure }) =>
      context.offline && failure.error === 'connection',
    /** every toast shown (if any) says the connection was lost */
    onlyConnectionToasts: ({ context }) => context.toasts.every((t) => t.kind === 'connection'),
    /** whoever cancelled the call stopped listening: nobody is told */
    cancelled: (_, { failure }: { failure: Failure }) => failure.error === 'cancelled',
  },
}).createMachine({
  id: 'toasts',
  description: 'The failed calls the user is told about, three at most.',
  context: { toasts: [], nextId: 1, offline: false },
  on: {
    'connection.lost': [
      {
        guard: 'onlyConnectionToasts',
        target: '.hidden',
        description: 'Offline: the banner says it; the toasts that said so go, and none is left.',
        actions: [assign({ offline: true }), 'removeConnectionToasts'],
      },
      {
        description: 'Offline: the banner says it; the toasts that said so go, the others stay.',
        actions: [assign({ offline: true }), 'removeConnectionToasts'],
      },
    ],
    'connection.restored': {
      description: 'Online again: a call that gets no answer is told by a toast again.',
      actions: assign({ offline: false }),
    },
  },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No toast on screen.',
      on: {
        'call.failed': [
          {
            guard: { type: 'cancelled', params: ({ event }) => event },
            description: 'A cancelled call is nobody’s news.',
          },
          {
            guard: { type: 'toldByBanner', params: ({ event }) => event },
            description: 'Offline, a call got no answer: the banner says so, no toast.',
          },
          {
            target: 'visible',
            description: 'A call failed: tell the user in a toast.',
            actions: { type: 'addToast', params: ({ event }) => toastOf(event) },
          },
        ],
      },
    },
    visible: {
      description: 'One to three toasts on screen.',
      on: {
        'call.failed': [
          {
            guard: { type: 'cancelled', params: ({ event }) => event },
            description: 'A cancelled call is nobody’s news.',
          },
          {
            guard: { type: 'toldByBanner', params: ({ event }) => event },
            description: 'Offline, a call got no answer: the banner says so, no toast.',
          },
          {
            guard: { type: 'alreadyVisible', params: ({ event }) => toastOf(event) },
            description: 'The same failure again: no second toast, the one shown stays longer.',
            actions: { type: 'restartTimer', params: ({ event }) => toastOf(event) },
          },
          {
            description: 'Another failure: a new toast; with more than three, the oldest goes.',
            actions: { type: 'addToast', params: ({ event }) => toastOf(event) },
          },
        ],
        'toast.dismissed': [
          {
            guard: { type: 'isLastToast', params: ({ event }) => ({ id: event.id }) },
            target: 'hidden',
            description: 'The user closed the last toast.',
            actions: { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          },
          {
            description: 'The user closed a toast; the others stay.',
            actions: { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'toast.expired': [
          {
            guard: { type: 'isLastToast', params: ({ event }) => ({ id: event.id }) },
            target: 'hidden',
            description: 'The last toast has been shown long enough.',
            actions: { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          },
          {
            description: 'A toast has been shown long enough; the others stay.',
            actions: { type: 'removeToast', params: ({ event }) => ({ id: event.id }) },
          },
        ],
        'call.succeeded': [
          {
            guard: { type: 'onlyThatCall', params: ({ event }) => ({ call: event.call }) },
            target: 'hidden',
            description: 'The failed call works again and all toasts were about it: they go.',
            actions: { type: 'removeCallToasts', params: ({ event }) => ({ call: event.call }) },
          },
          {
            description: 'A failed call works again: its toasts go, the others stay.',
            actions: { type: 'removeCallToasts', params: ({ event }) => ({ call: event.call }) },
          },
        ],
      },
    },
  },
});

/** For views: the toasts on screen, oldest first. */
export const selectToasts = (snapshot: { context: ToastsContext }): Toast[] =>
  snapshot.context.toasts;
