/**
 * The session: who is signed in. This first slice checks a stored token at start-up and accepts
 * a sign-in or sign-out from elsewhere; login / register / admin login / logout with cart cleanup /
 * password change slot in later as more states under `signedOut` and `signedIn`.
 *
 * SPEC §4: a failed token check clears the token. Entering `signedIn` or `signedOut` reports
 * `{ type: 'session.settled', user }` to the parent (the app machine waits for it at start-up);
 * run standalone (no parent) it reports nothing.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { Result, User } from './domain';

export type SessionEvent =
  /** check the token given as input (sent by the app once options are in; again on retry) */
  | { type: 'session.check' }
  /** a login elsewhere produced a token and a user */
  | { type: 'session.signedIn'; token: string; user: User }
  | { type: 'session.signedOut' };

/** What the session tells its parent each time it settles. */
export type SessionSettledEvent = { type: 'session.settled'; user: User | null };

const settled = (user: User | null): SessionSettledEvent => ({ type: 'session.settled', user });

export interface SessionContext {
  token: string | null;
  user: User | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** POST /v1/checkToken with the given token */
    checkToken: fromPromise<Result<User>, { token: string }>(async () => {
      throw new Error('checkToken not provided');
    }),
  },
  actions: {
    /** persist the token client-side (the app root binds storage) */
    rememberToken: (_, _params: { token: string }) => {},
    /** clear the persisted token */
    forgetToken: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null }),
  initial: 'idle',
  on: {
    'session.check': [
      { guard: 'hasToken', target: '.checkingToken' },
      { target: '.signedOut', actions: assign({ token: null }) },
    ],
    'session.signedIn': {
      target: '.signedIn',
      actions: [
        assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
        { type: 'rememberToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
    'session.signedOut': {
      target: '.signedOut',
      actions: [assign({ token: null, user: null }), 'forgetToken'],
    },
  },
  states: {
    /** not yet asked: the app has not loaded options */
    idle: {},
    checkingToken: {
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'signedIn',
            actions: assign({
              user: ({ event, context }) => (event.output.ok ? event.output.data : context.user),
            }),
          },
          { target: 'signedOut', actions: [assign({ token: null, user: null }), 'forgetToken'] },
        ],
        onError: {
          target: 'signedOut',
          actions: [assign({ token: null, user: null }), 'forgetToken'],
        },
      },
    },
    signedIn: {
      // tell the parent, if any, that the session has settled
      entry: enqueueActions(({ context, self, enqueue }) => {
        if (self._parent) enqueue.sendParent(settled(context.user));
      }),
    },
    signedOut: {
      entry: enqueueActions(({ context, self, enqueue }) => {
        if (self._parent) enqueue.sendParent(settled(context.user));
      }),
    },
  },
});
