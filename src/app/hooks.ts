/**
 * Narrow hooks over the app actor and its children. A view selects only what it shows, so a
 * change elsewhere (a toast, the menu) does not re-render it.
 */
import { createContext, useCallback, useContext } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '../../machines/app';
import type { sessionMachine } from '../../machines/session';
import type { ModalName } from '../../machines/overlay';
import { openOverlay, type overlayMachine } from '../../machines/overlay';
import type { toastsMachine } from '../../machines/toasts';
import type { Locale, Place, VenueOptions, User } from '../../machines/domain';
import type { PortalLogic } from './portal';

export type AppActor = ActorRefFrom<typeof appMachine>;
type SessionActor = ActorRefFrom<typeof sessionMachine>;
type OverlayActor = ActorRefFrom<typeof overlayMachine>;
type ToastsActor = ActorRefFrom<typeof toastsMachine>;

export const AppActorContext = createContext<AppActor | null>(null);
export const PortalLogicContext = createContext<PortalLogic | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor outside <App>');
  return actor;
}

/** The machines the app root provided with real effects (board, contact form, …). */
export function usePortalLogic(): PortalLogic {
  const logic = useContext(PortalLogicContext);
  if (!logic) throw new Error('usePortalLogic outside <App>');
  return logic;
}

function useChild<T>(systemId: 'session' | 'overlay' | 'toasts'): T {
  const app = useAppActor();
  const child = app.system.get(systemId) as T | undefined;
  if (!child) throw new Error(`no ${systemId} actor`);
  return child;
}

/** The venue options exist once the app is ready; views below the layout only render then. */
export function useVenueOptions(): VenueOptions {
  const options = useSelector(useAppActor(), (s) => s.context.options);
  if (!options) throw new Error('venue options read before start-up finished');
  return options;
}

/** The server's date, 'yyyy-MM-dd': "today" everywhere. */
export function useToday(): string {
  return useSelector(useAppActor(), (s) => s.context.today) ?? '';
}

export function usePlaces(): Place[] {
  return useSelector(useAppActor(), (s) => s.context.places);
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  const app = useAppActor();
  const locale = useSelector(app, (s) => s.context.locale);
  const set = useCallback(
    (next: Locale) => app.send({ type: 'locale.changed', locale: next }),
    [app],
  );
  return [locale, set];
}

export function useUser(): User | null {
  return useSelector(useChild<SessionActor>('session'), (s) => s.context.user);
}

export function useSessionActions() {
  const session = useChild<SessionActor>('session');
  const logout = useCallback(() => session.send({ type: 'session.signedOut' }), [session]);
  return { logout };
}

export function useOverlay() {
  const overlay = useChild<OverlayActor>('overlay');
  const open = useSelector(overlay, openOverlay);
  const toggleMenu = useCallback(() => overlay.send({ type: 'menu.toggled' }), [overlay]);
  const toggleContact = useCallback(() => overlay.send({ type: 'contact.toggled' }), [overlay]);
  const close = useCallback(() => overlay.send({ type: 'closed' }), [overlay]);
  const scrolled = useCallback(() => overlay.send({ type: 'page.scrolled' }), [overlay]);
  const routeChanged = useCallback(() => overlay.send({ type: 'route.changed' }), [overlay]);
  const openModal = useCallback(
    (modal: ModalName) => overlay.send({ type: 'modal.opened', modal }),
    [overlay],
  );
  return { open, toggleMenu, toggleContact, close, scrolled, routeChanged, openModal };
}

export function useToasts() {
  const toasts = useChild<ToastsActor>('toasts');
  const list = useSelector(toasts, (s) => s.context.toasts);
  const dismiss = useCallback(
    (id: number) => toasts.send({ type: 'toast.dismissed', id }),
    [toasts],
  );
  return { toasts: list, dismiss };
}
