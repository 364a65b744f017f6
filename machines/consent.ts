/**
 * The signed-in user's consents (docs/rules.md §4 "Terms consent", "Consent toggle"; §9 template
 * ids terms = 5, newsletter = 1). Invoked by the session for as long as a user is signed in.
 *
 * The consents load at once. A user who has not accepted the terms must do so before anything
 * else: `required` is the mandatory consent modal (no close, no Escape, no outside click). Its
 * terms box is ticked and fixed, the newsletter box optional and unticked; confirming records the
 * terms consent, and the newsletter consent only when ticked; then the consents are read again.
 *
 * Once the terms are accepted (`ready`), the settings tab toggles the newsletter: on sends an
 * acceptance with its channels, off a refusal with an empty list; then the consents are read
 * again and the tab says the change was saved. A failed save keeps what was shown and says so in
 * place; a save refused as unauthorised
 * (401) goes to the app as well, which ends the session and says so (machines/app.ts,
 * `call.failed`).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  call,
  failureFrom,
  reportFailure,
  reportSuccess,
  type BookingAccess,
  type Consent,
  type Failure,
  type VenueOptions,
  unauthorised,
  UNAUTHORISED,
} from './domain';

/** Channels sent with an acceptance when the server names none for that consent. */
export const DEFAULT_CHANNELS: readonly string[] = ['email'];

export type ConsentEvent =
  /** the mandatory modal's confirm, with the newsletter box as ticked */
  | { type: 'consent.confirmed'; newsletter: boolean }
  /** the settings tab's newsletter switch */
  | { type: 'newsletter.toggled'; on: boolean }
  | { type: 'consents.retried' }
  /** the password changed: the session's new token */
  | { type: 'access.changed'; token: string };

export interface ConsentInput {
  access: BookingAccess;
  subject: string;
  ids: VenueOptions['consentIds'];
}

export interface ConsentContext extends ConsentInput {
  consents: Consent[];
  /** why the last save failed, shown in place */
  failure: Failure | null;
  /** the last newsletter switch was recorded: the settings tab says so until the next one */
  saved: boolean;
}

const given = (consents: readonly Consent[], templateId: number) =>
  consents.find((c) => c.templateId === templateId);

/** An acceptance of `templateId`, with the channels the server keeps for it (or e-mail). */
function accept(consents: readonly Consent[], templateId: number): Consent {
  const channels = given(consents, templateId)?.channels ?? [];
  return {
    templateId,
    consent: true,
    channels: channels.length > 0 ? [...channels] : [...DEFAULT_CHANNELS],
  };
}

/** What the mandatory modal records: the terms, and the newsletter only when ticked. */
export function confirmedConsents(
  consents: readonly Consent[],
  ids: VenueOptions['consentIds'],
  newsletter: boolean,
): Consent[] {
  const terms = accept(consents, ids.terms);
  return newsletter ? [terms, accept(consents, ids.newsletter)] : [terms];
}

