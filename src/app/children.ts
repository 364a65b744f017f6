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

/**
 * The session with its real child machines: the account forms and the consents. A parent machine
 * names its children by type only (machines/domain.ts `child`, docs/architecture.md "Stand-alone
 * machines"); this is the one list of which machine each child is. Its own calls are still
 * placeholders: the portal binds them to the wire below, a test to its own stand-ins.
 */
export const sessionMachineWithChildren = sessionMachine.provide({
  actors: {
    loginForm: loginFormMachine,
    registerForm: registerFormMachine,
    adminForm: adminFormMachine,
    lostPasswordForm: lostPasswordFormMachine,
    passwordForm: passwordFormMachine,
    consent: consentMachine,
  },
});

/**
 * The app with the real child machines the board's first load runs (the session with its own),
 * calls still placeholders. The other pages' machines come later, in a chunk of their own:
 * src/app/pageMachines.ts, which also has the app with every child (`appMachineWithChildren`).
 */
export const appMachineWithBoardChildren = appMachine.provide({
  actors: {
    session: sessionMachineWithChildren,
    overlay: overlayMachine,
    toasts: toastsMachine,
    board: boardMachine,
    cart: cartMachine,
  },
});
