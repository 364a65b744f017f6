/** The overlay's model paths (./graph.ts); its rules are in overlay.test.ts. */
import { overlayMachine } from '../../machines/overlay';
import { describeModelPaths } from './graph';

describeModelPaths(overlayMachine, {
  events: [
    { type: 'menu.opened' },
    { type: 'menu.closed' },
    { type: 'contact.toggled' },
    { type: 'modal.opened', modal: 'login' },
    { type: 'modal.opened', modal: 'register' },
    { type: 'modal.opened', modal: 'admin' },
    { type: 'modal.opened', modal: 'terms' },
    { type: 'modal.opened', modal: 'added' },
    { type: 'modal.opened', modal: 'cart' },
    { type: 'modal.opened', modal: 'pay' },
    { type: 'cart.emptied' },
    { type: 'closed' },
    { type: 'route.changed' },
    { type: 'page.scrolled' },
  ],
  expectStates: [
    'closed',
    'contact',
    'menu',
    'modal',
    'modal.added',
    'modal.admin',
    'modal.cart',
    'modal.login',
    'modal.pay',
    'modal.register',
    'modal.terms',
    'modal.termsOverRegister',
  ],
});
