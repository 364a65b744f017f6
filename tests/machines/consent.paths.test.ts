/** Consent's model paths (./graph.ts); its rules are in consent.test.ts. */
import { consentMachine } from '../../machines/consent';
import { describeModelPaths, type ModelEvent } from './graph';
import { accepted, expired, failure, input, notAccepted } from './consent.fixtures';

const events: ModelEvent<typeof consentMachine>[] = [
  { type: 'consent.confirmed', newsletter: true },
  { type: 'newsletter.toggled', on: true },
  { type: 'consents.retried' },
  { type: 'access.changed', token: 'renewed' },
  { type: 'xstate.done.actor.getConsents', output: accepted },
  { type: 'xstate.done.actor.getConsents', output: notAccepted },
  { type: 'xstate.error.actor.getConsents', error: failure },
  { type: 'xstate.done.actor.confirmConsents', output: null },
  { type: 'xstate.error.actor.confirmConsents', error: failure },
  { type: 'xstate.error.actor.confirmConsents', error: expired },
  { type: 'xstate.done.actor.saveNewsletter', output: null },
  { type: 'xstate.error.actor.saveNewsletter', error: failure },
  { type: 'xstate.error.actor.saveNewsletter', error: expired },
];

describeModelPaths(consentMachine, {
  events,
  input,
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.access.token, s.context.failure !== null, s.context.saved]),
});
