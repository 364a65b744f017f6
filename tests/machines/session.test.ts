import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyActorRef } from 'xstate';
import type {
  AdminLoginForm,
  BookingAccess,
  CallReport,
  Consent,
  Failure,
  LoginForm,
  PasswordChange,
  RegistrationForm,
  User,
} from '../../machines/domain';
import { consentMachine } from '../../machines/consent';
import {
  selectActingAs,
  selectLogoutAsked,
  type SessionReport,
  type SessionSnapshot,
  type TokenWay,
} from '../../machines/session';
import { sessionMachineWithChildren } from '../support/machines';
import { admin, bookingUrl, change, check, movedCheck, refused } from './session.fixtures';
import { ada } from '../support/data';

const grace: User = { subject: '7', firstName: 'Grace', lastName: 'H', email: 'grace@example.lt' };

// ---------------------------------------------------------------------------------------------
// A session whose calls are scripted by the test; `log` records calls and token storage in order.

type Answer<T> = T | Failure;
interface Script {
  checkToken?: (token: string | null) => Answer<User>;
  login?: Answer<{ token: string }>;
  register?: Answer<{ token: string | null }>;
  loginAsUser?: Answer<{ token: string }>;
  forgotPassword?: Answer<null>;
  changePassword?: Answer<{ token: string }>;
  getCredit?: Answer<number>;
  emptyCart?: Answer<null>;
  logout?: Answer<null>;
  getConsents?: Answer<Consent[]>;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as Failure).ok === false;

function scripted(script: Script) {
  const log: string[] = [];
  const inputs: Record<string, unknown[]> = {};
  const answer = <T, I extends object>(
    name: string,
    fallback: Answer<T>,
    given: Answer<T> | undefined,
  ) =>
    fromPromise<T, I>(async ({ input }) => {
      (inputs[name] ??= []).push(input);
      const access = 'access' in input ? (input.access as BookingAccess) : undefined;
      log.push(access ? `${name}:${access.token ?? '-'}` : name);
      const result = given === undefined ? fallback : given;
      if (isFailure(result)) throw result;
      return result;
    });
  const machine = sessionMachineWithChildren.provide({
    actors: {
      checkToken: fromPromise<User, { access: BookingAccess }>(async ({ input }) => {
        log.push(`checkToken:${input.access.token ?? '-'}`);
        const result = script.checkToken ? script.checkToken(input.access.token) : ada;
        if (isFailure(result)) throw result;
        return result;
      }),
      login: answer<{ token: string }, { access: BookingAccess; form: LoginForm }>(
        'login',
        { token: 'fresh' },
        script.login,
      ),
      register: answer<{ token: string | null }, RegistrationForm>(
        'register',
        { token: 'registered' },
        script.register,
      ),
      loginAsUser: answer<{ token: string }, AdminLoginForm>(
        'loginAsUser',
        { token: 'theirs' },
        script.loginAsUser,
      ),
      forgotPassword: answer<null, { access: BookingAccess; email: string }>(
        'forgotPassword',
        null,
        script.forgotPassword,
      ),
      changePassword: answer<{ token: string }, { access: BookingAccess; change: PasswordChange }>(
        'changePassword',
        { token: 'renewed' },
        script.changePassword,
      ),
      getCredit: answer<number, { access: BookingAccess }>('getCredit', 50, script.getCredit),
      emptyCart: answer<null, { access: BookingAccess }>('emptyCart', null, script.emptyCart),
      logout: answer<null, { access: BookingAccess }>('logout', null, script.logout),
      consent: consentMachine.provide({
        actors: {
          getConsents: answer<Consent[], { access: BookingAccess; subject: string }>(
            'getConsents',
            [{ templateId: 5, consent: true, channels: ['email'] }],
            script.getConsents,
          ),
        },
      }),
    },
    actions: {
      // the form that issued the token is kept beside it: 'remember:theirs/admin'
      rememberToken: (_, { token, from }) => log.push(`remember:${token}${from ? `/${from}` : ''}`),
      forgetToken: () => log.push('forget'),
    },
  });
  return { machine, log, inputs };
}

