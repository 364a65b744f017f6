/**
 * The message catalogs, loaded by language and by part: the part the board's first load can show
 * (scripts/first-load-messages.ts), then the rest. No React here: src/app/afterLoad.ts, in the
 * entry, waits on it.
 */
import type { Locale } from '../../machines/domain';
import type { MessageId } from './intl-types';

export type Catalog = Record<MessageId, string>;

// One chunk per catalog and part: only the language in use is downloaded, and the board's first
// load takes only the ids it can show (scripts/precompile-messages.ts, scripts/first-load-messages.ts).
type CatalogGlob = Record<string, () => Promise<{ default: Catalog }>>;
const wholes: CatalogGlob = import.meta.glob<false, string, { default: Catalog }>(
  '../../messages/*.json',
);
const firsts: CatalogGlob = import.meta.glob<false, string, { default: Catalog }>(
  '../../messages/*.json',
  { query: '?part=first' },
);
const rests: CatalogGlob = import.meta.glob<false, string, { default: Catalog }>(
  '../../messages/*.json',
  { query: '?part=rest' },
);

function load(parts: CatalogGlob, locale: Locale): Promise<Catalog> {
  const chunk = parts[`../../messages/${locale}.json`];
  if (!chunk) return Promise.reject(new Error(`no catalog for ${locale}`));
  return chunk().then((m) => m.default);
}

/** A whole catalog (a language switch, or start-up's first part having failed). */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  return load(wholes, locale);
}

/** Catalogs that hold only the first-load part, by the language they are for. */
const partial = new Map<Catalog, Locale>();
/** first parts still on their way: completing waits for them, so it misses none */
const firstParts: Promise<unknown>[] = [];
let completing: Promise<void> | undefined;
/** once anything has waited for whole catalogs, every catalog loaded after is whole */
let wholeWanted = false;

/**
 * The part of a catalog the board's first load can show (src/app/start.tsx, for the first
 * render). `completeCatalogs` fills the same object in place with the rest; asked for after that
 * has been called, the whole catalog.
 */
export function loadFirstCatalog(locale: Locale): Promise<Catalog> {
  // the rest is wanted already (the first load is over): the whole catalog at once
  if (wholeWanted) return loadCatalog(locale);
  const loading = load(firsts, locale).then((part) => {
    const messages = { ...part };
    partial.set(messages, locale);
    return messages;
  });
  firstParts.push(loading.catch(() => undefined));
  return loading;
}

/**
 * Every catalog loaded in part, completed in place with the rest of its ids: the code fetched
 * once the page has loaded, and every page, panel or dialog loaded on demand, waits for this before
 * it renders (`withWholeCatalog`), so nothing outside the first load ever finds an id missing. A
 * failed fetch is tried again by the next call.
 */
export function completeCatalogs(): Promise<void> {
  wholeWanted = true;
  completing ??= Promise.all(firstParts.splice(0))
    .then(() =>
      Promise.all(
        [...partial].map(([messages, locale]) =>
          load(rests, locale).then((rest) => {
            Object.assign(messages, rest);
            partial.delete(messages);
          }),
        ),
      ),
    )
    .then(
      () => {
        completing = undefined;
      },
      (error: unknown) => {
        completing = undefined;
        throw error;
      },
    );
  return completing;
}

/**
 * Code loaded on demand, once the catalogs are whole too. If the rest of a catalog cannot be had
 * (the connection), the code still comes: IntlRoot asks again when an id turns out missing.
 */
export function withWholeCatalog<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), completeCatalogs().catch(() => undefined)]).then(([loaded]) => loaded);
}

/** Whether a catalog still holds only its first-load part. */
export function isPartial(messages: Catalog): boolean {
  return partial.has(messages);
}
