/**
 * Where machines meet the wire and the browser (docs/architecture.md): every placeholder actor and
 * action a machine declares is bound once, to `src/api`, storage and the router: here for the
 * machines of the board's first load, in src/app/pageMachines.ts for the other pages' (which come
 * later, in a chunk of their own). Each call gets what it needs (booking address, token, payment
 * method) as input from the machine that makes it; the wire keeps no state and never reads the
 * actor system.
 */
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { appMachine, type AppInput } from '../../machines/app';
import { cartMachine, type CartEvent } from '../../machines/cart';
import { consentMachine } from '../../machines/consent';
import { boardMachine } from '../../machines/board';
import { sessionMachine, type TokenWay } from '../../machines/session';
import type { Locale } from '../../machines/domain';
import { createWire, loadAccountCalls } from '../api';
import { boardChildren, sessionChildren } from './children';
import { saveFile as browserSave } from './download';
import { fromWire } from './fromWire';
import type { PageMachines } from './pageMachines';
import { startupPage, type StartupCache } from './startupCache';

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
  /** the browser's clock, epoch milliseconds; Date.now by default */
  now?: () => number;
}

export interface PortalWiring {
  /** the app machine with every effect bound */
  app: ReturnType<typeof provideMachines>;
  input: AppInput;
}

export function createPortalWiring(options: PortalOptions): PortalWiring {
  const now = options.now ?? Date.now;
  const location = options.location ?? globalThis.location;
  return {
    app: provideMachines(createWire({ contentUrl: options.contentUrl }), options),
    input: {
      storedToken: options.tokenStore.get(),
      storedCart: options.cartStore.get(),
      locale: options.localeStore.get(),
      cached: options.startupCache?.guess(now()) ?? null,
      page: location ? startupPage(location.pathname, location.search) : null,
    },
  };
}

function provideMachines(wire: ReturnType<typeof createWire>, options: PortalOptions) {
  const { content, booking } = wire;
  const navigate = options.navigate ?? ((to: string) => browserNavigate(to));
  const leave = options.leaveForBank ?? ((url: string) => window.location.assign(url));
  const save = options.saveFile ?? browserSave;
  const now = options.now ?? Date.now;
  // the other pages' machines with their calls bound, once `loadPages` has brought their code
  let pages: PageMachines | undefined;
  const later = <K extends keyof PageMachines>(name: K): PageMachines[K] =>
    lateMachine(name, () => pages?.[name]);
  // Each machine provided once, its children and its calls together (src/app/children.ts).
  return appMachine.provide({
    actors: {
      ...boardChildren,
      loadPages: fromPromise(async () => {
        // the pages' own calls come beside their machines, so no page waits for them later
        const [{ bindPageMachines }] = await Promise.all([
          import('./pageMachines'),
          loadAccountCalls(),
        ]);
        pages ??= bindPageMachines({ wire, leave, save, cartStore: options.cartStore });
      }),
      contact: later('contact'),
      terms: later('terms'),
      paymentResult: later('paymentResult'),
      topUp: later('topUp'),
      ordersList: later('ordersList'),
      invoicesList: later('invoicesList'),
      loadOptions: fromWire((_: void, opts) => content.getOptions(opts)),
      loadServerDate: fromWire((_: void, opts) => content.getServerDate(opts)),
      loadPlaces: fromWire(({ access }, opts) => booking(access).getPlaces(opts)),
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
          forgetToken: () => options.tokenStore.set(null),
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
          forgetCode: () => options.cartStore.set(null),
          leaveForBank: (_, { url }) => leave(url),
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
      rememberStartup: (_, facts) => options.startupCache?.save(facts, now()),
      forgetStartup: () => options.startupCache?.clear(),
      persistLocale: (_, { locale }) => options.localeStore.set(locale),
      navigate: (_, { to }) => navigate(to),
    },
  });
}

/**
 * A child machine whose code comes later: it runs as the machine `get` returns once that code is
 * in. The app spawns such a child only after its `loadPages` call is done (machines/app.ts,
 * `ready.allPages`); spawned before, it fails at once and names itself, as a placeholder does.
 */
function lateMachine<T extends AnyActorLogic>(name: string, get: () => T | undefined): T {
  const machine = (): AnyActorLogic => {
    const loaded = get();
    if (!loaded) throw new Error(`The ${name} machine was started before its code was loaded.`);
    return loaded;
  };
  const logic: AnyActorLogic = {
    // what the Stately inspector draws
    get config() {
      return machine().config as unknown;
    },
    getInitialSnapshot: (scope, input) => machine().getInitialSnapshot(scope, input),
    transition: (snapshot, event, scope) => machine().transition(snapshot, event, scope),
    getPersistedSnapshot: (snapshot, options) => machine().getPersistedSnapshot(snapshot, options),
    restoreSnapshot: (snapshot, scope) => machine().restoreSnapshot?.(snapshot, scope),
    start: (snapshot, scope) => machine().start?.(snapshot, scope),
  };
  return logic as T;
}
