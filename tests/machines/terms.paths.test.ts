/** The terms machine's model paths (./graph.ts); its rules are in terms.test.ts. */
import type { Failure } from '../../machines/domain';
import { termsMachine } from '../../machines/terms';
import { describeModelPaths } from './graph';

const failure: Failure = { ok: false, error: 'connection', message: '' };

describeModelPaths(termsMachine, {
  events: [
    { type: 'terms.requested' },
    { type: 'xstate.done.actor.getTerms', output: '<h2>Taisyklės</h2>' },
    { type: 'xstate.error.actor.getTerms', error: failure },
  ],
});
