/** Start-up's model paths on the real machine (./graph.ts); its rules are in startup.test.ts. */
import { startupMachine, type StartupContext, type StartupInput } from '../../machines/startup';
import { describeModelPaths, type ModelEvent } from './graph';
import { venueOptions } from '../support/venueOptions';
import { failure, kept, movedOptions, places, serverDate } from './startup.fixtures';

const events: ModelEvent<typeof startupMachine>[] = [
  { type: 'xstate.done.actor.loadOptions', output: venueOptions },
  { type: 'xstate.done.actor.loadOptions', output: movedOptions },
  { type: 'xstate.error.actor.loadOptions', error: failure },
  { type: 'xstate.done.actor.loadPlaces', output: places },
  { type: 'xstate.error.actor.loadPlaces', error: failure },
  { type: 'xstate.done.actor.loadServerDate', output: serverDate },
  { type: 'xstate.done.actor.loadServerDate', output: 'not a date' },
  { type: 'xstate.error.actor.loadServerDate', error: failure },
  { type: 'session.settled' },
  { type: 'session.checkFailed', failure },
  { type: 'startup.addressMoved' },
];

describeModelPaths(startupMachine, {
  events,
  input: { kept: null } satisfies StartupInput,
  // a return visit: from what the last visit kept
  alsoFrom: [{ kept } satisfies StartupInput],
  // its reports go to the app that invokes it
  asChild: true,
  // a state is what the guards can tell apart: at which addresses, and what is in
  serializeState: (s) => {
    const ctx = s.context as StartupContext;
    return JSON.stringify([
      s.value,
      ctx.kept !== null,
      ctx.bookingUrl,
      ctx.options?.bookingApiUrl ?? null,
      ctx.placesFrom,
      ctx.checkedAt,
      ctx.settledAt,
      ctx.today !== null,
    ]);
  },
});
