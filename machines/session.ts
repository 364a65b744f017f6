/**
 * The session (docs/rules.md §4 "Session", §5, §6, §8): who is signed in, with which token, and
 * every way in and out.
 *
 * - Start-up: a stored token is checked (checkToken). A check the server refused clears it and
 *   says 'Nepavyko prisijungti'; one that got no answer keeps it, and start-up offers a retry.
 * - Ways in, each a form child of the session (machines/form.ts): login (page or modal),
 *   register (content server; signed in when it returns a token), the hidden admin login (sign in
 *   as another user, who is then "acted as" until the session ends, reloads included: the form that
 *   issued the token is remembered beside it and comes back as input). A new token is remembered,
 *   then checked like a stored one, then the user is signed in. Lost password asks the booking API to send a reset.
 * - Signed in: the balance loads (and reloads on `balance.refreshRequested`); the consents live in the
 *   consent machine (machines/consent.ts), invoked for as long as the user is signed in.
 *   Changing the password replaces the token.
 * - Way out: when the cart holds slots (the app says so with the request), the user is asked
 *   first, since logging out releases them; an empty cart logs out at once. The cart's court
 *   reservations are deleted while the token still holds, then the logout call, then user and
 *   token are dropped. Each step's failure does not keep anyone
 *   signed in. A call answered 401 while signed in drops the session the same way, without
 *   calls: every failed call's report (`call.failed`) reaches the session too, through the app.
 *
 * The forms and the consent machine are known here by their types only (`import type`, `child` of
 * machines/domain.ts); the app root provides the real machines (src/app/portal.ts,
 * `sessionMachineWithChildren`).
 *
 * The session tells the app (machines/app.ts): `session.settled` each time who is signed in is
 * known (start-up, sign-in, sign-out, a replaced token), `session.signedIn` after a sign-in the
 * user just made (with where they made it), `session.loggedOut` after a logout (which the
 * app asks for with `session.logoutRequested`), and `session.checkFailed` when a stored token's
 * check got no answer (start-up then fails, and its retry asks again).
 */
