/**
 * Where machines meet the wire and the browser (docs/architecture.md): which machine each child
 * of the app and the session is (`appChildren`, `sessionChildren`: parents name their children by
 * type only, machines/domain.ts `child`), and every placeholder actor and action a machine
 * declares, bound once, to `src/api`, storage and the router; and `PageEffects`, the same wire
 * and browser for the machines a page runs itself (src/app/hooks.ts `usePageActor`), which that
 * page binds, so their code comes with it. Each call gets what it needs
 * (booking address, token, payment method) as input from the machine that makes it; the wire
 * keeps no state and never reads the actor system.
 */
import { fromCallback } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { appMachine, type AppInput } from '../../machines/app';
import { cartMachine, type CartEvent } from '../../machines/cart';
import {
  connectionMachine,
  type ConnectionEvent,
  type ConnectionProbe,
} from '../../machines/connection';
import { consentMachine } from '../../machines/consent';
import { boardMachine } from '../../machines/board';
import { contactMachine } from '../../machines/contact';
import {
  adminFormMachine,
  loginFormMachine,
  lostPasswordFormMachine,
  passwordFormMachine,
  registerFormMachine,
} from '../../machines/form';
import { overlayMachine } from '../../machines/overlay';
import { paymentResultMachine } from '../../machines/paymentResult';
import { sessionMachine, type SessionEvent, type TokenWay } from '../../machines/session';
import { signInToAddMachine } from '../../machines/signInToAdd';
import { startupMachine } from '../../machines/startup';
import { termsMachine } from '../../machines/terms';
import { toastsMachine } from '../../machines/toasts';
import type { Locale } from '../../machines/domain';
import { createWire, type Wire } from '../api';
import { saveFile as browserSave } from './download';
import { fromWire } from './fromWire';
import { startupPage, type StartupCache } from './startupCache';

/** The session's child machines: the account forms and the consents. */
export const sessionChildren = {
  loginForm: loginFormMachine,
  registerForm: registerFormMachine,
  adminForm: adminFormMachine,
  lostPasswordForm: lostPasswordFormMachine,
  passwordForm: passwordFormMachine,
  consent: consentMachine,
};

/**
 * The app's child machines, but the session (which has children of its own). A machine only one
 * page uses (the top-up, the orders' and the invoices' lists) is not among them: that page runs
 * it (src/app/hooks.ts `usePageActor`) and binds its calls to `PageEffects`.
 */
export const appChildren = {
  startup: startupMachine,
  overlay: overlayMachine,
  toasts: toastsMachine,
  connection: connectionMachine,
  board: boardMachine,
  cart: cartMachine,
  contact: contactMachine,
  terms: termsMachine,
  paymentResult: paymentResultMachine,
  signInToAdd: signInToAddMachine,
};

export interface PortalOptions {
  /** VITE_CONTENT_URL */
  contentUrl: string;
  /** the session's token, and beside it the form that issued it (absent: not kept) */
  tokenStore: {
    get(): string | null;
    set(token: string | null, from?: TokenWay | null): void;
    from?(): TokenWay | null;
  };
  localeStore: { get(): Locale; set(locale: Locale): void };
  /** the cart's reservation code kept in this browser, shared with its other tabs */
  cartStore: {
    get(): string | null;
    set(code: string | null): void;
    watch?(onChange: (code: string | null) => void): () => void;
  };
  /** where a bank payment takes the browser; the browser's location by default */
  leaveForBank?: (url: string) => void;
  /** how a downloaded file is saved; the browser's download by default */
  saveFile?: (blob: Blob, name: string) => void;
  /** where the machines' navigation goes; the browser's address by default */
  navigate?: (to: string) => void;
  /** what start-up keeps between visits (src/app/startupCache.ts); none: every visit is a first */
  startupCache?: StartupCache;
  /** the address the portal starts at; the browser's by default */
  location?: { pathname: string; search: string };
  /** the browser's other tabs of the portal (`browserTabs`); none by default */
  otherTabs?: typeof browserTabs;
  /** the browser's clock, epoch milliseconds; Date.now by default */
  now?: () => number;
}

/**
 * What a page's own machine is bound to, by the page that runs it (src/views/Balance,
 * src/views/Orders, src/views/Invoices): the booking API's address for an access, on which the
 * page makes its own calls (src/app/accountCalls.ts), the bank, the download. The same wire and
 * the same options as the app's children are bound to.
 */
export interface PageEffects {
  bookingAt: Wire['bookingAt'];
  leaveForBank(url: string): void;
  saveFile(blob: Blob, name: string): void;
}

