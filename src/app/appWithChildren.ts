/**
 * The app with every real child machine, calls still placeholders: what the tests run, where the
 * portal starts with the board's children, brings the other pages' later (src/app/pageMachines.ts)
 * and binds every call (src/app/portal.ts). The portal never imports this module: building a
 * machine is not free (src/app/children.ts).
 */
import { appMachineWithBoardChildren } from './children';
import { pageMachines } from './pageMachines';

export const appMachineWithChildren = appMachineWithBoardChildren.provide({ actors: pageMachines });
