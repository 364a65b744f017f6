/**
 * Every machine of machines/, by name, for the diagrams (docs/machines/) and their freshness test.
 * A new machine adds one line here. These are the definitions as their files declare them: the
 * app's and the session's children are typed placeholders here (machines/domain.ts `child`), which
 * is all a diagram reads; to run one, take `appMachineWithChildren` or `sessionMachineWithChildren`
 * (tests/support/machines.ts).
 */
import type { AnyStateMachine } from 'xstate';
import { passwordFormMachine } from '../machines/form';
import { appMachine } from '../machines/app';
import { boardMachine } from '../machines/board';
import { cartMachine } from '../machines/cart';
import { consentMachine } from '../machines/consent';
import { connectionMachine } from '../machines/connection';
import { contactMachine } from '../machines/contact';
import { overlayMachine } from '../machines/overlay';
import { paymentResultMachine } from '../machines/paymentResult';
import { ordersListMachine } from '../machines/rangeList';
import { sessionMachine } from '../machines/session';
import { signInToAddMachine } from '../machines/signInToAdd';
import { startupMachine } from '../machines/startup';
import { termsMachine } from '../machines/terms';
import { toastsMachine, toastTimerMachine } from '../machines/toasts';
import { topUpMachine } from '../machines/topUp';

export interface ListedMachine {
  name: string;
  /** the file that defines it, from the repository root */
  file: string;
  machine: AnyStateMachine;
}

export const machines: ListedMachine[] = [
  { name: 'app', file: 'machines/app.ts', machine: appMachine },
  { name: 'startup', file: 'machines/startup.ts', machine: startupMachine },
  { name: 'session', file: 'machines/session.ts', machine: sessionMachine },
  // every account form is one chart (machines/form.ts); the password form stands for them all
  { name: 'form', file: 'machines/form.ts', machine: passwordFormMachine },
  { name: 'consent', file: 'machines/consent.ts', machine: consentMachine },
  { name: 'terms', file: 'machines/terms.ts', machine: termsMachine },
  { name: 'board', file: 'machines/board.ts', machine: boardMachine },
  { name: 'cart', file: 'machines/cart.ts', machine: cartMachine },
  { name: 'paymentResult', file: 'machines/paymentResult.ts', machine: paymentResultMachine },
  { name: 'topUp', file: 'machines/topUp.ts', machine: topUpMachine },
  // orders and invoices are one chart (machines/rangeList.ts)
  { name: 'rangeList', file: 'machines/rangeList.ts', machine: ordersListMachine },
  { name: 'overlay', file: 'machines/overlay.ts', machine: overlayMachine },
  { name: 'toasts', file: 'machines/toasts.ts', machine: toastsMachine },
  { name: 'toastTimer', file: 'machines/toasts.ts', machine: toastTimerMachine },
  { name: 'connection', file: 'machines/connection.ts', machine: connectionMachine },
  { name: 'contact', file: 'machines/contact.ts', machine: contactMachine },
  { name: 'signInToAdd', file: 'machines/signInToAdd.ts', machine: signInToAddMachine },
];
