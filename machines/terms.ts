/**
 * The terms text for the terms viewer (docs/rules.md §2 modals, §4 "read more"): fetched from the
 * content server the first time someone asks, then kept. A child of the app, because visitors
 * (the register modal) and users (the consent modal) both read it.
 *
 * The text is untrusted HTML: the machine keeps it as it came; the view sanitises it before it
 * reaches the page.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { call } from './domain';

export type TermsEvent =
  /** the viewer opened: load the terms unless they are here already */
  { type: 'terms.requested' };

export const termsMachine = setup({
  types: {
    context: {} as { html: string | null },
    events: {} as TermsEvent,
  },
  actors: {
    /** GET get_savitarna_taisykles/ → HTML */
    getTerms: call<string>('getTerms'),
  },
}).createMachine({
  id: 'terms',
  description: 'The terms text: loaded on first request, then kept.',
  context: { html: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nobody has asked yet.',
      on: {
        'terms.requested': {
          target: 'loading',
          description: 'The user opened the terms for the first time: fetch them.',
        },
      },
    },
    loading: {
      description: "Fetching the venue's terms from the content server.",
      tags: ['busy'],
      invoke: {
        id: 'getTerms',
        src: 'getTerms',
        onDone: {
          target: 'loaded',
          description: 'The terms are here, and kept for the rest of the visit.',
          actions: assign({ html: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          description: 'The terms could not be fetched: the viewer says so.',
        },
      },
    },
    loaded: { description: 'The text is here; asking again shows it at once.' },
    failed: {
      description: 'The viewer says the text could not be loaded; asking again retries.',
      on: {
        'terms.requested': {
          target: 'loading',
          description: 'The user opened the terms again: try once more.',
        },
      },
    },
  },
});

export type TermsSnapshot = SnapshotFrom<typeof termsMachine>;
export const selectTermsHtml = (s: TermsSnapshot) => s.context.html;
export const selectTermsLoading = (s: TermsSnapshot) => s.hasTag('busy');
export const selectTermsFailed = (s: TermsSnapshot) => s.matches('failed');
