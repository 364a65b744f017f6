/**
 * The account forms (docs/rules.md §4 "Forms", §5): one form's life — validate, then a loading
 * state on the button, then a message box with an error or a success — as one chart
 * (`createFormMachine`), and the five forms made from it with their own fields and rules: login,
 * register, admin login, lost password and change password.
 *
 * The form does not make the call: it is a child of the actor that does (the session), and on a
 * valid submit it hands its cleaned values to that parent (`<form>.submitted`) and waits, busy,
 * for the answer: `form.failed` (the message to show; what the user typed is kept) or
 * `form.succeeded` (an optional message; the fields the form lists in `clearOnSuccess` are
 * emptied). A new submit, an edit or `form.reset` clear the message.
 *
 * Errors appear when the user submits; a field that lists itself in `checkOnBlur` is also checked
 * when it loses focus, and `recheck` names fields to check again when another one changes (the
 * repeated password follows the password: §5 "checked on blur or password input"). Editing a field
 * clears its own error until it is checked again.
 */
import { assign, sendParent, setup, type EventObject } from 'xstate';
import {
  hasNoErrors,
  isBlank,
  isEmail,
  requiredErrors,
  type AdminLoginForm,
  type FormErrors,
  type FormMessage,
  type FormOrigin,
  type FormOutcome,
  type FormSubmission,
  type FormValues,
  type LoginForm,
  type PasswordChange,
  type RegistrationForm,
} from './domain';

// =============================================================================================
// The chart every account form shares
// =============================================================================================

export type FormEvent<V extends FormValues> =
  | { type: 'field.changed'; field: keyof V & string; value: string | boolean }
  | { type: 'field.blurred'; field: keyof V & string }
  | { type: 'form.submitted'; origin?: FormOrigin }
  /**
   * from the parent: the call failed; show `message` (a catalogue id) and, when the server
   * explained a refusal, its words under it (`detail`); keep the input
   */
  | { type: 'form.failed'; message: FormMessage; detail?: string | null }
  /** from the parent: done; show `message` when given */
  | { type: 'form.succeeded'; message?: FormMessage }
  /** empty the form (after signing in, nothing typed for it should linger) */
  | { type: 'form.reset' };

export interface FormContext<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  /** fields that have been checked (blurred or submitted) and so are checked again on change */
  checked: (keyof V & string)[];
  outcome: FormOutcome | null;
}

export interface FormDefinition<V extends FormValues, T extends string, Out> {
  id: string;
  description: string;
  initial: V;
  validate: (values: V) => FormErrors<V>;
  /** the values as the parent gets them (trimmed, renamed) */
  clean: (values: V) => Out;
  /** the event type the parent receives, e.g. 'login.submitted' */
  submitEvent: T;
  checkOnBlur?: readonly (keyof V & string)[];
  recheck?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
  /** fields emptied on success (passwords); everything when omitted */
  clearOnSuccess?: readonly (keyof V & string)[];
}

export function createFormMachine<V extends FormValues, T extends string, Out>(
  def: FormDefinition<V, T, Out>,
) {
  type Field = keyof V & string;
  const cleared = (values: V): V => {
    const next = { ...values };
    for (const f of def.clearOnSuccess ?? (Object.keys(def.initial) as Field[])) {
      next[f] = def.initial[f];
    }
    return next;
  };

  return setup({
    types: {
      context: {} as FormContext<V>,
      events: {} as FormEvent<V>,
    },
    actions: {
      change: assign(({ context }, { field, value }: { field: Field; value: string | boolean }) => {
        const values = { ...context.values, [field]: value } as V;
        const errors: FormErrors<V> = { ...context.errors };
        delete errors[field];
        const again = (def.recheck?.[field] ?? []).filter((f) => context.checked.includes(f));
        const found = def.validate(values);
        for (const f of again) {
          if (found[f] === undefined) delete errors[f];
          else errors[f] = found[f];
        }
        return { values, errors, outcome: null };
      }),
      check: assign(({ context }, { field }: { field: Field }) => {
        const found = def.validate(context.values)[field];
        const errors: FormErrors<V> = { ...context.errors };
        if (found === undefined) delete errors[field];
        else errors[field] = found;
        const checked = context.checked.includes(field)
          ? context.checked
          : [...context.checked, field];
        return { errors, checked };
      }),
      showErrors: assign(({ context }) => ({
        errors: def.validate(context.values),
        checked: Object.keys(def.initial) as Field[],
        outcome: null,
      })),
      hand: sendParent(({ context, event }): FormSubmission<T, Out> & EventObject => ({
        type: def.submitEvent,
        values: def.clean(context.values),
        origin: (event.type === 'form.submitted' ? event.origin : undefined) ?? 'page',
      })),
    },
    guards: {
      valid: ({ context }) => hasNoErrors(def.validate(context.values)),
      checksOnBlur: (_, { field }: { field: Field }) => (def.checkOnBlur ?? []).includes(field),
    },
  }).createMachine({
    id: def.id,
    description: def.description,
    context: { values: def.initial, errors: {}, checked: [], outcome: null },
    initial: 'editing',
    on: {
      'form.reset': {
        target: '.editing',
        description: 'Empty the form, its errors and its message.',
        actions: assign({ values: def.initial, errors: {}, checked: [], outcome: null }),
      },
    },
    states: {
      editing: {
        description: 'The user fills in the form; a message box may show the last answer.',
        on: {
          'field.changed': {
            // The fields that depend on it are checked again.
            description:
              "The user typed: the field's error goes; fields depending on it are checked.",
            actions: { type: 'change', params: ({ event }) => event },
          },
          'field.blurred': {
            guard: { type: 'checksOnBlur', params: ({ event }) => event },
            // The repeated password is such a field.
            description: 'The user left a field checked at once: say what is wrong with it.',
            actions: { type: 'check', params: ({ event }) => event },
          },
          'form.submitted': [
            {
              guard: 'valid',
              target: 'submitting',
              description: 'Valid: hand the values to the parent, which makes the call.',
              actions: [assign({ errors: {}, outcome: null }), 'hand'],
            },
            {
              description: 'Invalid: show what needs fixing; nothing is sent.',
              actions: 'showErrors',
            },
          ],
        },
      },
      submitting: {
        description: 'The button shows its loading state; input is locked until the answer.',
        tags: ['busy'],
        on: {
          'form.failed': {
            target: 'editing',
            description: 'The call failed: say so and keep every input.',
            actions: assign({
              outcome: ({ event }) => ({
                tone: 'error' as const,
                message: event.message,
                ...(event.detail ? { detail: event.detail } : {}),
              }),
            }),
          },
          'form.succeeded': {
            target: 'editing',
            description:
              'Done: clear what should not linger, say so when there is something to say.',
            actions: assign(({ context, event }) => ({
              values: cleared(context.values),
              checked: [],
              outcome: event.message ? { tone: 'success' as const, message: event.message } : null,
            })),
          },
        },
      },
    },
  });
}

/** For views: the form's values, errors, busy flag and message. */
export const selectFormValues = <V extends FormValues>(s: { context: FormContext<V> }) =>
  s.context.values;
export const selectFormErrors = <V extends FormValues>(s: { context: FormContext<V> }) =>
  s.context.errors;
export const selectFormOutcome = (s: { context: FormContext<FormValues> }) => s.context.outcome;
export const selectFormBusy = (s: { hasTag(tag: 'busy'): boolean }) => s.hasTag('busy');

// =============================================================================================
// The five account forms and their rules (docs/rules.md §5), each with its fields, its
// validation and the values its parent (the session) receives
// =============================================================================================

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
