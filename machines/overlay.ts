/**
 * Which panel or modal is open: one at a time (docs/rules.md §2). The hamburger menu and the contact panel
 * exclude each other; a modal covers both. Every route change closes everything; a page scroll
 * closes the menu only. The hidden admin modal (Ctrl+Alt+W) opens only when no other modal is open.
 *
 * The mandatory terms-consent modal is not here: it belongs to the consent machine and ignores
 * route changes and outside clicks.
 */
import { and, sendTo, setup, stateIn } from 'xstate';
import { reportee } from './domain';
import type { SnapshotFrom } from 'xstate';

/**
 * login, register, admin, terms: the account modals; added (the yes/no after adding a slot),
 * cart and pay: the cart's dialogs, which close when the cart empties.
 */
export type ModalName = 'login' | 'register' | 'admin' | 'terms' | 'added' | 'cart' | 'pay';
export type OpenOverlay = 'none' | 'menu' | 'contact' | ModalName;

export type OverlayEvent =
  /** the menu button asks for the menu (react-aria's open request) */
  | { type: 'menu.opened' }
  /** the menu asks to close: Escape, a press outside, an item chosen */
  | { type: 'menu.closed' }
  | { type: 'contact.toggled' }
  | { type: 'modal.opened'; modal: ModalName }
  /** Escape, a close button or an outside click */
  | { type: 'closed' }
  | { type: 'route.changed' }
  | { type: 'page.scrolled' }
  /** the cart has nothing left (removed, paid): its dialogs close */
  | { type: 'cart.emptied' };

/** What the overlay tells the app: a modal closed (dismissed, replaced by a page, or done). */
export type OverlayReport = { type: 'overlay.modalClosed' };

/** Every modal, for `openOverlay`. */
const MODALS: readonly ModalName[] = [
  'login',
  'register',
  'admin',
  'terms',
  'added',
  'cart',
  'pay',
];

export const overlayMachine = setup({
  types: {
    events: {} as OverlayEvent,
  },
  actions: {
    reportModalClosed: sendTo(reportee, (): OverlayReport => ({ type: 'overlay.modalClosed' })),
  },
  guards: {
    opens: ({ event }, params: { modal: ModalName }) =>
      event.type === 'modal.opened' && event.modal === params.modal,
  },
}).createMachine({
  id: 'overlay',
  description: 'Which panel or modal is open: one at a time.',
  initial: 'closed',
  on: {
    'route.changed': {
      target: '.closed',
      description: 'Every route change closes whatever is open.',
    },
    // One handler for every state: a modal covers the menu or the panel, and one modal replaces
    // another (login ↔ register, terms from register), except the hidden admin modal.
    'modal.opened': [
      {
        guard: and([stateIn('#overlay.modal'), { type: 'opens', params: { modal: 'admin' } }]),
        description: 'Ctrl+Alt+W while a modal is open: ignored.',
      },
      {
        guard: { type: 'opens', params: { modal: 'login' } },
        target: '.modal.login',
        description: 'The user asked to log in, or must to add a slot: the login modal.',
      },
      {
        guard: { type: 'opens', params: { modal: 'register' } },
        target: '.modal.register',
        description: 'The user chose to create an account: the register modal.',
      },
      {
        guard: { type: 'opens', params: { modal: 'admin' } },
        target: '.modal.admin',
        description: 'Staff pressed Ctrl+Alt+W: the hidden admin login.',
      },
      {
        guard: { type: 'opens', params: { modal: 'terms' } },
        target: '.modal.terms',
        description: "The user asked to read the venue's terms.",
      },
      {
        guard: { type: 'opens', params: { modal: 'added' } },
        target: '.modal.added',
        description: 'A slot went into the cart: choose more, or go to the cart?',
      },
      {
        guard: { type: 'opens', params: { modal: 'cart' } },
        target: '.modal.cart',
        description: 'The user opened the cart.',
      },
      {
        guard: { type: 'opens', params: { modal: 'pay' } },
        target: '.modal.pay',
        description: 'The user chose to pay for the cart: how to pay.',
      },
    ],
  },
  states: {
    closed: {
      description: 'Nothing open over the page.',
      on: {
        'menu.opened': { target: 'menu', description: 'The user pressed the menu button.' },
        'contact.toggled': {
          target: 'contact',
          description: "The user pressed the contact button: the venue's contacts and form.",
        },
      },
    },
    menu: {
      description: 'The hamburger menu is open.',
      on: {
        'menu.closed': {
          target: 'closed',
          description: 'The user chose an item, pressed Escape or pressed outside the menu.',
        },
        'contact.toggled': {
          target: 'contact',
          description: 'The contact panel replaces the menu.',
        },
        closed: { target: 'closed', description: 'The user closed the menu.' },
        'page.scrolled': { target: 'closed', description: 'Scrolling the page closes the menu.' },
      },
    },
    contact: {
      description: 'The contact panel is open.',
      on: {
        'contact.toggled': {
          target: 'closed',
          description: 'The user pressed the contact button again: the panel closes.',
        },
        'menu.opened': { target: 'menu', description: 'The menu replaces the contact panel.' },
        closed: {
          target: 'closed',
          description: 'The user closed the panel (Escape, its close button, a press outside).',
        },
      },
    },
    modal: {
      description: 'A modal is open; the page behind is inert: toggles and scrolls are ignored.',
      exit: 'reportModalClosed',
      on: {
        closed: {
          target: 'closed',
          // Dismissed: Escape, its close button, a press outside.
          description: 'The modal was dismissed, or is done.',
        },
      },
      initial: 'login',
      states: {
        login: {
          description:
            'The login modal: e-mail and password, links to register and to a lost password.',
        },
        register: {
          description: 'The register modal: a new account.',
          on: {
            'modal.opened': {
              guard: { type: 'opens', params: { modal: 'terms' } },
              target: 'termsOverRegister',
              description: 'The terms, read from the register form, which waits underneath.',
            },
          },
        },
        termsOverRegister: {
          description: 'The terms viewer over the register form: closing it goes back there.',
          on: {
            closed: {
              target: 'register',
              description: 'The user closed the terms: back to the register form, as they left it.',
            },
          },
        },
        admin: { description: 'The hidden admin login: staff sign in as a customer.' },
        terms: { description: "The venue's terms, read on their own." },
        added: {
          description: 'A slot is in the cart: choose more, or go to the cart.',
          on: {
            'cart.emptied': {
              target: '#overlay.closed',
              description: 'The cart emptied meanwhile (its hold ran out): nothing to go to.',
            },
          },
        },
        cart: {
          description: 'The cart: its slots, their prices and the time left on the hold.',
          on: {
            'cart.emptied': {
              target: '#overlay.closed',
              description: 'The last slot was removed, or the hold ran out: the cart closes.',
            },
          },
        },
        pay: {
          description: 'Paying for the cart: by bank or by credits.',
          on: {
            'cart.emptied': {
              target: '#overlay.closed',
              description: 'Paid, or the hold ran out: nothing left to pay for.',
            },
          },
        },
      },
    },
  },
});

/** For views: which panel or modal is open, as one value. */
export function openOverlay(snapshot: SnapshotFrom<typeof overlayMachine>): OpenOverlay {
  if (snapshot.matches('menu')) return 'menu';
  if (snapshot.matches('contact')) return 'contact';
  if (snapshot.matches({ modal: 'termsOverRegister' })) return 'terms';
  for (const modal of MODALS) {
    if (snapshot.matches({ modal })) return modal;
  }
  return 'none';
}
