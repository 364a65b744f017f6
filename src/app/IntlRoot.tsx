import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '../../machines/domain';
import type { MessageId } from './intl-types';

export type Catalog = Record<MessageId, string>;

// One chunk per catalog: only the language in use is downloaded.
const catalogs = import.meta.glob<{ default: Catalog }>('../../messages/*.json');

export function loadCatalog(locale: Locale): Promise<Catalog> {
  const load = catalogs[`../../messages/${locale}.json`];
  if (!load) return Promise.reject(new Error(`no catalog for ${locale}`));
  return load().then((m) => m.default);
}

/** A catalog with the language it is for. */
export interface LoadedCatalog {
  locale: Locale;
  messages: Catalog;
}

/**
 * Provides react-intl with the language (react-aria gets the same from AriaLocale, around the
 * parts that render its widgets). Until the first catalog arrives it
 * renders `fallback`; on a language switch the old catalog stays on screen until the new one is in.
 * `initial` is a catalog already at hand (src/main.tsx loads it before the first render, so the
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

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return <>{fallback}</>;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="lt">
      {children}
    </IntlProvider>
  );
}
