/**
 * The contact form in the slide-in panel (docs/rules.md §3 contact model, §5, §8): validate, then
 * a loading state on the button, then a message box. Name, phone and e-mail are required, the
 * e-mail must be valid, the message is optional. Success clears the form; failure keeps the inputs
 * so the user can edit and send again. Editing a field clears that field's error.
 *
 * A child of the app, so what the user typed survives closing and reopening the panel. Its
 * failure is shown in the panel's message box, so it never goes to the error channel.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { call, hasNoErrors, isEmail, offlineOr, requiredErrors, type ContactForm } from './domain';

export type ContactField = 'name' | 'phone' | 'email' | 'text';
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, 'required' | 'email'>>;
/** message ids from the error catalogue (docs/rules.md §8) */
export type ContactOutcome = 'send_email_success' | 'error' | 'offline_banner';

export type ContactEvent =
  | { type: 'field.changed'; field: ContactField; value: string }
  /** url: the current page address, given by the view */
  | { type: 'contact.submitted'; url: string }
  | { type: 'contact.reset' };

export interface ContactContext {
  values: ContactValues;
  errors: ContactErrors;
  outcome: ContactOutcome | null;
}

const emptyValues: ContactValues = { name: '', phone: '', email: '', text: '' };

/** docs/rules.md §5 contact: name, phone, e-mail required; e-mail valid; text optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = requiredErrors(values, ['name', 'phone', 'email']);
  if (!errors.email && !isEmail(values.email)) errors.email = 'email';
  return errors;
}

/** The form as sent: required fields trimmed, the message as typed. */
export function toContactForm(values: ContactValues, url: string): ContactForm {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    text: values.text,
    url,
  };
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    /** POST susisiekti */
    sendContact: call<null, ContactForm>('sendContact'),
  },
  actions: {
    changeField: assign(({ context }, { field, value }: { field: ContactField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[field];
      return { values: { ...context.values, [field]: value }, errors, outcome: null };
    }),
    showErrors: assign({ errors: ({ context }) => validateContact(context.values) }),
  },
  guards: {
    formValid: ({ context }) => hasNoErrors(validateContact(context.values)),
  },
}).createMachine({
  id: 'contact',
  description: 'The contact form: fill in, send, read the answer.',
  context: { values: emptyValues, errors: {}, outcome: null },
  initial: 'editing',
  on: {
    'contact.reset': {
      target: '.editing',
      description: 'The form starts over: empty, without errors or a message.',
      actions: assign({ values: emptyValues, errors: {}, outcome: null }),
    },
  },
  states: {
    editing: {
      description: 'The user fills in the form.',
      on: {
        'field.changed': {
          description: 'The user typed: that field stops showing its error.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'contact.submitted': [
          {
            guard: 'formValid',
            target: 'sending',
            description: 'Name, phone and a valid e-mail are there: send the message.',
            actions: assign({ errors: {} }),
          },
          {
            description: 'Something required is missing or wrong: show what; nothing is sent.',
            actions: 'showErrors',
          },
        ],
      },
    },
    sending: {
      description: 'The send button shows its loading state; input is locked.',
      tags: ['busy'],
      invoke: {
        id: 'sendContact',
        src: 'sendContact',
        input: ({ context, event }) =>
          toContactForm(context.values, event.type === 'contact.submitted' ? event.url : ''),
        onDone: {
          target: 'sent',
          description: 'The venue got the message: say so and empty the form.',
          actions: assign({ values: emptyValues, outcome: 'send_email_success' }),
        },
        onError: {
          target: 'failed',
          // Offline, it is said in the banner's words.
          description: 'The message did not go: say so; what the user typed stays.',
          actions: assign({ outcome: ({ event }) => offlineOr(event.error, 'error') }),
        },
      },
    },
    sent: {
      description: 'The success message box; the form is empty again.',
      on: {
        'field.changed': {
          target: 'editing',
          description: 'The user starts another message: the success box goes.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        // the form is empty again: submitting shows what is required
        'contact.submitted': {
          target: 'editing',
          description: 'Sending the empty form again: show what is required.',
          actions: ['showErrors', assign({ outcome: null })],
        },
      },
    },
    failed: {
      description: 'The error message box; the inputs are kept.',
      tags: ['failed'],
      on: {
        'field.changed': {
          target: 'editing',
          description: 'The user edits the message: the error box goes.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        // the inputs are the ones just sent, so they are valid: send again
        'contact.submitted': {
          target: 'sending',
          description: 'The user tries again with the same message.',
          actions: assign({ outcome: null }),
        },
      },
    },
  },
});

export type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

/** For views: what the form says after sending (a catalogue id), or null. */
export const selectOutcome = (s: ContactSnapshot) => s.context.outcome;
export const selectValues = (s: ContactSnapshot) => s.context.values;
export const selectErrors = (s: ContactSnapshot) => s.context.errors;
export const selectSending = (s: ContactSnapshot) => s.hasTag('busy');
