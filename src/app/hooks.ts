/**
 * The app actor's context and narrow, typed hooks over it and its children. A view selects only
 * what it shows, so a change elsewhere (a toast, the menu) does not re-render it. Children are
 * read from the app's snapshot (`snapshot.children.board`), typed by the app machine's `setup`:
 * no casts, no look-ups by string.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createActorContext, useActorRef, useSelector } from '@xstate/react';
import type {
  ActorRefFrom,
  AnyActorLogic,
  AnyActorRef,
  EventFrom,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { appMachine, type AppSnapshot } from '../../machines/app';
import { selectCountdown, selectHoldEnding, selectHoldOver } from '../../machines/cart';
import type { BookingAccess, Locale, Place, User, VenueOptions } from '../../machines/domain';
import { openOverlay, type ModalName, type OpenOverlay } from '../../machines/overlay';
import {
  selectBalance,
  selectBalanceLoading,
  selectUser,
  type SessionSnapshot,
} from '../../machines/session';
import { selectToasts } from '../../machines/toasts';
import type { PageEffects } from './portal';

export type { PageEffects };

/** The app actor for the whole tree: `<AppActorContext.Provider logic={wiring.app} …>`. */
export const AppActorContext = createActorContext(appMachine);

export const useAppActor = AppActorContext.useActorRef;

/** Where start-up is. */
export const selectPhase = (s: AppSnapshot): 'starting' | 'failed' | 'ready' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'starting';
export const selectLocale = (s: AppSnapshot) => s.context.locale;
export const selectOptions = (s: AppSnapshot) => s.context.options;
export const selectToday = (s: AppSnapshot) => s.context.today;
export const selectPlaces = (s: AppSnapshot) => s.context.places;
/** For the retry screen: why start-up failed. */
export const selectStartupFailure = (s: AppSnapshot) => s.context.failure;
/** The server's date-time as it wrote it (ISO 8601 with offset), e.g. the board's "now". */
export const selectServerDate = (s: AppSnapshot) => s.context.serverDate;
/** The server's date-time as its own wall clock reads it, 'yyyy-MM-dd HH:mm:ss' (orders' resale). */
export const selectServerNow = (s: AppSnapshot) =>
  (s.context.serverDate ?? '').slice(0, 19).replace('T', ' ');

type Children = AppSnapshot['children'];

/**
 * A child of the app by its id. The session, the board, the overlay and the toasts run from the
 * start; the others once start-up is done, and the pages render only then (src/app/App.tsx).
 */
function useChild<K extends keyof Children>(id: K): NonNullable<Children[K]> {
  const child = AppActorContext.useSelector((s) => s.children[id]);
  if (!child) throw new Error(`the ${String(id)} actor is not running yet`);
  return child;
}

export const useSessionActor = () => useChild('session');
export const useOverlayActor = () => useChild('overlay');
export const useToastsActor = () => useChild('toasts');
export const useContactActor = () => useChild('contact');
export const useBoardActor = () => useChild('board');
export const useTermsActor = () => useChild('terms');

type SessionChildren = SessionSnapshot['children'];
export type SessionFormId =
  'loginForm' | 'registerForm' | 'adminForm' | 'lostPasswordForm' | 'passwordForm';

/** One of the session's account forms (machines/form.ts); they live as long as the session. */
export function useSessionForm<K extends SessionFormId>(id: K): NonNullable<SessionChildren[K]> {
  const form = useSelector(useSessionActor(), (s) => s.children[id]);
  if (!form) throw new Error(`the session's ${id} is not running`);
  return form;
}

/** The consent actor while a user is signed in (machines/consent.ts); undefined otherwise. */
export function useConsentActor(): SessionChildren['consent'] | undefined {
  return useSelector(useSessionActor(), (s) => s.children.consent);
}

/** The signed-in user's balance in euros (null until known) and whether it is being read. */
export function useBalance(): { balance: number | null; loading: boolean } {
  const session = useSessionActor();
  const balance = useSelector(session, selectBalance);
  const loading = useSelector(session, selectBalanceLoading);
  return { balance, loading };
}

/** The venue options exist once the app is ready; views below the layout only render then. */
export function useVenueOptions(): VenueOptions {
  const options = AppActorContext.useSelector(selectOptions);
  if (!options) throw new Error('venue options read before start-up finished');
  return options;
}

/** The server's date, 'yyyy-MM-dd': "today" everywhere. */
export function useToday(): string {
  return AppActorContext.useSelector(selectToday) ?? '';
}

export function usePlaces(): Place[] {
  return AppActorContext.useSelector(selectPlaces);
}

export function useLocale(): [Locale, (locale: Locale) => void] {
  const app = useAppActor();
  const locale = AppActorContext.useSelector(selectLocale);
  const set = useCallback(
    (next: Locale) => app.send({ type: 'locale.changed', locale: next }),
    [app],
  );
  return [locale, set];
}

export function useUser(): User | null {
  return useSelector(useSessionActor(), selectUser);
}

/**
 * Logging out: the press goes through the app, which tells the session whether the cart holds
 * slots (the session then asks first); the answer to that question goes to the session.
 */
export function useSessionActions() {
  const app = useAppActor();
  const session = useSessionActor();
  const logout = useCallback(() => app.send({ type: 'session.logoutRequested' }), [app]);
  const confirmLogout = useCallback(() => session.send({ type: 'logout.confirmed' }), [session]);
  const cancelLogout = useCallback(() => session.send({ type: 'logout.cancelled' }), [session]);
  return { logout, confirmLogout, cancelLogout };
}

/**
 * What the overlay (machines/overlay.ts) can be asked to do. Reading none of its state, a caller
 * is not drawn again when a panel or dialog opens or closes.
 */