/** What the newsletter switch records: acceptance with channels, or refusal with none. */
export function newsletterConsent(
  consents: readonly Consent[],
  ids: VenueOptions['consentIds'],
  on: boolean,
): Consent[] {
  return [
    on
      ? accept(consents, ids.newsletter)
      : { templateId: ids.newsletter, consent: false, channels: [] },
  ];
}

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actors: {
    /** GET /v2/subjects/{id}/consents-v2 */
    getConsents: call<Consent[], { access: BookingAccess; subject: string }>('getConsents'),
    /** POST /v2/subjects/{id}/consents-v2 */
    setConsents: call<null, { access: BookingAccess; subject: string; consents: Consent[] }>(
      'setConsents',
    ),
  },
  guards: {
    termsAccepted: ({ context }, { consents }: { consents: Consent[] }) =>
      given(consents, context.ids.terms)?.consent === true,
    unauthorised,
  },
}).createMachine({
  id: 'consent',
  description: "The user's consents: the mandatory terms, the optional newsletter.",
  context: ({ input }) => ({ ...input, consents: [], failure: null, saved: false }),
  on: {
    'access.changed': {
      description: 'The password changed: later calls carry the new token.',
      actions: assign({
        access: ({ context, event }) => ({ ...context.access, token: event.token }),
      }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the consents.',
      tags: ['busy'],
      invoke: {
        id: 'getConsents',
        src: 'getConsents',
        input: ({ context }) => ({ access: context.access, subject: context.subject }),
        onDone: [
          {
            guard: { type: 'termsAccepted', params: ({ event }) => ({ consents: event.output }) },
            target: 'ready',
            description: 'The terms are accepted: nothing to ask.',
            actions: [
              assign({ consents: ({ event }) => event.output }),
              reportSuccess('getConsents'),
            ],
          },
          {
            target: 'required',
            description: 'The terms are not accepted: the mandatory modal.',
            actions: [
              assign({ consents: ({ event }) => event.output }),
              reportSuccess('getConsents'),
            ],
          },
        ],
        onError: {
          target: 'failed',
          description: 'Not read: say so (a 401 ends the session at the app).',
          actions: [assign({ saved: false }), reportFailure('getConsents')],
        },
      },
    },
    failed: {
      description: 'The consents could not be read; the settings tab offers a retry.',
      on: { 'consents.retried': { target: 'loading', description: 'The user tries again.' } },
    },
    required: {
      description: 'The mandatory consent modal: it cannot be dismissed, only confirmed.',
      on: {
        'consent.confirmed': {
          target: 'confirming',
          description: 'The user accepts the terms (and maybe the newsletter).',
          actions: assign({ failure: null }),
        },
      },
    },
    confirming: {
      description: 'Recording the terms consent (and the newsletter when ticked).',
      tags: ['busy'],
      invoke: {
        id: 'confirmConsents',
        src: 'setConsents',
        input: ({ context, event }) => ({
          access: context.access,
          subject: context.subject,
          consents: confirmedConsents(
            context.consents,
            context.ids,
            event.type === 'consent.confirmed' && event.newsletter,
          ),
        }),
        onDone: { target: 'loading', description: 'Recorded: read the consents again.' },
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'required',
            // The modal goes with the session.
            description: 'The session ended on the server: the app signs the user out and says so.',
            actions: [assign({ failure: failureFrom }), reportFailure('setConsents')],
          },
          {
            target: 'required',
            description: 'Not recorded: the modal stays and says so.',
            actions: assign({ failure: failureFrom }),
          },
        ],
      },
    },
    ready: {
      description: 'The terms are accepted; the newsletter can be switched in settings.',
      on: {
        'newsletter.toggled': {
          target: 'saving',
          description: 'The user switched the newsletter on or off.',
          actions: assign({ failure: null, saved: false }),
        },
      },
    },
    saving: {
      description: 'Recording the newsletter switch.',
      tags: ['busy'],
      invoke: {
        id: 'saveNewsletter',
        src: 'setConsents',
        input: ({ context, event }) => ({
          access: context.access,
          subject: context.subject,
          consents: newsletterConsent(
            context.consents,
            context.ids,
            event.type === 'newsletter.toggled' && event.on,
          ),
        }),
        onDone: {
          target: 'loading',
          description: 'Recorded: read the consents again, and say the change was saved.',
          actions: assign({ saved: true }),
        },
        onError: [
          {
            guard: UNAUTHORISED,
            target: 'ready',
            description: 'The session ended on the server: the app signs the user out and says so.',
            actions: [assign({ failure: failureFrom }), reportFailure('setConsents')],
          },
          {
            target: 'ready',
            description: 'Not recorded: the switch shows what the server holds, and says so.',
            actions: assign({ failure: failureFrom }),
          },
        ],
      },
    },
  },
});

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

/** For views: the mandatory modal is up. */
export const selectConsentRequired = (s: ConsentSnapshot) =>
  s.matches('required') || s.matches('confirming');
/** For the settings tab: whether the newsletter is on, as the server last said. */
export const selectNewsletter = (s: ConsentSnapshot) =>
  given(s.context.consents, s.context.ids.newsletter)?.consent === true;
export const selectTermsAccepted = (s: ConsentSnapshot) =>
  given(s.context.consents, s.context.ids.terms)?.consent === true;
export const selectConsentBusy = (s: ConsentSnapshot) => s.hasTag('busy');
export const selectConsentFailed = (s: ConsentSnapshot) => s.matches('failed');
export const selectConsentFailure = (s: ConsentSnapshot) => s.context.failure;
/** For the settings tab: the last switch was recorded and the consents read again. */
export const selectConsentSaved = (s: ConsentSnapshot) => s.context.saved && s.matches('ready');
