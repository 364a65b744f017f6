/**
 * The session: who is signed in (docs/rules.md §4, §6). This slice checks a stored token at
 * start-up and takes a sign-in or a logout; login, register, admin login, logout's server call with
 * cart cleanup and password change come as more states under `signedOut` and `signedIn`.
 *
 * A failed token check clears the token and says so ('Nepavyko prisijungti', docs/rules.md §8).
 * Each time the session settles it tells the app `{ type: 'session.settled', user, token }`, so the
 * app can finish start-up and hand the token to the actors that call the booking API; a logout
 * also tells it `session.loggedOut`, and the app decides where the user goes.
 */
import { assign, sendTo, setup } from 'xstate';
import type { BookingAccess, User } from './domain';
import { call, reportee, reportFailure } from './result';

export type SessionEvent =
  /** start-up: check the stored token against the booking API at `bookingUrl` */
  | { type: 'session.check'; bookingUrl: string }
  /** a login elsewhere produced a token and a user */
  | { type: 'session.signedIn'; token: string; user: User }
  /** the user pressed "log out" */
  | { type: 'session.loggedOut' };

/** What the session tells the app. */
export type SessionReport =
  | { type: 'session.settled'; user: User | null; token: string | null }
  | { type: 'session.loggedOut' };

export interface SessionContext {
  token: string | null;
  user: User | null;
  /** the booking API's base, known once the app has the venue options */
  bookingUrl: string | null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null },
  },
  actors: {
    /** POST /v1/checkToken with the token in `access` */
    checkToken: call<User, { access: BookingAccess }>('checkToken'),
  },
  actions: {
    /** persist the token client-side (the app root binds storage) */
    rememberToken: (_, _params: { token: string }) => {},
    /** clear the persisted token */
    forgetToken: () => {},
    signOut: assign({ token: null, user: null }),
    // Without an app (a test of this machine alone) the report comes back to the session itself,
    // which does not listen for it.
    reportSettled: sendTo(reportee, ({ context }): SessionReport => ({
      type: 'session.settled',
      user: context.user,
      token: context.token,
    })),
    reportLoggedOut: sendTo(reportee, (): SessionReport => ({ type: 'session.loggedOut' })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, and with which token.',
  context: ({ input }) => ({ token: input.token, user: null, bookingUrl: null }),
  initial: 'idle',
  on: {
    'session.signedIn': {
      target: '.signedIn',
      description: 'A login elsewhere gave a token and its user.',
      actions: [
        assign({ token: ({ event }) => event.token, user: ({ event }) => event.user }),
        { type: 'rememberToken', params: ({ event }) => ({ token: event.token }) },
      ],
    },
  },
  states: {
    idle: {
      description: 'Waiting for the app to know where the booking API is.',
      on: {
        'session.check': [
          {
            guard: 'hasToken',
            target: 'checkingToken',
            actions: assign({ bookingUrl: ({ event }) => event.bookingUrl }),
          },
          {
            target: 'signedOut',
            actions: [assign({ bookingUrl: ({ event }) => event.bookingUrl }), 'signOut'],
          },
        ],
      },
    },
    checkingToken: {
      description: 'Asking the booking API whose stored token this is.',
      tags: ['busy'],
      on: {
        'session.check': {
          target: 'checkingToken',
          reenter: true,
          description: 'Start-up again: ask again (the earlier check is aborted).',
          actions: assign({ bookingUrl: ({ event }) => event.bookingUrl }),
        },
      },
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        input: ({ context }) => ({
          access: { url: context.bookingUrl ?? '', token: context.token },
        }),
        onDone: {
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: {
          target: 'signedOut',
          actions: ['signOut', 'forgetToken', reportFailure('checkToken', 'nepavyko_prisijungti')],
        },
      },
    },
    signedIn: {
      description: 'A user is signed in; booking calls carry the token.',
      entry: 'reportSettled',
      on: {
        'session.check': {
          actions: 'reportSettled',
          description: 'Start-up again: known already.',
        },
        'session.loggedOut': {
          target: 'signedOut',
          actions: ['signOut', 'forgetToken', 'reportLoggedOut'],
        },
      },
    },
    signedOut: {
      description: 'A visitor: nobody is signed in.',
      entry: 'reportSettled',
      on: {
        'session.check': {
          actions: 'reportSettled',
          description: 'Start-up again: known already.',
        },
      },
    },
  },
});

/** For views: the signed-in user, or null. */
export const selectUser = (snapshot: { context: SessionContext }): User | null =>
  snapshot.context.user;
