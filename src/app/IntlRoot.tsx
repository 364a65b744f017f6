import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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
  // An id missing from a catalog still in part (which nothing should ask for: see
  // scripts/first-load-messages.ts) brings the rest, and the tree is drawn again with it.
  const onError: NonNullable<ComponentProps<typeof IntlProvider>['onError']> = (error) => {
    if (error.code === 'MISSING_TRANSLATION' && isPartial(loaded.messages)) {
      void completeCatalogs().then(
        () => setLoaded((now) => (now ? { ...now, messages: { ...now.messages } } : now)),
        () => undefined,
      );
    }
    if (import.meta.env.DEV) console.error(error);
  };
  return (
    <IntlProvider
      locale={loaded.locale}
      messages={loaded.messages}
      defaultLocale="lt"
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}
