import type { Locale } from '../../machines/domain';
import type { TokenWay } from '../../machines/session';

/**
 * What the portal keeps in the browser between visits. Storage can be unavailable (private mode,
 * blocked cookies): the portal then simply forgets, it never fails.
 */
export const STORAGE_KEYS = {
  /** also read by the boot script before the first paint (scripts/prerender.ts) */
  token: 'savitarna.token',
  /** which form issued the token ('login', 'register', 'admin'), written and cleared with it */
  tokenFrom: 'savitarna.token.from',
  locale: 'savitarna.locale',
  cart: 'savitarna.cart',
  /** when the cart last changed: rewritten on every change, so other tabs hear even the same code */
  cartChanged: 'savitarna.cart.changed',
  /** the start-up record (src/app/startupCache.ts), as JSON */
  startup: 'savitarna.startup',
} as const;

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // storage unavailable: nothing to remember
  }
}

const TOKEN_WAYS: readonly TokenWay[] = ['login', 'register', 'admin'];

/**
 * The session's token, and beside it the form that issued it: staff acting as a customer (the
 * hidden admin login) still see whose account they use after a reload (docs/rules.md §4).
 */
export const tokenStore = {
  get: () => read(STORAGE_KEYS.token),
  /** the form that issued the stored token; null when none is stored or the mark is unreadable */
  from(): TokenWay | null {
    const stored = read(STORAGE_KEYS.tokenFrom);
    return read(STORAGE_KEYS.token) === null
      ? null
      : (TOKEN_WAYS.find((way) => way === stored) ?? null);
  },
  set(token: string | null, from: TokenWay | null = null) {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.tokenFrom, token === null ? null : from);
  },
};

export const localeStore = {
  get(): Locale {
    const stored = read(STORAGE_KEYS.locale);
    return stored === 'en' || stored === 'lt' ? stored : 'lt';
  },
  set: (locale: Locale) => write(STORAGE_KEYS.locale, locale),
};

/**
 * The cart's reservation code (docs/rules.md §3): the cart belongs to this browser, and its tabs
 * share it: `watch` hears another tab change it (the storage event never fires in the tab that
 * wrote).
 */
export const cartStore = {
  get: () => read(STORAGE_KEYS.cart),
  set(code: string | null) {
    write(STORAGE_KEYS.cart, code);
    write(STORAGE_KEYS.cartChanged, String(Date.now()));
  },
  watch(onChange: (code: string | null) => void): () => void {
    const listener = (event: StorageEvent) => {
      if (
        event.key === STORAGE_KEYS.cart ||
        event.key === STORAGE_KEYS.cartChanged ||
        event.key === null
      ) {
        onChange(read(STORAGE_KEYS.cart));
      }
    };
    globalThis.addEventListener?.('storage', listener);
    return () => globalThis.removeEventListener?.('storage', listener);
  },
};

/** The start-up record's raw text; src/app/startupCache.ts reads and checks it. */
export const startupStore = {
  get: () => read(STORAGE_KEYS.startup),
  set: (value: string | null) => write(STORAGE_KEYS.startup, value),
};
