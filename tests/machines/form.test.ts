import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';
import {
  adminFormMachine,
  loginFormMachine,
  lostPasswordFormMachine,
  passwordFormMachine,
  registerFormMachine,
  repeatEnabled,
  validateAdmin,
  validateLogin,
  validateLostPassword,
  validatePassword,
  validateRegister,
  type RegisterValues,
} from '../../machines/form';

/** A form as the session's child; the stand-in parent records what it is handed. */
function formUnderParent(
  form: typeof loginFormMachine | typeof registerFormMachine | typeof passwordFormMachine,
) {
  const parent = createActor(
    setup({
      types: { context: {} as { handed: unknown[] } },
      actors: { form },
    }).createMachine({
      context: { handed: [] },
      invoke: { id: 'form', src: 'form' },
      on: {
        '*': { actions: assign({ handed: ({ context, event }) => [...context.handed, event] }) },
      },
    }),
  ).start();
  const child = parent.getSnapshot().children.form as AnyActorRef;
  const type = (field: string, value: string | boolean) =>
    child.send({ type: 'field.changed', field, value });
  return { parent, child, type, handed: () => parent.getSnapshot().context.handed };
}

describe('form: validate, then busy, then a message (docs/rules.md §4 Forms)', () => {
  it('an invalid submit shows every error and hands nothing over', () => {
    const { child, handed } = formUnderParent(loginFormMachine);
    child.send({ type: 'form.submitted' });
    expect(child.getSnapshot().value).toBe('editing');
    expect(child.getSnapshot().context.errors).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(handed()).toEqual([]);
  });

  it('a valid submit hands the cleaned values and where it came from, and waits busy', () => {
    const { child, type, handed } = formUnderParent(loginFormMachine);
    type('username', '  ada@example.lt ');
    type('password', ' pass ');
    child.send({ type: 'form.submitted', origin: 'modal' });
    expect(child.getSnapshot().hasTag('busy')).toBe(true);
    expect(handed()).toEqual([
      {
        type: 'login.submitted',
        values: { username: 'ada@example.lt', password: ' pass ' },
        origin: 'modal',
      },
    ]);
    // busy: edits and submits wait for the answer
    type('username', 'changed');
    child.send({ type: 'form.submitted' });
    expect(handed()).toHaveLength(1);
    expect(child.getSnapshot().context.values.username).toBe('  ada@example.lt ');
  });

  it('a failure shows its message and keeps every input; an edit clears the message', () => {
    const { child, type } = formUnderParent(loginFormMachine);
    type('username', 'ada@example.lt');
    type('password', 'wrong');
    child.send({ type: 'form.submitted' });
    child.send({ type: 'form.failed', message: 'nepavyko_prisijungti' });
    expect(child.getSnapshot().context).toMatchObject({
      values: { username: 'ada@example.lt', password: 'wrong' },
      outcome: { tone: 'error', message: 'nepavyko_prisijungti' },
    });
    type('password', 'right');
    expect(child.getSnapshot().context.outcome).toBeNull();
  });

  it('success empties the fields the form names (the login keeps the e-mail) and may say so', () => {
    const { child, type } = formUnderParent(loginFormMachine);
    type('username', 'ada@example.lt');
    type('password', 'secret');
    child.send({ type: 'form.submitted' });
    child.send({ type: 'form.succeeded' });
    expect(child.getSnapshot().context).toMatchObject({
      values: { username: 'ada@example.lt', password: '' },
      outcome: null,
    });
  });

  it('editing a field clears its own error only', () => {
    const { child, type } = formUnderParent(loginFormMachine);
    child.send({ type: 'form.submitted' });
    type('username', 'a');
    expect(child.getSnapshot().context.errors).toEqual({ password: 'required' });
  });

  it('the repeated password is checked on blur, and again when the password changes', () => {
    const { child, type } = formUnderParent(passwordFormMachine);
    type('password', 'secret2');
    type('reenteredPassword', 'secret');
    // not checked before it is left
    expect(child.getSnapshot().context.errors).toEqual({});
    child.send({ type: 'field.blurred', field: 'reenteredPassword' });
    expect(child.getSnapshot().context.errors).toEqual({ reenteredPassword: 'mismatch' });
    type('password', 'secret');
    expect(child.getSnapshot().context.errors).toEqual({});
    type('password', 'secret3');
    expect(child.getSnapshot().context.errors).toEqual({ reenteredPassword: 'mismatch' });
    // other fields are not checked on blur
    child.send({ type: 'field.blurred', field: 'oldPassword' });
    expect(child.getSnapshot().context.errors).toEqual({ reenteredPassword: 'mismatch' });
  });

  it('reset empties values, errors and message', () => {
    const { child, type } = formUnderParent(registerFormMachine);
    type('firstName', 'Ada');
    child.send({ type: 'form.submitted' });
    child.send({ type: 'form.reset' });
    expect(child.getSnapshot().context).toMatchObject({
      values: expect.objectContaining({ firstName: '', terms: false }),
      errors: {},
      outcome: null,
    });
  });

  it('every account form hands its own event', () => {
    expect(
      [
        loginFormMachine,
        registerFormMachine,
        adminFormMachine,
        lostPasswordFormMachine,
        passwordFormMachine,
      ].map((m) => m.id),
    ).toEqual(['loginForm', 'registerForm', 'adminForm', 'lostPasswordForm', 'passwordForm']);
  });
});

