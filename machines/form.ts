/**
 * One form's life (docs/rules.md §4 "Forms", §5): validate, then a loading state on the button,
 * then a message box with an error or a success. Every account form (login, register, admin login,
 * lost password, change password) is this machine with its own fields and rules.
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
import type { FieldError } from './validation';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<V extends FormValues> = Partial<Record<keyof V & string, FieldError>>;

/** The outcomes an account form can show (catalogue ids, docs/rules.md §8). */
export type FormMessage =
  | 'nepavyko_prisijungti'
  | 'nepavyko_uzsiregistruoti'
  | 'registracija_sekminga'
  | 'sekminga_issiusta'
  | 'nrastiemail'
  | 'pavyko_changepass'
  | 'nepavyko_changepass';

/** What the message box says: a catalogue id and its tone. */
export interface FormOutcome {
  tone: 'error' | 'success';
  message: FormMessage;
}

/** Where the user submitted from, for the parent to decide where they go next. */
export type FormOrigin = 'page' | 'modal';

/** What a form hands its parent on a valid submit: `{ type: 'login.submitted', values, origin }`. */
export interface FormSubmission<T extends string, Out> {
  type: T;
  values: Out;
  origin: FormOrigin;
}

export type FormEvent<V extends FormValues> =
  | { type: 'field.changed'; field: keyof V & string; value: string | boolean }
  | { type: 'field.blurred'; field: keyof V & string }
  | { type: 'form.submitted'; origin?: FormOrigin }
  /** from the parent: the call failed; show `message` (a catalogue id), keep the input */
  | { type: 'form.failed'; message: FormMessage }
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

const noErrors = (errors: Record<string, FieldError | undefined>) =>
  Object.values(errors).every((e) => e === undefined);

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
      valid: ({ context }) => noErrors(def.validate(context.values)),
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
          'field.changed': { actions: { type: 'change', params: ({ event }) => event } },
          'field.blurred': {
            guard: { type: 'checksOnBlur', params: ({ event }) => event },
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
              outcome: ({ event }) => ({ tone: 'error' as const, message: event.message }),
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