import { assign, enqueueActions, fromCallback, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { consentMachine } from './consent';
import {
  call,
  child,
  explainFailure,
  failureOf,
  isRefusal,
  offlineOr,
  reportee,
  reportFailure,
  reportSuccess,
  unauthorised,
  type AdminLoginForm,
  type BookingAccess,
  type CallReport,
  type Failure,
  type FormMessage,
  type FormOrigin,
  type FormSubmission,
  type LoginForm,
  type PasswordChange,
  type RegistrationForm,
  type User,
  type VenueOptions,
} from './domain';
import type {
  adminFormMachine,
  loginFormMachine,
  lostPasswordFormMachine,
  passwordFormMachine,
  registerFormMachine,
} from './form';

/** How the user got in: a stored token (start-up) or one of the forms. */
export type SignInWay = 'stored' | 'login' | 'register' | 'admin';
/**
 * Which form issued the token in hand. It is kept beside the token (the app root stores both), so
 * that a reload still knows staff are acting as a customer.
 */
export type TokenWay = Exclude<SignInWay, 'stored'>;

export type SessionEvent =
  /** start-up: check the stored token against the booking API at `bookingUrl` */
  | {
      type: 'session.check';
      bookingUrl: string;
      consentIds: VenueOptions['consentIds'];
    }
  | FormSubmission<'login.submitted', LoginForm>
  | FormSubmission<'register.submitted', RegistrationForm>
  | FormSubmission<'admin.submitted', AdminLoginForm>
  | FormSubmission<'lostPassword.submitted', { email: string }>
  | FormSubmission<'password.submitted', PasswordChange>
  /**
   * the user pressed "log out"; the app adds whether the cart holds slots, which logging out
   * releases (absent: it holds none)
   */
  | { type: 'session.logoutRequested'; cartHeld?: boolean }
  /** the answer to "log out and release the held slots?" */
  | { type: 'logout.confirmed' }
  | { type: 'logout.cancelled' }
  /** a call failed (the app relays every report): a 401 means the token is dead */
  | Extract<CallReport, { type: 'call.failed' }>
  /** after a payment or a top-up: read the balance again */
  | { type: 'balance.refreshRequested' }
  /** another tab of this browser logged out (or lost the session): the token is dead here too */
  | { type: 'session.endedElsewhere' }
  /** another tab of this browser read the balance (it tells every read): its euros */
  | { type: 'balance.readElsewhere'; balance: number };

/** What the session tells the app. */
export type SessionReport =
  | { type: 'session.settled'; user: User | null; token: string | null }
  | { type: 'session.signedIn'; way: SignInWay; origin: FormOrigin; user: User }
  | { type: 'session.loggedOut' }
  /**
   * the stored token's check got no answer (no connection, a server that broke, an answer nobody
   * can read): whose token it is is not known, and the token is kept for the next check
   */
  | { type: 'session.checkFailed'; failure: Failure }
  /** another tab read a balance other than the one here, and it is taken: the tab says so */
  | { type: 'balance.changedElsewhere'; balance: number };

export interface SessionContext {
  token: string | null;
  user: User | null;
  /** the booking API's base, known once the app has the venue options */
  bookingUrl: string;
  consentIds: VenueOptions['consentIds'];
  /** the credit balance in euros; null until loaded */
  balance: number | null;
  /** the sign-in under way: how, and from where */
  way: SignInWay;
  origin: FormOrigin;
  /** which form issued the token in hand; null: none, or not known (kept by an older portal) */
  tokenFrom: TokenWay | null;
}

/** The form each way in uses; a stored token has none, and the idle login form ignores answers. */
const FORM_OF = {
  login: 'loginForm',
  register: 'registerForm',
  admin: 'adminForm',
  stored: 'loginForm',
} as const;

/**
 * What a sign-in form says when signing in failed (docs/rules.md §8 "Errors name their cause"):
 * a refusal is wrong credentials, "Nepavyko prisijungti" with the server's own words under it; a
 * server that failed (or answered unreadably) and a lost connection each say so instead, so that
 * nobody doubts a right password. Which is which is `explainFailure`'s rule.
 */
export function signInFailed(error: unknown): {
  type: 'form.failed';
  message: FormMessage;
  detail: string | null;
} {
  const { sentence, detail } = explainFailure(failureOf(error));
  const message =
    sentence === 'error_refused'
      ? 'nepavyko_prisijungti'
      : sentence === 'connection_error'
        ? 'login_connection_error'
        : sentence === 'offline_banner'
          ? sentence
          : 'login_server_error';
  return { type: 'form.failed', message, detail };
}

const accessOf = (context: SessionContext): BookingAccess => ({
  url: context.bookingUrl,
  token: context.token,
});

/** What is kept of the token just set (`setToken` runs first). */
const rememberedOf = (context: SessionContext) => ({
  token: context.token ?? '',
  from: context.tokenFrom,
});

/**
 * Another tab read the balance (docs/rules.md §4 "Tabs"): when it is not the one this tab shows (a
 * top-up or a payment made there), this tab takes it without a call of its own and tells the app,
 * which has the tab say so; the same euros change nothing. While this tab reads its own, its
 * answer is awaited instead.
 */
const takeOtherTabsBalance = {
  guard: 'otherBalance',
  target: 'loaded',
  // Read by a top-up or a payment there.
  description: 'Another tab read another balance: it is shown here, and the tab says so.',
  actions: ['takeHeardBalance', 'reportBalanceElsewhere'],
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { token: string | null; tokenFrom?: TokenWay | null },
    children: {} as {
      loginForm: 'loginForm';
      registerForm: 'registerForm';
      adminForm: 'adminForm';
      lostPasswordForm: 'lostPasswordForm';
      passwordForm: 'passwordForm';
      consent: 'consent';
    },
  },
  actors: {
    // the children, known here by their types only (machines/domain.ts `child`): the app root
    // provides the real machines (src/app/portal.ts)
    loginForm: child<typeof loginFormMachine>('loginForm'),
    registerForm: child<typeof registerFormMachine>('registerForm'),
    adminForm: child<typeof adminFormMachine>('adminForm'),
    lostPasswordForm: child<typeof lostPasswordFormMachine>('lostPasswordForm'),
    passwordForm: child<typeof passwordFormMachine>('passwordForm'),
    consent: child<typeof consentMachine>('consent'),
    /** POST /v1/checkToken: whose token is this? */
    checkToken: call<User, { access: BookingAccess }>('checkToken'),
    /** POST /v1/login → a token */
    login: call<{ token: string }, { access: BookingAccess; form: LoginForm }>('login'),
    /** POST register (content server) → a token, or none */
    register: call<{ token: string | null }, RegistrationForm>('register'),
    /** POST login_as_user (content server) → the target user's token */
    loginAsUser: call<{ token: string }, AdminLoginForm>('loginAsUser'),
    /** POST /v1/forgotPassword */
    forgotPassword: call<null, { access: BookingAccess; email: string }>('forgotPassword'),
    /** POST /v1/changePassword → the new token (the old one stops working) */
    changePassword: call<{ token: string }, { access: BookingAccess; change: PasswordChange }>(
      'changePassword',
    ),
    /** GET /v1/credit → balance in euros */
    getCredit: call<number, { access: BookingAccess }>('getCredit'),
    /** delete every court reservation in the browser's cart (the cart keeps its code) */
    emptyCart: call<null, { access: BookingAccess }>('emptyCart'),
    /** POST /v1/logout */
    logout: call<null, { access: BookingAccess }>('logout'),
    /**
     * the browser's other tabs: sends `session.endedElsewhere` when one drops the token,
     * `balance.readElsewhere` when one reads the balance
     */
    watchOtherTabs: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    /**
     * tell the browser's other tabs the balance just read (the app root binds the channel); a tab
     * tells only what it read itself, never what it heard, so no two tabs echo each other
     */
    tellBalance: (_, _params: { balance: number }) => {},
    /** persist the token and the form that issued it client-side (the app root binds storage) */
    rememberToken: (_, _params: { token: string; from: TokenWay | null }) => {},
    /** clear the persisted token (and the form that issued it) */
    forgetToken: () => {},
    signOut: assign({ token: null, user: null, balance: null, tokenFrom: null }),
    /**
     * told as a session that ended on the server, which it has (the other tab's logout ended it
     * there): the app relays it to the toasts, which say so ("Sesija baigėsi")
     */
    tellEndedElsewhere: sendTo(reportee, (): CallReport => ({
      type: 'call.failed',
      call: 'checkToken',
      failure: { ok: false, error: 'server', message: '', status: 401 },
    })),
    /** a token from a form (`from`), or a replacement for the one in hand (same origin) */
    setToken: assign(({ context }, { token, from }: { token: string; from?: TokenWay }) => ({
      token,
      tokenFrom: from ?? context.tokenFrom,
    })),
    /** a sign-in through a form begins */
    beginSignIn: assign((_, { way, origin }: { way: SignInWay; origin: FormOrigin }) => ({
      way,
      origin,
    })),
    /** tell the form that was used why signing in failed (a stored token's check has none) */
    answerSignInForm: sendTo(
      ({ context }) => FORM_OF[context.way],
      ({ event }) => signInFailed((event as { error?: unknown }).error),
    ),
    /** nothing typed into a visitor's form lingers once signed in */
    resetLoginForm: sendTo('loginForm', { type: 'form.reset' }),
    resetRegisterForm: sendTo('registerForm', { type: 'form.reset' }),
    resetAdminForm: sendTo('adminForm', { type: 'form.reset' }),
    resetLostPasswordForm: sendTo('lostPasswordForm', { type: 'form.reset' }),
    // Without an app (a test of this machine alone) reports come back to the session itself,
    // which does not listen for them.
    reportSettled: sendTo(reportee, ({ context }): SessionReport => ({
      type: 'session.settled',
      user: context.user,
      token: context.token,
    })),
    reportSignedIn: sendTo(reportee, ({ context }, { user }: { user: User }): SessionReport => ({
      type: 'session.signedIn',
      way: context.way,
      origin: context.origin,
      user,
    })),
    reportLoggedOut: sendTo(reportee, (): SessionReport => ({ type: 'session.loggedOut' })),
    reportCheckFailed: sendTo(reportee, (_, { failure }: { failure: Failure }): SessionReport => ({
      type: 'session.checkFailed',
      failure,
    })),
    /** the balance another tab read */
    takeHeardBalance: assign({
      balance: ({ context, event }) =>
        event.type === 'balance.readElsewhere' ? event.balance : context.balance,
    }),
    reportBalanceElsewhere: sendTo(reportee, ({ context }): SessionReport => ({
      type: 'balance.changedElsewhere',
      balance: context.balance ?? 0,
    })),
  },
  guards: {
    unauthorised,
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    /** the booking API the session already speaks to */
    sameAddress: ({ context }, { bookingUrl }: { bookingUrl: string }) =>
      context.bookingUrl === bookingUrl,
    /** the token being checked was stored, not just issued by a form */
    storedToken: ({ context }) => context.way === 'stored',
    /** a stored token's check that the server did not refuse: it got no answer worth the name */
    storedUnanswered: ({ context }, { error }: { error: unknown }) =>
      context.way === 'stored' && !isRefusal(failureOf(error)),
    gotToken: (_, { token }: { token: string | null }) => token !== null && token !== '',
    /** another tab read a balance other than the one this tab shows */
    otherBalance: ({ context, event }) =>
      event.type === 'balance.readElsewhere' && event.balance !== context.balance,
    /** the cart holds slots that logging out would release */
    cartHeld: ({ event }) => event.type === 'session.logoutRequested' && event.cartHeld === true,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in, with which token, and every way in and out.',
  context: ({ input }) => ({
    token: input.token,
    user: null,
    bookingUrl: '',
    consentIds: { terms: 5, newsletter: 1 },
    balance: null,
    way: 'stored',
    origin: 'page',
    tokenFrom: input.token ? (input.tokenFrom ?? null) : null,
  }),
  entry: [
    // forms live as long as the session, so what the user typed survives closing a modal
    enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('loginForm', { id: 'loginForm' });
      enqueue.spawnChild('registerForm', { id: 'registerForm' });
      enqueue.spawnChild('adminForm', { id: 'adminForm' });
      enqueue.spawnChild('lostPasswordForm', { id: 'lostPasswordForm' });
      enqueue.spawnChild('passwordForm', { id: 'passwordForm' });
    }),
  ],
  initial: 'idle',
  states: {
    idle: {
      description: 'Waiting for the app to know where the booking API is.',
      on: {
        'session.check': [
          {
            guard: 'hasToken',
            target: 'checkingToken',
            description: 'A token is stored: check it.',
            actions: assign({
              bookingUrl: ({ event }) => event.bookingUrl,
              consentIds: ({ event }) => event.consentIds,
            }),
          },
          {
            target: 'signedOut',
            description: 'No stored token: a visitor.',
            actions: assign({
              bookingUrl: ({ event }) => event.bookingUrl,
              consentIds: ({ event }) => event.consentIds,
            }),
          },
        ],
      },
    },
    checkingToken: {
      description: 'Asking the booking API whose token this is (stored, or just issued).',
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
        input: ({ context }) => ({ access: accessOf(context) }),
        onDone: [
          {
            guard: 'storedToken',
            target: 'signedIn',
            description: 'The stored token is good: signed in.',
            actions: assign({ user: ({ event }) => event.output }),
          },
          {
            target: 'signedIn',
            description: 'A token from a form is good: signed in; the app decides where to go.',
            actions: [
              assign({ user: ({ event }) => event.output }),
              'resetLoginForm',
              'resetRegisterForm',
              'resetAdminForm',
              'resetLostPasswordForm',
              { type: 'reportSignedIn', params: ({ event }) => ({ user: event.output }) },
            ],
          },
        ],
        onError: [
          {
            guard: {
              type: 'storedUnanswered',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'unchecked',
            // Dropping it would sign the customer out because a connection or the server failed
            // for a moment, or because the page was left while the check was out (docs/rules.md
            // "Session").
            description:
              "The stored token's check got no answer: keep it; start-up offers a retry.",
            actions: {
              type: 'reportCheckFailed',
              params: ({ event }) => ({ failure: failureOf(event.error) }),
            },
          },
          {
            target: 'signedOut',
            // A form's new token goes on any failure: the form says why, and the user is there.
            description:
              'Refused, or a new token unchecked: forget it, say "Nepavyko prisijungti".',
            actions: [
              'answerSignInForm',
              'signOut',
              'forgetToken',
              reportFailure('checkToken', 'nepavyko_prisijungti'),
            ],
          },
        ],
      },
    },
    unchecked: {
      description: 'A stored token nobody could check: kept, and unused until asked again.',
      on: {
        'session.check': {
          target: 'checkingToken',
          // The start-up's retry.
          description: 'Start-up again: check the kept token.',
          actions: assign({
            bookingUrl: ({ event }) => event.bookingUrl,
            consentIds: ({ event }) => event.consentIds,
          }),
        },
      },
    },
    signedOut: {
      // Each way in (login, register, admin, lost password) runs on its own.
      description: 'A visitor: nobody is signed in.',
      entry: ['reportSettled', assign({ way: 'stored' as const })],
      on: {
        'session.check': {
          // A retry, or the options moved the booking API.
          description: 'Start-up again: known already; calls go to the address given.',
          actions: [assign({ bookingUrl: ({ event }) => event.bookingUrl }), 'reportSettled'],
        },
      },
      type: 'parallel',
      states: {
        login: {
          description: 'Signing in with an email and a password (the login page or modal).',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nobody is logging in.',
              on: {
                'login.submitted': {
                  target: 'calling',
                  description: 'The user sent a valid login form: ask the booking API for a token.',
                  actions: {
                    type: 'beginSignIn',
                    params: ({ event }) => ({ way: 'login' as const, origin: event.origin }),
                  },
                },
              },
            },
            calling: {
              description: 'The booking API checks the email and password.',
              tags: ['busy'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context, event }) => ({
                  access: accessOf(context),
                  form:
                    event.type === 'login.submitted'
                      ? event.values
                      : { username: '', password: '' },
                }),
                onDone: {
                  target: '#session.checkingToken',
                  description: 'A token: remember it, then check it.',
                  actions: [
                    {
                      type: 'setToken',
                      params: ({ event }) => ({
                        token: event.output.token,
                        from: 'login' as const,
                      }),
                    },
                    { type: 'rememberToken', params: ({ context }) => rememberedOf(context) },
                  ],
                },
                onError: {
                  target: 'idle',
                  // Refused: a wrong email or password. A server failure or no answer: the form
                  // says which.
                  description: 'Refused: the form says "Nepavyko prisijungti", or why it failed.',
                  actions: sendTo('loginForm', ({ event }) => signInFailed(event.error)),
                },
              },
            },
          },
        },
        register: {
          description: 'Creating an account on the content server.',
          initial: 'idle',
          states: {
            idle: {
              description: 'Nobody is registering.',
              on: {
                'register.submitted': {
                  target: 'calling',
                  description: 'The user sent a valid registration form: create the account.',
                  actions: {
                    type: 'beginSignIn',
                    params: ({ event }) => ({ way: 'register' as const, origin: event.origin }),
                  },
                },
              },
            },
            calling: {
              description: 'The content server creates the account.',
              tags: ['busy'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ event }) =>
                  event.type === 'register.submitted'
                    ? event.values
                    : {
                        firstName: '',
                        lastName: '',
                        email: '',
                        password: '',
                        reenteredPassword: '',
                        newsletter: false,
                      },
                onDone: [
                  {
                    guard: {
                      type: 'gotToken',
                      params: ({ event }) => ({ token: event.output.token }),
                    },
                    target: '#session.checkingToken',
                    description: 'Registered with a token: signed in once it checks out.',
                    actions: [
                      {
                        type: 'setToken',
                        params: ({ event }) => ({
                          token: event.output.token ?? '',
                          from: 'register' as const,
                        }),
                      },
                      { type: 'rememberToken', params: ({ context }) => rememberedOf(context) },
                    ],
                  },
                  {
                    target: 'idle',
                    description: 'Registered without a token: the user logs in.',
                    actions: sendTo('registerForm', {
                      type: 'form.succeeded',
                      message: 'registracija_sekminga',
                    }),
                  },
                ],
                onError: {
                  target: 'idle',
                  // Offline, it is said in the banner's words.
                  description: 'Not created: the form says "Nepavyko užsiregistruoti".',
                  actions: sendTo('registerForm', ({ event }) => ({
                    type: 'form.failed' as const,
                    message: offlineOr(event.error, 'nepavyko_uzsiregistruoti' as const),
                  })),
                },
              },
            },
          },
        },
        admin: {
          description: "The venue's staff signing in as a customer (the hidden admin login).",
          initial: 'idle',
          states: {
            idle: {
              description: 'No admin login under way.',
              on: {
                'admin.submitted': {
                  target: 'calling',
                  description: "Staff sent their credentials and the customer's id.",
                  actions: {
                    type: 'beginSignIn',
                    params: ({ event }) => ({ way: 'admin' as const, origin: event.origin }),
                  },
                },
              },
            },
            calling: {
              description:
                "The content server checks the staff member and hands back the customer's token.",
              tags: ['busy'],
              invoke: {
                id: 'loginAsUser',
                src: 'loginAsUser',
                input: ({ event }) =>
                  event.type === 'admin.submitted'
                    ? event.values
                    : { username: '', password: '', id: '' },
                onDone: {
                  target: '#session.checkingToken',
                  description:
                    "The user's token: remember it, and that staff act with it, then check it.",
                  actions: [
                    {
                      type: 'setToken',
                      params: ({ event }) => ({
                        token: event.output.token,
                        from: 'admin' as const,
                      }),
                    },
                    { type: 'rememberToken', params: ({ context }) => rememberedOf(context) },
                  ],
                },
                onError: {
                  target: 'idle',
                  // A server failure or no answer: the form says which.
                  description: 'Refused: the form says "Nepavyko prisijungti", or why it failed.',
                  actions: sendTo('adminForm', ({ event }) => signInFailed(event.error)),
                },
              },
            },
          },
        },
        lostPassword: {
          description: 'A visitor who forgot their password asks for a reset e-mail.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No reset asked for.',
              on: {
                'lostPassword.submitted': {
                  target: 'calling',
                  description:
                    'The visitor gave their e-mail: ask the booking API to send a reset.',
                },
              },
            },
            calling: {
              description: 'The booking API looks the e-mail up and sends the reset.',
              invoke: {
                id: 'forgotPassword',
                src: 'forgotPassword',
                input: ({ context, event }) => ({
                  access: accessOf(context),
                  email: event.type === 'lostPassword.submitted' ? event.values.email : '',
                }),
                onDone: {
                  target: 'idle',
                  description: 'Sent: the form says to check the inbox.',
                  actions: sendTo('lostPasswordForm', {
                    type: 'form.succeeded',
                    message: 'sekminga_issiusta',
                  }),
                },
                onError: {
                  target: 'idle',
                  // Offline, it is said in the banner's words.
                  description: 'No such e-mail, or no answer: the form says so.',
                  actions: sendTo('lostPasswordForm', ({ event }) => ({
                    type: 'form.failed' as const,
                    message: offlineOr(event.error, 'nrastiemail' as const),
                  })),
                },
              },
            },
          },
        },
      },
    },
    signedIn: {
      description: 'A user is signed in; booking calls carry the token.',
      entry: 'reportSettled',
      invoke: [
        {
          id: 'consent',
          systemId: 'consent',
          src: 'consent',
          input: ({ context }) => ({
            access: accessOf(context),
            subject: context.user?.subject ?? '',
            ids: context.consentIds,
          }),
        },
        { id: 'watchOtherTabs', src: 'watchOtherTabs' },
      ],
      on: {
        'session.endedElsewhere': {
          target: 'signedOut',
          // The token is dead here too. The stored token is the other tab’s to keep or drop.
          description: 'Another tab logged out: signed out here too, and told so.',
          actions: ['signOut', 'tellEndedElsewhere'],
        },
        'session.check': [
          {
            guard: {
              type: 'sameAddress',
              params: ({ event }) => ({ bookingUrl: event.bookingUrl }),
            },
            actions: 'reportSettled',
            description: 'Start-up again: known already.',
          },
          {
            target: 'checkingToken',
            // Whether the token holds at the new address is checked there.
            description: 'The options moved the booking API: check the token there.',
            actions: assign({ bookingUrl: ({ event }) => event.bookingUrl }),
          },
        ],
        'call.failed': {
          guard: { type: 'unauthorised', params: ({ event }) => ({ error: event.failure }) },
          target: 'signedOut',
          description: 'A call was refused as unauthorised: the token is dead; drop it.',
          actions: ['signOut', 'forgetToken'],
        },
      },
      type: 'parallel',
      states: {
        balance: {
          description: "The user's credit balance, shown in the header.",
          initial: 'loading',
          states: {
            loading: {
              description: 'Reading the balance from the booking API.',
              tags: ['balanceLoading'],
              invoke: {
                id: 'getCredit',
                src: 'getCredit',
                input: ({ context }) => ({ access: accessOf(context) }),
                onDone: {
                  target: 'loaded',
                  description: 'The balance is known; an earlier failure to read it is forgotten.',
                  actions: [
                    assign({ balance: ({ event }) => event.output }),
                    reportSuccess('getCredit'),
                    { type: 'tellBalance', params: ({ event }) => ({ balance: event.output }) },
                  ],
                },
                onError: {
                  target: 'failed',
                  description: 'The balance could not be read: the error channel says so.',
                  actions: reportFailure('getCredit'),
                },
              },
            },
            loaded: {
              description: 'The header shows the balance.',
              on: {
                'balance.refreshRequested': {
                  target: 'loading',
                  description: 'A payment or top-up changed the balance: read it again.',
                },
                'balance.readElsewhere': takeOtherTabsBalance,
              },
            },
            failed: {
              description: 'The balance is unknown; it shows none until read again.',
              on: {
                'balance.refreshRequested': {
                  target: 'loading',
                  description: 'After a payment or top-up: try reading it again.',
                },
                'balance.readElsewhere': takeOtherTabsBalance,
              },
            },
          },
        },
        logout: {
          description: 'Whether the user is being asked before logging out.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No question open.',
              // handled in this region, not by signedIn: the balance and the consents stay as
              // they are while the user is asked
              on: {
                'session.logoutRequested': [
                  {
                    guard: 'cartHeld',
                    target: 'asking',
                    // Logging out releases them, so the user is asked first.
                    description: '"Log out" while the cart holds slots: ask first.',
                  },
                  {
                    target: '#session.loggingOut',
                    description: 'The user pressed "log out" with nothing held: out at once.',
                  },
                ],
              },
            },
            asking: {
              // The cart holds slots.
              description: '"Log out? Your held slots will be released" waits for an answer.',
              on: {
                'logout.confirmed': {
                  target: '#session.loggingOut',
                  description: 'Yes: log out; the held slots are released for others.',
                },
                'logout.cancelled': {
                  target: 'idle',
                  description: 'No: stay signed in; the cart keeps its slots.',
                },
              },
            },
          },
        },
        password: {
          description: 'Changing the password on the account page.',
          initial: 'idle',
          states: {
            idle: {
              description: 'No password change under way.',
              on: {
                'password.submitted': {
                  target: 'changing',
                  description: 'The user sent the old and the new password.',
                },
              },
            },
            changing: {
              description: 'The booking API changes the password and issues a new token.',
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => ({
                  access: accessOf(context),
                  change:
                    event.type === 'password.submitted'
                      ? event.values
                      : { oldPassword: '', newPassword: '' },
                }),
                onDone: {
                  target: 'idle',
                  // Whoever acted with the old token acts with the new one.
                  description: 'Changed: the new token replaces the old one everywhere.',
                  actions: [
                    { type: 'setToken', params: ({ event }) => event.output },
                    { type: 'rememberToken', params: ({ context }) => rememberedOf(context) },
                    sendTo('passwordForm', {
                      type: 'form.succeeded',
                      message: 'pavyko_changepass',
                    }),
                    sendTo('consent', ({ event }) => ({
                      type: 'access.changed' as const,
                      token: event.output.token,
                    })),
                    'reportSettled',
                  ],
                },
                onError: {
                  target: 'idle',
                  // A wrong old password, or no answer. Offline, it is said in the banner's
                  // words.
                  description: 'Not changed: the form says so.',
                  actions: sendTo('passwordForm', ({ event }) => ({
                    type: 'form.failed' as const,
                    message: offlineOr(event.error, 'nepavyko_changepass' as const),
                  })),
                },
              },
            },
          },
        },
      },
    },
    loggingOut: {
      // The cart's court reservations go while the token still holds, then the logout call.
      description: 'Logging out: the cart is emptied, then the session ended.',
      tags: ['busy'],
      initial: 'emptyingCart',
      states: {
        emptyingCart: {
          // Done while the token still works.
          description: "Freeing the courts held in the user's cart.",
          invoke: {
            id: 'emptyCart',
            src: 'emptyCart',
            input: ({ context }) => ({ access: accessOf(context) }),
            onDone: {
              target: 'endingSession',
              description: 'The held courts are free for others again.',
            },
            onError: {
              target: 'endingSession',
              description: 'The cart could not be emptied; its hold runs out by itself.',
              actions: reportFailure('emptyCart'),
            },
          },
        },
        endingSession: {
          // So that the token stops working.
          description: 'Telling the booking API the session is over.',
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ access: accessOf(context) }),
            onDone: { target: 'done', description: 'The server ended the session.' },
            onError: {
              target: 'done',
              description: 'The server did not hear it; the token is dropped here all the same.',
            },
          },
        },
        done: { type: 'final', description: 'Both steps are over, whatever their outcome.' },
      },
      onDone: {
        target: 'signedOut',
        description: 'Logged out: user and token are forgotten; the app goes Home.',
        actions: ['signOut', 'forgetToken', 'reportLoggedOut'],
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** For views: the signed-in user, or null. */
export const selectUser = (snapshot: { context: SessionContext }): User | null =>
  snapshot.context.user;
/** For the header: the balance in euros (null until known) and whether it is loading. */
export const selectBalance = (s: SessionSnapshot) => s.context.balance;
export const selectBalanceLoading = (s: SessionSnapshot) => s.hasTag('balanceLoading');
export const selectLoggingOut = (s: SessionSnapshot) => s.matches('loggingOut');
/** For the logout question: it waits for the user's answer. */
export const selectLogoutAsked = (s: SessionSnapshot) =>
  s.matches({ signedIn: { logout: 'asking' } });
/**
 * For the "acting as" banner: staff signed in as this user through the hidden admin login, for as
 * long as that session lasts, reloads included (the token's origin is kept beside it and given
 * back at start-up; logging out forgets both).
 */
export const selectActingAs = (s: SessionSnapshot): User | null =>
  s.matches('signedIn') && s.context.tokenFrom === 'admin' ? s.context.user : null;