export interface PortalWiring {
  /** the app machine with every effect bound */
  app: ReturnType<typeof provideMachines>;
  input: AppInput;
  /** for the machines the pages run themselves */
  pages: PageEffects;
}

export function createPortalWiring(options: PortalOptions): PortalWiring {
  const now = options.now ?? Date.now;
  const location = options.location ?? globalThis.location;
  const wire = createWire({ contentUrl: options.contentUrl });
  return {
    app: provideMachines(wire, options),
    pages: {
      bookingAt: wire.bookingAt,
      leaveForBank: options.leaveForBank ?? leaveForBank,
      saveFile: options.saveFile ?? browserSave,
    },
    input: {
      storedToken: options.tokenStore.get(),
      storedTokenFrom: options.tokenStore.from?.() ?? null,
      storedCart: options.cartStore.get(),
      locale: options.localeStore.get(),
      cached: options.startupCache?.guess(now()) ?? null,
      page: location ? startupPage(location.pathname, location.search) : null,
    },
  };
}

/**
 * The portal's tabs in this browser talk on one BroadcastChannel (docs/rules.md §4 "Tabs"): a tab
 * that drops the session's token says so, and the others end their session too, since the token
 * they share is dead on the server. (The cart's code is shared through storage: `cartStore.watch`.)
 * The browser's app root passes it; a portal without it (a test's, whose instances share one
 * process and would hear each other) has no other tabs.
 */
export const browserTabs = {
  tell(message: unknown): void {
    const channel = new BroadcastChannel('savitarna.tabs');
    channel.postMessage(message);
    channel.close();
  },
  hear(onMessage: (message: unknown) => void): () => void {
    const channel = new BroadcastChannel('savitarna.tabs');
    channel.onmessage = (event: MessageEvent<unknown>) => onMessage(event.data);
    return () => channel.close();
  },
};
const TOKEN_DROPPED = 'token.dropped';
/** a tab read the balance: `{ type: BALANCE_READ, balance }` (euros) */
const BALANCE_READ = 'balance.read';
const balanceTold = (message: unknown): number | null => {
  if (typeof message !== 'object' || message === null) return null;
  const { type, balance } = message as { type?: unknown; balance?: unknown };
  return type === BALANCE_READ && typeof balance === 'number' ? balance : null;
};

const leaveForBank = (url: string) => window.location.assign(url);

