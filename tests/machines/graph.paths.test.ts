/**
 * The coverage helper's model paths on two of the small machines graph.test.ts tests it on. The
 * report (scripts/paths-report.ts) leaves them out: they are not machines of machines/.
 */
import { describeModelPaths } from './graph';
import { choosing, orderEvents, ordering, places } from './graph.fixtures';

// --- the helper itself, on a clean machine -------------------------------------------------

describeModelPaths(ordering, { events: orderEvents });
describeModelPaths(choosing, {
  events: places,
  expectStates: ['choosingPlace', 'loading', 'unknownPlace'],
});
