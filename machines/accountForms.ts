/**
 * The account forms and their rules (docs/rules.md §5): login, register, admin login, lost
 * password and change password, each a `createFormMachine` (machines/form.ts) with its fields,
 * its validation and the values its parent (the session) receives.
 */
import type { AdminLoginForm, LoginForm, PasswordChange, RegistrationForm } from './domain';
import { createFormMachine, type FormErrors } from './form';
import { isBlank, isEmail, requiredErrors } from './validation';

/** docs/rules.md §9: minimum password length. */
export const MIN_PASSWORD = 5;

/** Passwords count every character as typed (no trimming). */
const longEnough = (password: string) => password.length >= MIN_PASSWORD;

// ---------------------------------------------------------------------------------------------
// Login: username and password required.

export type LoginValues = { username: string; password: string };

export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  return requiredErrors(values, ['username', 'password']);
}

export const loginFormMachine = createFormMachine({
  id: 'loginForm',
  description: 'The login form (page and modal): e-mail and password.',
  initial: { username: '', password: '' } as LoginValues,
  validate: validateLogin,
  clean: (v): LoginForm => ({ username: v.username.trim(), password: v.password }),
  submitEvent: 'login.submitted',
  clearOnSuccess: ['password'],
});

// ---------------------------------------------------------------------------------------------
// Register: names and e-mail required, e-mail valid, password ≥ 5, repeat equal, terms ticked.

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  reenteredPassword: string;
  terms: boolean;
  newsletter: boolean;
};

/** A repeated password: required, long enough, equal to the first. */
function repeatError(password: string, repeat: string) {
  if (repeat === '') return 'required' as const;
  if (!longEnough(repeat)) return 'minLength' as const;
  if (repeat !== password) return 'mismatch' as const;
  return undefined;
}

export function validateRegister(values: RegisterValues): FormErrors<RegisterValues> {
  const errors: FormErrors<RegisterValues> = requiredErrors(
    { firstName: values.firstName, lastName: values.lastName, email: values.email },
    ['firstName', 'lastName', 'email'],
  );
  if (!errors.email && !isEmail(values.email)) errors.email = 'email';
  if (values.password === '') errors.password = 'required';
  else if (!longEnough(values.password)) errors.password = 'minLength';
  // the repeat is disabled until a password is typed: no error on a field nobody can fill
  const repeat =
    values.password === '' ? undefined : repeatError(values.password, values.reenteredPassword);
  if (repeat) errors.reenteredPassword = repeat;
  if (!values.terms) errors.terms = 'required';
  return errors;
}

/** §5: the repeat field stays disabled until a password is entered. */
export const repeatEnabled = (values: { password: string }) => values.password !== '';

export const registerFormMachine = createFormMachine({
  id: 'registerForm',
  description: 'The register modal: name, surname, e-mail, password twice, terms, newsletter.',
  initial: {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    reenteredPassword: '',
    terms: false,
    newsletter: false,
  } as RegisterValues,
  validate: validateRegister,
  clean: (v): RegistrationForm => ({
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
    reenteredPassword: v.reenteredPassword,
    newsletter: v.newsletter,
  }),
  submitEvent: 'register.submitted',
  checkOnBlur: ['reenteredPassword'],
  recheck: { password: ['reenteredPassword'] },
  clearOnSuccess: ['password', 'reenteredPassword'],
});

// ---------------------------------------------------------------------------------------------
// Admin login: admin e-mail, password and the target user's id, all required.

export type AdminValues = { username: string; password: string; id: string };

export function validateAdmin(values: AdminValues): FormErrors<AdminValues> {
  return requiredErrors(values, ['username', 'password', 'id']);
}

export const adminFormMachine = createFormMachine({
  id: 'adminForm',
  description: 'The hidden admin login (Ctrl+Alt+W): sign in as another user.',
  initial: { username: '', password: '', id: '' } as AdminValues,
  validate: validateAdmin,
  clean: (v): AdminLoginForm => ({
    username: v.username.trim(),
    password: v.password,
    id: v.id.trim(),
  }),
  submitEvent: 'admin.submitted',
  clearOnSuccess: ['password', 'id'],
});

// ---------------------------------------------------------------------------------------------
// Lost password: e-mail required and valid.

export type LostPasswordValues = { email: string };

export function validateLostPassword(values: LostPasswordValues): FormErrors<LostPasswordValues> {
  if (isBlank(values.email)) return { email: 'required' };
  return isEmail(values.email) ? {} : { email: 'email' };
}

export const lostPasswordFormMachine = createFormMachine({
  id: 'lostPasswordForm',
  description: 'Ask for a password reset by e-mail.',
  initial: { email: '' } as LostPasswordValues,
  validate: validateLostPassword,
  clean: (v) => ({ email: v.email.trim() }),
  submitEvent: 'lostPassword.submitted',
  clearOnSuccess: [],
});

// ---------------------------------------------------------------------------------------------
// Change password: all three required, each ≥ 5, repeat equal (checked on blur or password input).

export type PasswordValues = { oldPassword: string; password: string; reenteredPassword: string };

export function validatePassword(values: PasswordValues): FormErrors<PasswordValues> {
  const errors: FormErrors<PasswordValues> = {};
  if (values.oldPassword === '') errors.oldPassword = 'required';
  else if (!longEnough(values.oldPassword)) errors.oldPassword = 'minLength';
  if (values.password === '') errors.password = 'required';
  else if (!longEnough(values.password)) errors.password = 'minLength';
  const repeat =
    values.password === '' ? undefined : repeatError(values.password, values.reenteredPassword);
  if (repeat) errors.reenteredPassword = repeat;
  return errors;
}

export const passwordFormMachine = createFormMachine({
  id: 'passwordForm',
  description: 'Change the password: the old one, the new one twice.',
  initial: { oldPassword: '', password: '', reenteredPassword: '' } as PasswordValues,
  validate: validatePassword,
  clean: (v): PasswordChange => ({ oldPassword: v.oldPassword, newPassword: v.password }),
  submitEvent: 'password.submitted',
  checkOnBlur: ['reenteredPassword'],
  recheck: { password: ['reenteredPassword'] },
});
