/**
 * Which panel or modal is open: one at a time (SPEC §2). The hamburger menu and the contact panel
 * exclude each other; a modal covers both. Every route change closes everything; a page scroll
 * closes the menu only. The hidden admin modal (Ctrl+Alt+W) opens only when no other modal is open.
 *
 * The mandatory terms-consent modal is not here: it belongs to the consent machine and ignores
 * route changes and outside clicks.
 */
import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export type ModalName = 'login' | 'register' | 'admin' | 'terms';
export type OpenOverlay = 'none' | 'menu' | 'contact' | ModalName;

export type OverlayEvent =
  | { type: 'menu.toggled' }
  | { type: 'contact.toggled' }
  | { type: 'modal.opened'; modal: ModalName }
  /** Escape, a close button or an outside click */
  | { type: 'closed' }
  | { type: 'route.changed' }
  | { type: 'page.scrolled' };

const MODALS: readonly ModalName[] = ['login', 'register', 'admin', 'terms'];

export const overlayMachine = setup({
  types: {
    events: {} as OverlayEvent,
  },
  guards: {
    opens: ({ event }, params: { modal: ModalName }) =>
      event.type === 'modal.opened' && event.modal === params.modal,
  },
}).createMachine({
  id: 'overlay',
  initial: 'closed',
  on: {
    // Every route change closes whatever is open (all modals close on every route change).
    'route.changed': { target: '.closed' },
  },
  states: {
    closed: {
      on: {
        'menu.toggled': { target: 'menu' },
        'contact.toggled': { target: 'contact' },
        'modal.opened': MODALS.map((modal) => ({
          guard: { type: 'opens' as const, params: { modal } },
          target: `#overlay.modal.${modal}`,
        })),
      },
    },
    menu: {
      on: {
        'menu.toggled': { target: 'closed' },
        // the contact panel replaces the menu
        'contact.toggled': { target: 'contact' },
        closed: { target: 'closed' },
        'page.scrolled': { target: 'closed' },
        'modal.opened': MODALS.map((modal) => ({
          guard: { type: 'opens' as const, params: { modal } },
          target: `#overlay.modal.${modal}`,
        })),
      },
    },
    contact: {
      on: {
        'contact.toggled': { target: 'closed' },
        // the menu replaces the contact panel
        'menu.toggled': { target: 'menu' },
        closed: { target: 'closed' },
        'modal.opened': MODALS.map((modal) => ({
          guard: { type: 'opens' as const, params: { modal } },
          target: `#overlay.modal.${modal}`,
        })),
      },
    },
    modal: {
      // While a modal is open the page behind it is inert: toggles and scrolls are ignored.
      on: {
        closed: { target: 'closed' },
        // One modal at a time: another ordinary modal replaces the open one (login ↔ register,
        // terms from register); the hidden admin modal never replaces one.
        'modal.opened': MODALS.filter((modal) => modal !== 'admin').map((modal) => ({
          guard: { type: 'opens' as const, params: { modal } },
          target: `#overlay.modal.${modal}`,
        })),
      },
      initial: 'login',
      states: {
        login: {},
        register: {},
        admin: {},
        terms: {},
      },
    },
  },
});

/** For views: which panel or modal is open, as one value. */
export function openOverlay(snapshot: SnapshotFrom<typeof overlayMachine>): OpenOverlay {
  if (snapshot.matches('menu')) return 'menu';
  if (snapshot.matches('contact')) return 'contact';
  for (const modal of MODALS) {
    if (snapshot.matches({ modal })) return modal;
  }
  return 'none';
}
