/**
 * Which machine each child is: a parent machine names its children by type only
 * (machines/domain.ts `child`, docs/architecture.md "Stand-alone machines"). Their calls are still
 * placeholders: the portal binds them to the wire (src/app/portal.ts), a test to its own stand-ins.
 */
import { appMachine } from '../../machines/app';
import { boardMachine } from '../../machines/board';
import { cartMachine } from '../../machines/cart';
import { consentMachine } from '../../machines/consent';
import {
  adminFormMachine,
  loginFormMachine,
  lostPasswordFormMachine,
  passwordFormMachine,
  registerFormMachine,
} from '../../machines/form';
import { overlayMachine } from '../../machines/overlay';
import { sessionMachine } from '../../machines/session';
import { toastsMachine } from '../../machines/toasts';

/** The session's real child machines: the account forms and the consents. */
export const sessionChildren = {
  loginForm: loginFormMachine,
  registerForm: registerFormMachine,
  adminForm: adminFormMachine,
  lostPasswordForm: lostPasswordFormMachine,
  passwordForm: passwordFormMachine,
  consent: consentMachine,
};

/**
 * The app's real child machines that the board's first load runs, besides the session. The other
 * pages' machines come later, in a chunk of their own (src/app/pageMachines.ts).
 */
export const boardChildren = {
  overlay: overlayMachine,
  toasts: toastsMachine,
  board: boardMachine,
  cart: cartMachine,
};

// Each `provide` builds its machine anew, every state node of it: some milliseconds for the app's,
// several times that at 4× CPU. The portal provides each machine once, children and calls
// together (src/app/portal.ts); the two machines below are for the tests and for the full app of
// src/app/appWithChildren.ts. Marked pure, they are built only where they are used: never in the
// portal's own bundle.

/**
 * The session with its real child machines. A parent machine names its children by type only
 * (machines/domain.ts `child`, docs/architecture.md "Stand-alone machines"); this is the one list
 * of which machine each child is. Its own calls are still placeholders: a test binds them to its
 * own stand-ins.
 */
export const sessionMachineWithChildren = /* @__PURE__ */ sessionMachine.provide({
  actors: sessionChildren,
});

/**
 * The app with the real child machines the board's first load runs (the session with its own),
 * calls still placeholders. src/app/appWithChildren.ts has the app with every child
 * (`appMachineWithChildren`).
 */
export const appMachineWithBoardChildren = /* @__PURE__ */ appMachine.provide({
  actors: { session: sessionMachineWithChildren, ...boardChildren },
});
