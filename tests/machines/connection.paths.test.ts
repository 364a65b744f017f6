/** The connection's model paths (./graph.ts); its rules are in connection.test.ts. */
import { connectionMachine } from '../../machines/connection';
import type { Failure } from '../../machines/domain';
import { describeModelPaths } from './graph';

const noAnswer: Failure = { ok: false, error: 'connection', message: '' };
const refused: Failure = { ok: false, error: 'server', message: 'Nope', status: 409 };

describeModelPaths(connectionMachine, {
  events: [
    { type: 'connection.offline' },
    { type: 'connection.online' },
    { type: 'call.failed', call: 'getCart', failure: noAnswer },
    { type: 'call.failed', call: 'getCart', failure: refused },
    { type: 'call.succeeded', call: 'getCart' },
  ],
  expectStates: ['offline', 'online'],
});
