import {
  Children,
  Fragment,
  createElement,
  isValidElement,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import { createFormatters, createIntlCache, formatMessage, type OnErrorFn } from '@formatjs/intl';
import type { Locale } from '../../machines/domain';
import { completeCatalogs, isPartial, loadCatalog, type Catalog } from './catalogs';

export type { Catalog } from './catalogs';

/** A catalog with the language it is for. */
export interface LoadedCatalog {
  locale: Locale;
  messages: Catalog;
}

/**
 * Provides react-intl with the language (react-aria gets the same from the kit's AriaLocale,
 * around the parts that render its widgets). Until the first catalog arrives it
 * renders `fallback`; on a language switch the old catalog stays on screen until the new one is in.
 * `initial` is a catalog already at hand (src/app/start.tsx loads it before the first render, so the
 * first render already has words and can take over the prerendered shell without a flash).
 */
export function IntlRoot({
  locale,
  initial,
  fallback,
  children,
}: {
  locale: Locale;
  initial?: LoadedCatalog | undefined;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<LoadedCatalog | null>(initial ?? null);
  const inUse = loaded?.locale === locale;

  useEffect(() => {
    if (inUse) return;
    let live = true;
    const retry = (attempt: number) => {
      loadCatalog(locale).then(
        (messages) => {
          if (live) setLoaded({ locale, messages });
        },
        () => {
          // a chunk can fail on a flaky connection: try again, gently
          if (live && attempt < 5) setTimeout(() => retry(attempt + 1), 1000 * (attempt + 1));
        },
      );
    };
    retry(0);
    return () => {
      live = false;
    };
  }, [locale, inUse]);

  // made again only with another catalog: a new context draws every message again
  const intl = useMemo(
    () =>
      loaded &&
      messagesOnly(loaded, (error) => {
        // An id missing from a catalog still in part (which nothing should ask for: see
        // scripts/first-load-messages.ts) brings the rest, and the tree is drawn again with it.
        if (error.code === 'MISSING_TRANSLATION' && isPartial(loaded.messages)) {
          void completeCatalogs().then(
            () => setLoaded((now) => (now ? { ...now, messages: { ...now.messages } } : now)),
            () => undefined,
          );
        }
        if (import.meta.env.DEV) console.error(error);
      }),
    [loaded],
  );

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!intl) return <>{fallback}</>;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/** A message's parts with keys by position, as react-intl's own provider gives them. */
const keyed = (parts: ReactNode): ReactNode[] =>
  Children.toArray(parts).map((part, index) =>
    isValidElement(part) ? createElement(Fragment, { key: index }, part) : part,
  );

const notHere = (): never => {
  throw new Error('react-intl formats messages only here: numbers and dates are src/format');
};

/**
 * react-intl's context with messages alone, where its IntlProvider makes every formatter of
 * @formatjs/intl (dates, numbers, lists, relative times, display names). The portal formats
 * numbers, money and dates itself (src/format), and those formatters were 1.7 KB gz of the
 * first load (docs/performance.md, "Bundle"). The same messages, with the same errors to
 * `onError`: formatMessage is @formatjs/intl's, with react-intl's keys on rich text.
 */
function messagesOnly({ locale, messages }: LoadedCatalog, onError: OnErrorFn): IntlShape {
  const config = {
    locale,
    messages,
    defaultLocale: 'lt',
    formats: {},
    defaultFormats: {},
    fallbackOnEmptyString: true,
    onError,
  };
  const formatters = createFormatters(createIntlCache());
  const format = (
    descriptor: Parameters<typeof formatMessage>[2],
    values?: Record<string, unknown>,
    options?: Parameters<typeof formatMessage>[4],
  ) => {
    const withKeys =
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function' ? (chunks: ReactNode) => value(keyed(chunks)) : value,
        ]),
      );
    const parts: unknown = formatMessage(config, formatters, descriptor, withKeys, options);
    return Array.isArray(parts) ? keyed(parts) : parts;
  };
  return {
    ...config,
    textComponent: Fragment,
    formatters,
    formatMessage: format as IntlShape['formatMessage'],
    $t: format as IntlShape['formatMessage'],
    formatDate: notHere,
    formatDateToParts: notHere,
    formatDateTimeRange: notHere,
    formatTime: notHere,
    formatTimeToParts: notHere,
    formatDuration: notHere,
    formatDurationToParts: notHere,
    formatRelativeTime: notHere,
    formatNumber: notHere,
    formatNumberToParts: notHere,
    formatPlural: notHere,
    formatList: notHere,
    formatListToParts: notHere,
    formatDisplayName: notHere,
  };
}