/** The session as a child of a stand-in app (systemId `app`) that records every report. */
function withApp(token: string | null, script: Script = {}, tokenFrom: TokenWay | null = null) {
  const { machine, log, inputs } = scripted(script);
  type Heard = SessionReport | CallReport;
  const app = createActor(
    setup({
      types: { context: {} as { heard: Heard[] }, events: {} as Heard },
      actors: { session: machine },
    }).createMachine({
      context: { heard: [] },
      invoke: { id: 'session', src: 'session', input: { token, tokenFrom } },
      on: {
        '*': { actions: assign({ heard: ({ context, event }) => [...context.heard, event] }) },
      },
    }),
    { systemId: 'app' },
  ).start();
  const session = app.getSnapshot().children.session!;
  const form = (id: string) => session.getSnapshot().children[id] as AnyActorRef;
  // what the session says (a call that works again, `call.succeeded`, is not what these tests are about)
  const heard = () => app.getSnapshot().context.heard.filter((h) => h.type !== 'call.succeeded');
  return { app, session, form, heard, log, inputs };
}

/** Types into a form child, as its view does, and submits it. */
function fill(form: AnyActorRef, values: Record<string, string | boolean>, origin = 'page') {
  for (const [field, value] of Object.entries(values)) {
    form.send({ type: 'field.changed', field, value });
  }
  form.send({ type: 'form.submitted', origin });
}

const settled = (s: SessionSnapshot) => s.matches('signedIn') && !s.hasTag('balanceLoading');

