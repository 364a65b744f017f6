/**
 * src/app/afterLoad.ts whose code never comes, for a view test that must not have the deferred
 * code ask for the rest of the catalog on its behalf:
 * `vi.mock('../../src/app/afterLoad', () => import('./support/noAfterLoad'))`.
 */
const never = () => new Promise<never>(() => {});

export const loadDeferred = never;
export const deferredComponent = () => never;