export function useOverlayActions() {
  const overlay = useOverlayActor();
  const openMenu = useCallback(() => overlay.send({ type: 'menu.opened' }), [overlay]);
  const closeMenu = useCallback(() => overlay.send({ type: 'menu.closed' }), [overlay]);
  const toggleContact = useCallback(() => overlay.send({ type: 'contact.toggled' }), [overlay]);
  const close = useCallback(() => overlay.send({ type: 'closed' }), [overlay]);
  const scrolled = useCallback(() => overlay.send({ type: 'page.scrolled' }), [overlay]);
  const routeChanged = useCallback(() => overlay.send({ type: 'route.changed' }), [overlay]);
  const openModal = useCallback(
    (modal: ModalName) => overlay.send({ type: 'modal.opened', modal }),
    [overlay],
  );
  return { openMenu, closeMenu, toggleContact, close, scrolled, routeChanged, openModal };
}

/** Which panel or modal is open ('none' when none is). */
export function useOverlayOpen(): OpenOverlay {
  return useSelector(useOverlayActor(), openOverlay);
}

/**
 * Whether the overlay has one of `names` open. The caller is drawn again only when that answer
 * changes: the header, say, is not drawn again when the slot dialog asks its question.
 */
export function useOverlayIs(...names: OpenOverlay[]): boolean {
  return useSelector(useOverlayActor(), (snapshot) => names.includes(openOverlay(snapshot)));
}

export function useToasts() {
  const toasts = useToastsActor();
  const list = useSelector(toasts, selectToasts);
  const dismiss = useCallback(
    (id: number) => toasts.send({ type: 'toast.dismissed', id }),
    [toasts],
  );
  return { toasts: list, dismiss };
}

/** The payment result (machines/paymentResult.ts), for its page (src/views/Payment). */
export const usePaymentResultActor = () => useChild('paymentResult');

/** The cart (machines/cart.ts): a child of the app once it is ready, so it outlives every screen. */
export const useCartActor = () => useChild('cart');

/**
 * The cart's countdown as shown (mm:ss). Only the few leaves that print it call this: it changes
 * every second, and nothing else (the board above all) may re-render with it.
 */
export function useCartCountdown(): string {
  return useSelector(useCartActor(), selectCountdown);
}

/** The hold is in its last minute (the WCAG 2.2.1 warning) and whether it has run out. */
export function useHoldState(): { ending: boolean; over: boolean } {
  const cart = useCartActor();
  const ending = useSelector(cart, selectHoldEnding);
  const over = useSelector(cart, selectHoldOver);
  return { ending, over };
}

/** What the pages' own machines are bound to (src/app/portal.ts `PageEffects`); App provides it. */
export const PageEffectsContext = createContext<PageEffects | null>(null);

export function usePageEffects(): PageEffects {
  const effects = useContext(PageEffectsContext);
  if (!effects) throw new Error('a page machine bound outside the app root');
  return effects;
}

/** The booking address and the session's token as they last settled, for a page's own machine. */
export function useBookingAccess(): BookingAccess {
  const url = AppActorContext.useSelector((s) => s.context.options?.bookingApiUrl ?? '');
  const token = AppActorContext.useSelector((s) => s.context.token);
  return useMemo(() => ({ url, token }), [url, token]);
}

/**
 * A machine that only one page uses (the top-up, the orders', the invoices' list), run by that
 * page (docs/architecture.md, "Lifetimes"): started with `input` as the page opens, stopped as it
 * goes, so its code travels in the page's own chunk and what it held goes with it. It is handed
 * the app as `app`, which its failures go to as a child's do (machines/domain.ts
 * `reportFailure`): a call refused as unauthorised still ends the session. While the page stands,
 * a change of `access` (a new token or user) is told to it as `accessChanged(access)`.
 */
export function usePageActor<TLogic extends AnyActorLogic, TAccess>(
  logic: TLogic,
  input: Omit<InputFrom<TLogic>, 'app'>,
  access: TAccess,
  accessChanged: (access: TAccess) => EventFrom<TLogic>,
): ActorRefFrom<TLogic> {
  const app = useAppActor();
  const actor = useActorRef(logic, { input: { ...input, app } as InputFrom<TLogic> });
  const told = useRef(access);
  useEffect(() => {
    if (Object.is(told.current, access)) return;
    told.current = access;
    (actor as AnyActorRef).send(accessChanged(access));
  }, [actor, access, accessChanged]);
  return actor as ActorRefFrom<TLogic>;
}

/** The server's now as its wall clock reads it, 'yyyy-MM-dd HH:mm:ss' (orders' resale). */
export function useServerNow(): string {
  return AppActorContext.useSelector(selectServerNow);
}

/**
 * What `selector` reads from an actor, with its changes rendered as transitions: React draws them
 * in slices between which the browser paints and answers the user, where `useSelector`'s changes
 * are drawn in one task (an external store's updates are always urgent). For the few changes that
 * swap a large part of the page and need not show within the same frame, such as start-up ending
 * (src/app/App.tsx). While the transition renders, the old value stays on screen. `selector` is
 * best a module's own function (a machine's `select…`): a new one on every render subscribes
 * again each time.
 */
export function useSelectorInTransition<A extends AnyActorRef, T>(
  actor: A,
  selector: (snapshot: SnapshotFrom<A>) => T,
): T {
  const [value, setValue] = useState(() => selector(actor.getSnapshot() as SnapshotFrom<A>));
  useEffect(() => {
    const update = (snapshot: SnapshotFrom<A>) => {
      const next = selector(snapshot);
      startTransition(() => setValue(next));
    };
    // a change between the render and this subscription is not missed
    update(actor.getSnapshot() as SnapshotFrom<A>);
    const subscription = actor.subscribe(update);
    return () => subscription.unsubscribe();
  }, [actor, selector]);
  return value;
}