describe('session: the stored token (start-up)', () => {
  it('waits in idle until the app knows the booking address', () => {
    const { session, log } = withApp('stored');
    expect(session.getSnapshot().value).toBe('idle');
    expect(log).toEqual([]);
  });

  it('without a stored token settles signed out without a call', () => {
    const { session, log, heard } = withApp(null);
    session.send(check);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(log).toEqual([]);
    expect(heard()).toEqual([{ type: 'session.settled', user: null, token: null }]);
  });

  it('checks the stored token at the given address, signs in and loads the balance', async () => {
    const { session, log, heard } = withApp('stored');
    session.send(check);
    expect(session.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(session, settled);
    expect(snapshot.context).toMatchObject({ token: 'stored', user: ada, balance: 50, bookingUrl });
    expect(log[0]).toBe('checkToken:stored');
    // once in, the balance and the consents load side by side
    expect(log.slice(1).sort()).toEqual(['getConsents:stored', 'getCredit:stored']);
    // a returning user is not sent anywhere: only "settled"
    expect(heard().filter((h) => h.type.startsWith('session.'))).toEqual([
      { type: 'session.settled', user: ada, token: 'stored' },
    ]);
  });

  it('a refused token clears it and says "Nepavyko prisijungti", then reports no user', async () => {
    const { session, log, heard } = withApp('stale', { checkToken: () => refused });
    session.send(check);
    await waitFor(session, (s) => s.matches('signedOut'));
    expect(session.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(log).toEqual(['checkToken:stale', 'forget']);
    expect(heard()).toEqual([
      { type: 'call.failed', call: 'checkToken', failure: refused, text: 'nepavyko_prisijungti' },
      { type: 'session.settled', user: null, token: null },
    ]);
  });

  describe('a stored token whose check got no answer is kept (docs/rules.md "Session")', () => {
    const noAnswers: [string, Failure][] = [
      [
        'a lost connection (or the page left while it was out)',
        { ok: false, error: 'connection', message: '' },
      ],
      ['a server that broke', { ok: false, error: 'server', message: 'Bad gateway', status: 502 }],
      ['an answer nobody can read', { ok: false, error: 'unreadable', message: 'Unexpected <' }],
    ];
    it.each(noAnswers)(
      '%s: not forgotten, nobody settled, start-up told; asked again, signed in',
      async (_, failure) => {
        let answers = 0;
        const { session, log, heard } = withApp('stored', {
          checkToken: () => (++answers === 1 ? failure : ada),
        });
        session.send(check);
        await waitFor(session, (s) => s.matches('unchecked'));
        expect(log).toEqual(['checkToken:stored']);
        expect(session.getSnapshot().context).toMatchObject({ token: 'stored', user: null });
        // no toast either: start-up's retry screen says why
        expect(heard()).toEqual([{ type: 'session.checkFailed', failure }]);

        session.send(check);
        const snapshot = await waitFor(session, settled);
        expect(snapshot.context).toMatchObject({ token: 'stored', user: ada });
        expect(log.filter((l) => l.startsWith('checkToken') || l === 'forget')).toEqual([
          'checkToken:stored',
          'checkToken:stored',
        ]);
      },
    );

    it('a refusal with a status under 500 is no "no answer": the token goes', async () => {
      const gone: Failure = { ok: false, error: 'server', message: 'Nerastas', status: 404 };
      const { session, log } = withApp('stale', { checkToken: () => gone });
      session.send(check);
      await waitFor(session, (s) => s.matches('signedOut'));
      expect(log).toEqual(['checkToken:stale', 'forget']);
    });
  });

  it('asked again while checking, checks again and aborts the earlier check', () => {
    const signals: AbortSignal[] = [];
    const machine = sessionMachineWithChildren.provide({
      actors: {
        checkToken: fromPromise(({ signal }) => {
          signals.push(signal);
          return new Promise<User>(() => {});
        }),
      },
    });
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    actor.send(check);
    actor.send(check);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
  });

  it('signed out and asked again (a start-up retry), reports again at once', () => {
    const { session, log, heard } = withApp(null);
    session.send(check);
    session.send(check);
    expect(log).toEqual([]);
    expect(heard()).toEqual([
      { type: 'session.settled', user: null, token: null },
      { type: 'session.settled', user: null, token: null },
    ]);
  });

  it('asked again once settled (a start-up retry), reports again without a call', async () => {
    const { session, log, heard } = withApp('stored');
    session.send(check);
    await waitFor(session, settled);
    session.send(check);
    expect(log.filter((l) => l.startsWith('checkToken'))).toHaveLength(1);
    expect(heard().filter((h) => h.type === 'session.settled')).toHaveLength(2);
  });
});

describe('session: a moved booking address (docs/rules.md §4 "Start-up")', () => {
  it('signed in at the kept address, asked at another: the token is checked again there', async () => {
    const { session, log, heard } = withApp('stored');
    session.send(check);
    await waitFor(session, settled);
    session.send(movedCheck);
    expect(session.getSnapshot().matches('checkingToken')).toBe(true);
    expect(session.getSnapshot().context.bookingUrl).toBe(movedCheck.bookingUrl);
    await waitFor(session, settled);
    expect(log.filter((l) => l.startsWith('checkToken'))).toHaveLength(2);
    expect(heard().filter((h) => h.type === 'session.settled')).toHaveLength(2);
    // a stored token checked again is no new sign-in
    expect(heard().filter((h) => h.type === 'session.signedIn')).toEqual([]);
  });

  it('signed out, asked at another address: settled at once, and signing in goes there', async () => {
    const { session, form, inputs, heard } = withApp(null);
    session.send(check);
    session.send(movedCheck);
    expect(heard().filter((h) => h.type === 'session.settled')).toHaveLength(2);
    fill(form('loginForm'), { username: 'ada@example.lt', password: 'secret1' }, 'page');
    await waitFor(session, settled);
    expect(inputs.login?.[0]).toMatchObject({ access: { url: movedCheck.bookingUrl } });
  });
});

describe('session: ways in', () => {
  it('login: the token is remembered, then checked, then the user is in; the form is emptied', async () => {
    const { session, form, log, heard, inputs } = withApp(null);
    session.send(check);
    fill(form('loginForm'), { username: ' ada@example.lt ', password: 'secret1' }, 'modal');
    expect(form('loginForm').getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(session, settled);
    expect(inputs.login).toEqual([
      {
        access: { url: bookingUrl, token: null },
        form: { username: 'ada@example.lt', password: 'secret1' },
      },
    ]);
    expect(log.slice(0, 3)).toEqual(['login:-', 'remember:fresh/login', 'checkToken:fresh']);
    expect(heard()).toContainEqual({
      type: 'session.signedIn',
      way: 'login',
      origin: 'modal',
      user: ada,
    });
    expect(form('loginForm').getSnapshot().context.values).toEqual({ username: '', password: '' });
  });

  it('a wrong password: the login form says "nepavyko_prisijungti" and keeps what was typed', async () => {
    const { session, form, heard } = withApp(null, { login: refused });
    session.send(check);
    fill(form('loginForm'), { username: 'ada@example.lt', password: 'wrong' });
    await waitFor(form('loginForm'), (s) => !s.hasTag('busy'));
    expect(form('loginForm').getSnapshot().context).toMatchObject({
      values: { username: 'ada@example.lt', password: 'wrong' },
      outcome: { tone: 'error', message: 'nepavyko_prisijungti' },
    });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(heard().some((h) => h.type === 'session.signedIn')).toBe(false);
  });

  describe('a failed sign-in names its cause (docs/rules.md §8)', () => {
    const wrong: Failure = {
      ok: false,
      error: 'server',
      message: 'Neteisingas el. paštas arba slaptažodis',
      status: 401,
    };
    const broken: Failure = {
      ok: false,
      error: 'server',
      message: 'Simulated failure',
      status: 500,
    };
    const unreadable: Failure = { ok: false, error: 'unreadable', message: 'Unexpected token <' };
    const offline: Failure = { ok: false, error: 'connection', message: '' };

    it.each([
      [
        'wrong credentials (a refusal)',
        wrong,
        { message: 'nepavyko_prisijungti', detail: wrong.message },
      ],
      ['a server failure', broken, { message: 'login_server_error' }],
      ['an unreadable answer', unreadable, { message: 'login_server_error' }],
      ['a lost connection', offline, { message: 'login_connection_error' }],
    ] as const)('login: %s', async (_, failure, said) => {
      const { session, form } = withApp(null, { login: failure });
      session.send(check);
      fill(form('loginForm'), { username: 'ada@example.lt', password: 'secret1' });
      await waitFor(form('loginForm'), (s) => !s.hasTag('busy'));
      // exactly this: a 5xx's own words ("Simulated failure") never reach the user
      expect(form('loginForm').getSnapshot().context.outcome).toEqual({ tone: 'error', ...said });
      expect(form('loginForm').getSnapshot().context.values.password).toBe('secret1');
    });

    it.each([
      [
        'wrong credentials (a refusal)',
        wrong,
        { message: 'nepavyko_prisijungti', detail: wrong.message },
      ],
      ['a server failure', broken, { message: 'login_server_error' }],
      ['a lost connection', offline, { message: 'login_connection_error' }],
    ] as const)('admin login: %s', async (_, failure, said) => {
      const { session, form } = withApp(null, { loginAsUser: failure });
      session.send(check);
      fill(form('adminForm'), { username: 'admin@example.lt', password: 'admin123', id: '7' });
      await waitFor(form('adminForm'), (s) => !s.hasTag('busy'));
      expect(form('adminForm').getSnapshot().context.outcome).toEqual({ tone: 'error', ...said });
    });

    it('a new token whose check fails on a server error says so, not "wrong password"', async () => {
      const { session, form } = withApp(null, { checkToken: () => broken });
      session.send(check);
      fill(form('loginForm'), { username: 'ada@example.lt', password: 'secret1' });
      await waitFor(form('loginForm'), (s) => !s.hasTag('busy'));
      expect(form('loginForm').getSnapshot().context.outcome).toEqual({
        tone: 'error',
        message: 'login_server_error',
      });
    });
  });

  it('a new token that does not check out: the form that was used says so, the token is forgotten', async () => {
    const { session, form, log } = withApp(null, { checkToken: () => refused });
    session.send(check);
    fill(form('adminForm'), { username: 'admin@example.lt', password: 'admin123', id: '7' });
    await waitFor(form('adminForm'), (s) => !s.hasTag('busy'));
    expect(form('adminForm').getSnapshot().context.outcome).toEqual({
      tone: 'error',
      message: 'nepavyko_prisijungti',
      detail: refused.message,
    });
    expect(log).toEqual(['loginAsUser', 'remember:theirs/admin', 'checkToken:theirs', 'forget']);
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('register with a token: signed in as the new user', async () => {
    const { session, form, heard, inputs } = withApp(null, {
      checkToken: (token) => (token === 'registered' ? grace : refused),
    });
    session.send(check);
    fill(
      form('registerForm'),
      {
        firstName: 'Grace',
        lastName: 'H',
        email: 'grace@example.lt',
        password: 'secret1',
        reenteredPassword: 'secret1',
        terms: true,
        newsletter: true,
      },
      'modal',
    );
    await waitFor(session, settled);
    expect(inputs.register).toEqual([
      {
        firstName: 'Grace',
        lastName: 'H',
        email: 'grace@example.lt',
        password: 'secret1',
        reenteredPassword: 'secret1',
        newsletter: true,
      },
    ]);
    expect(session.getSnapshot().context.user).toEqual(grace);
    expect(heard()).toContainEqual({
      type: 'session.signedIn',
      way: 'register',
      origin: 'modal',
      user: grace,
    });
  });

  const registerValues = {
    firstName: 'Grace',
    lastName: 'H',
    email: 'grace@example.lt',
    password: 'secret1',
    reenteredPassword: 'secret1',
    terms: true,
  };

  it('register without a token: the form says the user can log in now, and nobody is in', async () => {
    const { session, form } = withApp(null, { register: { token: null } });
    session.send(check);
    fill(form('registerForm'), registerValues);
    await waitFor(form('registerForm'), (s) => !s.hasTag('busy'));
    expect(form('registerForm').getSnapshot().context.outcome).toEqual({
      tone: 'success',
      message: 'registracija_sekminga',
    });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('a refused registration says "nepavyko_uzsiregistruoti" and keeps the input', async () => {
    const { session, form } = withApp(null, { register: refused });
    session.send(check);
    fill(form('registerForm'), registerValues);
    await waitFor(form('registerForm'), (s) => !s.hasTag('busy'));
    expect(form('registerForm').getSnapshot().context).toMatchObject({
      values: registerValues,
      outcome: { tone: 'error', message: 'nepavyko_uzsiregistruoti' },
    });
  });

  it("offline, every account form says the banner's words and keeps what was typed", async () => {
    // the wire refused each call before sending it (docs/rules.md §8 "Offline")
    const offline: Failure = { ok: false, error: 'connection', message: '', offline: true };
    const { session, form } = withApp(null, {
      login: offline,
      register: offline,
      forgotPassword: offline,
      loginAsUser: offline,
    });
    session.send(check);
    const typed = {
      loginForm: { username: 'ada@example.lt', password: 'secret1' },
      registerForm: registerValues,
      lostPasswordForm: { email: 'ada@example.lt' },
      adminForm: { username: 'admin@example.lt', password: 'admin123', id: '7' },
    };
    for (const [id, values] of Object.entries(typed)) {
      fill(form(id), values);
      await waitFor(form(id), (s) => !s.hasTag('busy'));
      expect(form(id).getSnapshot().context, id).toMatchObject({
        values,
        outcome: { tone: 'error', message: 'offline_banner' },
      });
    }
  });

  it('admin login: signed in as the target user with their token', async () => {
    const { session, form, inputs, heard } = withApp(null, {
      checkToken: (token) => (token === 'theirs' ? grace : refused),
    });
    session.send(check);
    fill(
      form('adminForm'),
      { username: 'admin@example.lt', password: 'admin123', id: ' 7 ' },
      'modal',
    );
    const snapshot = await waitFor(session, settled);
    expect(inputs.loginAsUser).toEqual([admin]);
    expect(snapshot.context).toMatchObject({ token: 'theirs', user: grace });
    expect(heard()).toContainEqual({
      type: 'session.signedIn',
      way: 'admin',
      origin: 'modal',
      user: grace,
    });
  });

  it('admin login: the user is "acted as" until logout; a customer\'s own login is not', async () => {
    const staff = withApp(null, { checkToken: (token) => (token === 'theirs' ? grace : ada) });
    staff.session.send(check);
    expect(selectActingAs(staff.session.getSnapshot())).toBeNull();
    fill(staff.form('adminForm'), { username: 'admin@example.lt', password: 'admin123', id: '7' });
    await waitFor(staff.session, settled);
    expect(selectActingAs(staff.session.getSnapshot())).toEqual(grace);
    // a password change keeps it: still the same session
    fill(staff.form('passwordForm'), {
      oldPassword: 'secret1',
      password: 'secret2',
      reenteredPassword: 'secret2',
    });
    await waitFor(staff.form('passwordForm'), (s) => !s.hasTag('busy'));
    expect(selectActingAs(staff.session.getSnapshot())).toEqual(grace);
    staff.session.send({ type: 'session.logoutRequested' });
    await waitFor(staff.session, (s) => s.matches('signedOut'));
    expect(selectActingAs(staff.session.getSnapshot())).toBeNull();
    // the next sign-in, the customer's own, acts as nobody
    fill(staff.form('loginForm'), { username: 'ada@example.lt', password: 'secret1' });
    await waitFor(staff.session, settled);
    expect(selectActingAs(staff.session.getSnapshot())).toBeNull();

    const own = withApp('stored');
    own.session.send(check);
    await waitFor(own.session, settled);
    expect(selectActingAs(own.session.getSnapshot())).toBeNull();
  });

  it("admin login survives a reload: the token's origin, kept beside it, comes back as input", async () => {
    const staff = withApp(null, { checkToken: (token) => (token === 'theirs' ? grace : ada) });
    staff.session.send(check);
    fill(staff.form('adminForm'), { username: 'admin@example.lt', password: 'admin123', id: '7' });
    await waitFor(staff.session, settled);
    // kept with the token: the app root stores both
    expect(staff.log).toContain('remember:theirs/admin');

    // the reload: a new session, given the stored token and what issued it
    const reloaded = withApp(
      'theirs',
      { checkToken: (token) => (token === 'theirs' ? grace : ada) },
      'admin',
    );
    reloaded.session.send(check);
    await waitFor(reloaded.session, settled);
    expect(selectActingAs(reloaded.session.getSnapshot())).toEqual(grace);
    // a returning session goes nowhere: it is not a new sign-in
    expect(reloaded.heard().filter((h) => h.type === 'session.signedIn')).toEqual([]);
    reloaded.session.send({ type: 'session.logoutRequested' });
    await waitFor(reloaded.session, (s) => s.matches('signedOut'));
    expect(reloaded.log.at(-1)).toBe('forget');
    expect(selectActingAs(reloaded.session.getSnapshot())).toBeNull();

    // a stored admin token that no longer holds: forgotten, nobody is acted as
    const stale = withApp('theirs', { checkToken: () => refused }, 'admin');
    stale.session.send(check);
    await waitFor(stale.session, (s) => s.matches('signedOut'));
    expect(stale.log).toEqual(['checkToken:theirs', 'forget']);
    expect(stale.session.getSnapshot().context.tokenFrom).toBeNull();
  });

  it("a customer's own login, stored, is not acted as after a reload; a password change keeps the origin", async () => {
    const own = withApp('mine', {}, 'login');
    own.session.send(check);
    await waitFor(own.session, settled);
    expect(selectActingAs(own.session.getSnapshot())).toBeNull();

    const staff = withApp('theirs', { checkToken: () => grace }, 'admin');
    staff.session.send(check);
    await waitFor(staff.session, settled);
    fill(staff.form('passwordForm'), {
      oldPassword: 'secret1',
      password: 'secret2',
      reenteredPassword: 'secret2',
    });
    await waitFor(staff.form('passwordForm'), (s) => !s.hasTag('busy'));
    // the new token is kept as the admin login's too, so the next reload still says so
    expect(staff.log).toContain('remember:renewed/admin');
    expect(selectActingAs(staff.session.getSnapshot())).toEqual(grace);
  });

  it('lost password: "sekminga_issiusta" when sent, "nrastiemail" when the e-mail is unknown', async () => {
    const sent = withApp(null);
    sent.session.send(check);
    fill(sent.form('lostPasswordForm'), { email: ' ada@example.lt ' });
    await waitFor(sent.form('lostPasswordForm'), (s) => !s.hasTag('busy'));
    expect(sent.inputs.forgotPassword).toEqual([
      { access: { url: bookingUrl, token: null }, email: 'ada@example.lt' },
    ]);
    expect(sent.form('lostPasswordForm').getSnapshot().context.outcome).toEqual({
      tone: 'success',
      message: 'sekminga_issiusta',
    });

    const unknown = withApp(null, { forgotPassword: refused });
    unknown.session.send(check);
    fill(unknown.form('lostPasswordForm'), { email: 'who@example.lt' });
    await waitFor(unknown.form('lostPasswordForm'), (s) => !s.hasTag('busy'));
    expect(unknown.form('lostPasswordForm').getSnapshot().context).toMatchObject({
      values: { email: 'who@example.lt' },
      outcome: { tone: 'error', message: 'nrastiemail' },
    });
  });
});

describe('session: signed in', () => {
  async function signedIn(script: Script = {}) {
    const harness = withApp('stored', script);
    harness.session.send(check);
    await waitFor(harness.session, settled);
    harness.log.length = 0;
    harness.app.getSnapshot().context.heard.length = 0;
    return harness;
  }

  it('balance: loading flag while read, read again on request, a failure reported', async () => {
    const h = await signedIn();
    h.session.send({ type: 'balance.refreshRequested' });
    expect(h.session.getSnapshot().hasTag('balanceLoading')).toBe(true);
    await waitFor(h.session, settled);
    expect(h.log).toEqual(['getCredit:stored']);

    const failing = await signedIn({ getCredit: refused });
    expect(failing.session.getSnapshot().context.balance).toBeNull();
    expect(failing.heard()).toEqual([]);
    failing.session.send({ type: 'balance.refreshRequested' });
    await waitFor(failing.session, (s) => !s.hasTag('balanceLoading'));
    expect(failing.heard()).toEqual([{ type: 'call.failed', call: 'getCredit', failure: refused }]);
  });

  it('logout: the cart is emptied while the token holds, then the logout call, then the token goes', async () => {
    const h = await signedIn();
    h.session.send({ type: 'session.logoutRequested' });
    expect(h.session.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(h.session, (s) => s.matches('signedOut'));
    expect(h.log).toEqual(['emptyCart:stored', 'logout:stored', 'forget']);
    expect(h.session.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      balance: null,
    });
    expect(h.heard()).toEqual([
      { type: 'session.loggedOut' },
      { type: 'session.settled', user: null, token: null },
    ]);
  });

  it('logout with slots in the cart asks first: no call until "yes", and "no" stays signed in', async () => {
    const h = await signedIn();
    h.session.send({ type: 'session.logoutRequested', cartHeld: true });
    expect(selectLogoutAsked(h.session.getSnapshot())).toBe(true);
    expect(h.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(h.log).toEqual([]);

    h.session.send({ type: 'logout.cancelled' });
    expect(selectLogoutAsked(h.session.getSnapshot())).toBe(false);
    expect(h.session.getSnapshot().context).toMatchObject({ token: 'stored', user: ada });
    expect(h.log).toEqual([]);
    // the user and their consents are still there, not read again
    expect(h.session.getSnapshot().children.consent).toBeDefined();

    h.session.send({ type: 'session.logoutRequested', cartHeld: true });
    h.session.send({ type: 'logout.confirmed' });
    expect(selectLogoutAsked(h.session.getSnapshot())).toBe(false);
    await waitFor(h.session, (s) => s.matches('signedOut'));
    expect(h.log).toEqual(['emptyCart:stored', 'logout:stored', 'forget']);
    expect(h.heard()[0]).toEqual({ type: 'session.loggedOut' });
  });

  it('logout with an empty cart goes at once, without a question', async () => {
    const h = await signedIn();
    h.session.send({ type: 'session.logoutRequested', cartHeld: false });
    expect(selectLogoutAsked(h.session.getSnapshot())).toBe(false);
    expect(h.session.getSnapshot().matches('loggingOut')).toBe(true);
    await waitFor(h.session, (s) => s.matches('signedOut'));
    expect(h.log).toEqual(['emptyCart:stored', 'logout:stored', 'forget']);
  });

  it('logout still ends the session when emptying the cart or the logout call fails', async () => {
    const cartFails = await signedIn({ emptyCart: refused });
    cartFails.session.send({ type: 'session.logoutRequested' });
    await waitFor(cartFails.session, (s) => s.matches('signedOut'));
    expect(cartFails.log).toEqual(['emptyCart:stored', 'logout:stored', 'forget']);
    expect(cartFails.heard()[0]).toEqual({
      type: 'call.failed',
      call: 'emptyCart',
      failure: refused,
    });

    const logoutFails = await signedIn({ logout: refused });
    logoutFails.session.send({ type: 'session.logoutRequested' });
    await waitFor(logoutFails.session, (s) => s.matches('signedOut'));
    expect(logoutFails.log).toEqual(['emptyCart:stored', 'logout:stored', 'forget']);
  });

  it('password change: the new token replaces the old one everywhere, the form says so', async () => {
    const h = await signedIn();
    fill(h.form('passwordForm'), {
      oldPassword: 'secret1',
      password: 'secret2',
      reenteredPassword: 'secret2',
    });
    await waitFor(h.form('passwordForm'), (s) => !s.hasTag('busy'));
    expect(h.inputs.changePassword).toEqual([
      { access: { url: bookingUrl, token: 'stored' }, change },
    ]);
    expect(h.log).toEqual(['changePassword:stored', 'remember:renewed']);
    expect(h.session.getSnapshot().context.token).toBe('renewed');
    expect(h.heard()).toEqual([{ type: 'session.settled', user: ada, token: 'renewed' }]);
    const consent = h.session.getSnapshot().children.consent!;
    expect(consent.getSnapshot().context.access.token).toBe('renewed');
    expect(h.form('passwordForm').getSnapshot().context).toMatchObject({
      values: { oldPassword: '', password: '', reenteredPassword: '' },
      outcome: { tone: 'success', message: 'pavyko_changepass' },
    });
    // later calls carry the new token
    h.session.send({ type: 'balance.refreshRequested' });
    await waitFor(h.session, settled);
    expect(h.log.at(-1)).toBe('getCredit:renewed');
  });

  it('a refused password change keeps the token and the input, and says "nepavyko_changepass"', async () => {
    const h = await signedIn({ changePassword: { ...refused, status: 400 } });
    fill(h.form('passwordForm'), {
      oldPassword: 'wrong1',
      password: 'secret2',
      reenteredPassword: 'secret2',
    });
    await waitFor(h.form('passwordForm'), (s) => !s.hasTag('busy'));
    expect(h.session.getSnapshot().context.token).toBe('stored');
    expect(h.form('passwordForm').getSnapshot().context).toMatchObject({
      values: { oldPassword: 'wrong1' },
      outcome: { tone: 'error', message: 'nepavyko_changepass' },
    });
  });

  it('a call refused as unauthorised drops the session at once, without calls', async () => {
    const h = await signedIn();
    // any other failure leaves the user signed in
    const down: Failure = { ok: false, error: 'server', message: '', status: 500 };
    h.session.send({ type: 'call.failed', call: 'getOrders', failure: down });
    expect(h.session.getSnapshot().matches('signedIn')).toBe(true);
    h.session.send({ type: 'call.failed', call: 'getOrders', failure: refused });
    expect(h.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(h.log).toEqual(['forget']);
    expect(h.heard()).toEqual([{ type: 'session.settled', user: null, token: null }]);
  });

  it('the consents are read for the signed-in user, and stop with the session', async () => {
    const h = await signedIn();
    expect(h.inputs.getConsents?.at(-1)).toEqual({
      access: { url: bookingUrl, token: 'stored' },
      subject: ada.subject,
    });
    h.session.send({ type: 'call.failed', call: 'getCart', failure: refused });
    expect(h.session.getSnapshot().children.consent).toBeUndefined();
  });

  it('runs standalone without an app (reports go nowhere, no error)', async () => {
    const { machine } = scripted({});
    const actor = createActor(machine, { input: { token: 'stored' } }).start();
    const errors = vi.fn();
    actor.subscribe({ error: errors });
    actor.send(check);
    const snapshot = await waitFor(actor, settled);
    expect(snapshot.status).toBe('active');
    expect(errors).not.toHaveBeenCalled();
  });
});
