import { faultSuite } from './cells';
import { SHARDS } from './shards';

// One of the matrix's shards, so that they run side by side (tests/faults/shards.ts).
faultSuite((_, index) => index % SHARDS === 0);