describe('account forms: the rules of docs/rules.md §5', () => {
  it('login: username and password required', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      username: 'required',
      password: 'required',
    });
    expect(validateLogin({ username: 'a', password: 'b' })).toEqual({});
  });

  const register: RegisterValues = {
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.lt',
    password: 'secret',
    reenteredPassword: 'secret',
    terms: true,
    newsletter: false,
  };

  it('register: names and e-mail required, e-mail valid', () => {
    expect(validateRegister({ ...register, firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
    });
    expect(validateRegister({ ...register, email: 'ada@' })).toEqual({ email: 'email' });
  });

  it('register: password at least 5 characters, the repeat equal and at least 5', () => {
    // the repeat is disabled while the password is empty: only the password is asked for
    expect(validateRegister({ ...register, password: '', reenteredPassword: '' })).toEqual({
      password: 'required',
    });
    expect(validateRegister({ ...register, reenteredPassword: '' })).toEqual({
      reenteredPassword: 'required',
    });
    expect(validateRegister({ ...register, password: '1234', reenteredPassword: '1234' })).toEqual({
      password: 'minLength',
      reenteredPassword: 'minLength',
    });
    expect(
      validateRegister({ ...register, password: '12345', reenteredPassword: '12345' }),
    ).toEqual({});
    expect(validateRegister({ ...register, reenteredPassword: 'secreT' })).toEqual({
      reenteredPassword: 'mismatch',
    });
  });

  it('register: the terms must be accepted, the newsletter is optional', () => {
    expect(validateRegister({ ...register, terms: false })).toEqual({ terms: 'required' });
    expect(validateRegister({ ...register, newsletter: true })).toEqual({});
  });

  it('the repeat field is enabled only once a password is entered', () => {
    expect(repeatEnabled({ password: '' })).toBe(false);
    expect(repeatEnabled({ password: 's' })).toBe(true);
  });

  it('lost password: e-mail required and valid', () => {
    expect(validateLostPassword({ email: '' })).toEqual({ email: 'required' });
    expect(validateLostPassword({ email: 'x@y' })).toEqual({ email: 'email' });
    expect(validateLostPassword({ email: ' x@y.lt ' })).toEqual({});
  });

  it('admin login: e-mail, password and user id required', () => {
    expect(validateAdmin({ username: '', password: '', id: ' ' })).toEqual({
      username: 'required',
      password: 'required',
      id: 'required',
    });
  });

  it('change password: all three required, each at least 5, the repeat equal', () => {
    expect(validatePassword({ oldPassword: '', password: '', reenteredPassword: '' })).toEqual({
      oldPassword: 'required',
      password: 'required',
    });
    expect(
      validatePassword({ oldPassword: 'secret', password: 'secret2', reenteredPassword: '' }),
    ).toEqual({ reenteredPassword: 'required' });
    expect(
      validatePassword({ oldPassword: '1234', password: '1234', reenteredPassword: '1234' }),
    ).toEqual({
      oldPassword: 'minLength',
      password: 'minLength',
      reenteredPassword: 'minLength',
    });
    expect(
      validatePassword({ oldPassword: '12345', password: '12345', reenteredPassword: '12346' }),
    ).toEqual({
      reenteredPassword: 'mismatch',
    });
  });
});
