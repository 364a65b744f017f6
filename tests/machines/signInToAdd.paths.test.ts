/** The sign-in-to-add flow's model paths (./graph.ts); its rules are in signInToAdd.test.ts. */
import { signInToAddMachine } from '../../machines/signInToAdd';
import { describeModelPaths } from './graph';
import { ada } from '../support/data';

const slot = { courtId: 3, date: '2026-11-21', time: '18:00:00', durationMins: 60 };

describeModelPaths(signInToAddMachine, {
  events: [
    { type: 'cart.addRequested', request: slot, user: null },
    { type: 'cart.addRequested', request: slot, user: ada },
    { type: 'session.signedIn', user: ada },
    { type: 'overlay.modalClosed' },
  ],
  expectStates: ['idle', 'waiting'],
});