function provideMachines(wire: ReturnType<typeof createWire>, options: PortalOptions) {
  const { content, booking } = wire;
  const navigate = options.navigate ?? ((to: string) => browserNavigate(to));
  const leave = options.leaveForBank ?? leaveForBank;
  const now = options.now ?? Date.now;
  // A cart's code leaves the browser only while it is still the one kept there: another tab may
  // have kept a cart of its own since (docs/rules.md §4 "Tabs"), and that one stays.
  const forgetCart = (code: string | null) => {
    if (code !== null && options.cartStore.get() === code) options.cartStore.set(null);
  };
  // Each machine provided once, its children and its calls together: each `provide` builds its
  // machine anew.
  return appMachine.provide({
    actors: {
      startup: startupMachine.provide({
        actors: {
          loadOptions: fromWire((_: void, opts) => content.getOptions(opts)),
          loadServerDate: fromWire((_: void, opts) => content.getServerDate(opts)),
          loadPlaces: fromWire(({ access }, opts) => booking(access).getPlaces(opts)),
        },
        actions: {
          rememberStartup: (_, facts) => options.startupCache?.save(facts, now()),
          forgetStartup: () => options.startupCache?.clear(),
        },
      }),
      overlay: overlayMachine,
      toasts: toastsMachine,
      connection: connectionMachine.provide({
        actors: {
          watchBrowser: fromCallback<ConnectionProbe>(({ sendBack, receive }) => {
            const tell = () =>
              sendBack({
                type:
                  globalThis.navigator?.onLine === false
                    ? 'connection.offline'
                    : 'connection.online',
              } satisfies ConnectionEvent);
            // a page opened offline says so at once; a probe asks again after a failed call
            tell();
            receive(tell);
            // outside a browser (the portal driven from Node, in tests) there is no window to hear
            const browser = typeof window === 'undefined' ? null : window;
            browser?.addEventListener('online', tell);
            browser?.addEventListener('offline', tell);
            return () => {
              browser?.removeEventListener('online', tell);
              browser?.removeEventListener('offline', tell);
            };
          }),
        },
      }),
      signInToAdd: signInToAddMachine,
      session: sessionMachine.provide({
        actors: {
          ...sessionChildren,
          checkToken: fromWire(({ access }, opts) =>
            booking(access).checkToken(access.token ?? '', opts),
          ),
          login: fromWire(({ access, form }, opts) => booking(access).login(form, opts)),
          register: fromWire((form, opts) => content.register(form, opts)),
          loginAsUser: fromWire((form, opts) => content.loginAsUser(form, opts)),
          forgotPassword: fromWire(({ access, email }, opts) =>
            booking(access).forgotPassword(email, opts),
          ),
          changePassword: fromWire(({ access, change }, opts) =>
            booking(access).changePassword(change, opts),
          ),
          getCredit: fromWire(({ access }, opts) => booking(access).getCredit(opts)),
          emptyCart: fromWire(({ access }, opts) => {
            const code = options.cartStore.get();
            return code === null
              ? Promise.resolve({ ok: true as const, data: null })
              : booking(access).emptyCart(code, opts);
          }),
          logout: fromWire(({ access }, opts) => booking(access).logout(opts)),
          watchOtherTabs: fromCallback<SessionEvent>(
            ({ sendBack }) =>
              options.otherTabs?.hear((message) => {
                if (message === TOKEN_DROPPED) sendBack({ type: 'session.endedElsewhere' });
                const balance = balanceTold(message);
                if (balance !== null) sendBack({ type: 'balance.readElsewhere', balance });
              }) ?? (() => {}),
          ),
          consent: consentMachine.provide({
            actors: {
              getConsents: fromWire(({ access, subject }, opts) =>
                booking(access).getConsents(subject, opts),
              ),
              setConsents: fromWire(({ access, subject, consents }, opts) =>
                booking(access).setConsents(subject, consents, opts),
              ),
            },
          }),
        },
        actions: {
          rememberToken: (_, { token, from }) => options.tokenStore.set(token, from),
          forgetToken: () => {
            options.tokenStore.set(null);
            options.otherTabs?.tell(TOKEN_DROPPED);
          },
          tellBalance: (_, { balance }) => options.otherTabs?.tell({ type: BALANCE_READ, balance }),
        },
      }),
      cart: cartMachine.provide({
        actors: {
          watchOtherTabs: fromCallback<CartEvent>(
            ({ sendBack }) =>
              options.cartStore.watch?.((code) =>
                sendBack({ type: 'cart.storageChanged', code }),
              ) ?? (() => {}),
          ),
          getCart: fromWire(({ access, code }, opts) => booking(access).getCart(code, opts)),
          createCart: fromWire(({ access }, opts) => booking(access).createBasicCart(opts)),
          addToCart: fromWire(({ access, code, request }, opts) =>
            booking(access).addCourtReservation(code, request, opts),
          ),
          removeFromCart: fromWire(({ access, code, itemId }, opts) =>
            booking(access).removeCourtReservation(code, itemId, opts),
          ),
          resumeCart: fromWire(({ access, code }, opts) => booking(access).resumeCart(code, opts)),
          payByBank: fromWire(({ access, code, paymentMethod, returnUrls }, opts) =>
            booking(access).payByBank(
              code,
              { paymentMethod, acceptUrl: returnUrls.accept, cancelUrl: returnUrls.cancel },
              opts,
            ),
          ),
          payByCredits: fromWire(({ access, code }, opts) =>
            booking(access).payByCredits(code, opts),
          ),
        },
        actions: {
          rememberCode: (_, { code }) => options.cartStore.set(code),
          forgetCode: (_, { code }) => forgetCart(code),
          leaveForBank: (_, { url }) => leave(url),
        },
      }),
      contact: contactMachine.provide({
        actors: { sendContact: fromWire((form, opts) => content.sendContact(form, opts)) },
      }),
      terms: termsMachine.provide({
        actors: { getTerms: fromWire((_: void, opts) => content.getTerms(opts)) },
      }),
      paymentResult: paymentResultMachine.provide({
        actors: {
          getCart: fromWire(({ access, code }, opts) => booking(access).getCart(code, opts)),
        },
        actions: {
          forgetCart: (_, { code }) => forgetCart(code),
        },
      }),
      board: boardMachine.provide({
        actors: {
          loadPlaceInfo: fromWire(({ access, placeId, date }, opts) =>
            booking(access).getPlaceInfo({ placeId, date }, opts),
          ),
          loadTimeInfo: fromWire(({ access, courtId, date, time }, opts) =>
            booking(access).getTimeInfo({ courtId, date, time }, opts),
          ),
        },
      }),
    },
    actions: {
      persistLocale: (_, { locale }) => options.localeStore.set(locale),
      navigate: (_, { to }) => navigate(to),
    },
  });
}
