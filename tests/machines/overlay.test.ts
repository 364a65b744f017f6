import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { openOverlay, overlayMachine, type OverlayEvent } from '../../machines/overlay';

function overlayAfter(...sent: OverlayEvent[]) {
  const actor = createActor(overlayMachine).start();
  for (const event of sent) actor.send(event);
  return openOverlay(actor.getSnapshot());
}

describe('overlay: rules', () => {
  it('the terms read from the register form close back to it; elsewhere they close for good', () => {
    const fromRegister: OverlayEvent[] = [
      { type: 'modal.opened', modal: 'register' },
      { type: 'modal.opened', modal: 'terms' },
    ];
    expect(overlayAfter(...fromRegister)).toBe('terms');
    expect(overlayAfter(...fromRegister, { type: 'closed' })).toBe('register');
    expect(overlayAfter(...fromRegister, { type: 'route.changed' })).toBe('none');
    expect(overlayAfter({ type: 'modal.opened', modal: 'terms' }, { type: 'closed' })).toBe('none');
  });

  it('starts with nothing open', () => {
    expect(overlayAfter()).toBe('none');
  });

  it('the hamburger toggles open and shut', () => {
    expect(overlayAfter({ type: 'menu.opened' })).toBe('menu');
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'menu.closed' })).toBe('none');
    // a late "close the menu" (react-aria's blur) never closes what replaced the menu
    expect(
      overlayAfter({ type: 'menu.opened' }, { type: 'contact.toggled' }, { type: 'menu.closed' }),
    ).toBe('contact');
  });

  it('opening the hamburger closes the contact panel and vice versa', () => {
    expect(overlayAfter({ type: 'contact.toggled' }, { type: 'menu.opened' })).toBe('menu');
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'contact.toggled' })).toBe('contact');
  });

  it('a page scroll closes the menu but not the contact panel or a modal', () => {
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'page.scrolled' })).toBe('none');
    expect(overlayAfter({ type: 'contact.toggled' }, { type: 'page.scrolled' })).toBe('contact');
    expect(overlayAfter({ type: 'modal.opened', modal: 'login' }, { type: 'page.scrolled' })).toBe(
      'login',
    );
  });

  it.each(['menu', 'contact', 'login', 'register', 'admin', 'terms'] as const)(
    'a route change closes %s',
    (open) => {
      const opening: OverlayEvent =
        open === 'menu'
          ? { type: 'menu.opened' }
          : open === 'contact'
            ? { type: 'contact.toggled' }
            : { type: 'modal.opened', modal: open };
      expect(overlayAfter(opening)).toBe(open);
      expect(overlayAfter(opening, { type: 'route.changed' })).toBe('none');
    },
  );

  it('Escape / close / outside click closes what is open', () => {
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'closed' })).toBe('none');
    expect(overlayAfter({ type: 'contact.toggled' }, { type: 'closed' })).toBe('none');
    expect(overlayAfter({ type: 'modal.opened', modal: 'terms' }, { type: 'closed' })).toBe('none');
  });

  it('a modal covers the menu or the contact panel', () => {
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'modal.opened', modal: 'login' })).toBe(
      'login',
    );
    expect(
      overlayAfter({ type: 'contact.toggled' }, { type: 'modal.opened', modal: 'register' }),
    ).toBe('register');
  });

  it('panel toggles are ignored while a modal is open', () => {
    expect(overlayAfter({ type: 'modal.opened', modal: 'login' }, { type: 'menu.opened' })).toBe(
      'login',
    );
    expect(
      overlayAfter({ type: 'modal.opened', modal: 'login' }, { type: 'contact.toggled' }),
    ).toBe('login');
  });

  it('the admin modal opens only when no other modal is open (one at a time)', () => {
    expect(overlayAfter({ type: 'modal.opened', modal: 'admin' })).toBe('admin');
    expect(overlayAfter({ type: 'menu.opened' }, { type: 'modal.opened', modal: 'admin' })).toBe(
      'admin',
    );
    for (const modal of ['login', 'register', 'terms'] as const) {
      expect(
        overlayAfter({ type: 'modal.opened', modal }, { type: 'modal.opened', modal: 'admin' }),
      ).toBe(modal);
    }
  });

  it('one ordinary modal replaces another (login ↔ register)', () => {
    expect(
      overlayAfter(
        { type: 'modal.opened', modal: 'login' },
        { type: 'modal.opened', modal: 'register' },
      ),
    ).toBe('register');
    expect(
      overlayAfter(
        { type: 'modal.opened', modal: 'admin' },
        { type: 'modal.opened', modal: 'login' },
      ),
    ).toBe('login');
  });
});
