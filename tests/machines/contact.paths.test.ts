/** The contact form's model paths (./graph.ts); its rules are in contact.test.ts. */
import type { Result } from '../../machines/domain';
import { contactMachine } from '../../machines/contact';
import { describeModelPaths } from './graph';

const failure: Result<null> = { ok: false, error: 'server', message: 'Error' };

describeModelPaths(contactMachine, {
  events: [
    { type: 'field.changed', field: 'name', value: 'Ada' },
    { type: 'field.changed', field: 'phone', value: '+37060000000' },
    { type: 'field.changed', field: 'email', value: 'ada@example.lt' },
    { type: 'field.changed', field: 'email', value: 'ada@' },
    { type: 'contact.submitted', url: 'http://portal/rezervacija/1' },
    { type: 'contact.reset' },
    { type: 'xstate.done.actor.sendContact', output: null },
    { type: 'xstate.error.actor.sendContact', error: failure },
  ],
  expectStates: ['editing', 'failed', 'sending', 'sent'],
});
