/** The app's model paths (./graph.ts); its rules are in app.test.ts and app-*.test.ts. */
import type { appMachine } from '../../machines/app';
import type { StartupOutput } from '../../machines/startup';
import { appMachineWithChildren } from '../support/machines';
import { describeModelPaths, type ModelEvent } from './graph';
import { venueOptions } from '../support/venueOptions';
import { ada } from '../support/data';
import { failure, input, kept, places, serverFailure } from './app.fixtures';

const learnt: StartupOutput = {
  ok: true,
  options: venueOptions,
  places,
  serverDate: '2026-11-21T09:30:00+02:00',
  today: '2026-11-21',
};
const events: ModelEvent<typeof appMachine>[] = [
  { type: 'xstate.done.actor.startup', output: learnt },
  { type: 'xstate.done.actor.startup', output: { ok: false, failure, kept: null } },
  { type: 'startup.optionsLearnt', options: venueOptions },
  { type: 'startup.learnt', url: venueOptions.bookingApiUrl },
  {
    type: 'startup.tokenCheckRequested',
    bookingUrl: venueOptions.bookingApiUrl,
    consentIds: venueOptions.consentIds,
  },
  { type: 'session.settled', user: null, token: null },
  { type: 'session.settled', user: ada, token: 'fresh' },
  { type: 'session.checkFailed', failure },
  { type: 'session.loggedOut' },
  { type: 'session.logoutRequested' },
  { type: 'session.signedIn', way: 'login', origin: 'modal', user: ada },
  { type: 'session.signedIn', way: 'login', origin: 'page', user: ada },
  {
    type: 'cart.addRequested',
    request: { courtId: 3, date: '2026-11-21', time: '18:00:00', durationMins: 60 },
  },
  { type: 'overlay.modalClosed' },
  { type: 'signInToAdd.signInNeeded' },
  {
    type: 'signInToAdd.ready',
    request: { courtId: 3, date: '2026-11-21', time: '18:00:00', durationMins: 60, clientId: '42' },
  },
  { type: 'signInToAdd.nothingWaited' },
  { type: 'cart.added' },
  { type: 'cart.changed' },
  { type: 'cart.emptied' },
  { type: 'cart.paid' },
  { type: 'balance.refreshRequested' },
  { type: 'balance.changedElsewhere', balance: 40 },
  { type: 'payment.cartClosed' },
  { type: 'connection.lost' },
  { type: 'connection.restored' },
  { type: 'call.failed', call: 'getCredit', failure: { ...serverFailure, status: 401 } },
  { type: 'call.failed', call: 'checkToken', failure },
  { type: 'call.failed', call: 'checkToken', failure: { ...failure, error: 'cancelled' } },
  { type: 'call.succeeded', call: 'checkToken' },
  { type: 'call.succeeded', call: 'getCredit' },
  { type: 'app.retried' },
  { type: 'locale.changed', locale: 'en' },
];

describeModelPaths(appMachineWithChildren, {
  events,
  input,
  // a return visit: start-up begins from what the last one kept
  alsoFrom: [{ ...input, cached: kept, page: {} }],
  // start-up is invoked: the path's events stand in for its answer (machines/startup.ts has its own)
  silentActors: ['startup'],
  // a state is what the guards can tell apart: where the app is, what it kept, and who
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([
      s.value,
      c.cached !== null,
      c.options !== null,
      c.user !== null,
      s.children.signInToAdd?.getSnapshot().value ?? null,
    ]);
  },
});
