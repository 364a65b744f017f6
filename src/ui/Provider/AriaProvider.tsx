import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { intlLocale } from '../../format/locales';

/**
 * react-aria's language: react-intl's, as the platform names it (lt-LT, en-GB: weeks start on
 * Monday in both). Only the widgets that print dates or numbers of their own need it (the
 * calendar's month, the dialogs); each wraps itself, so the kit asks nothing of the app's root.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  const tag = (intlLocale as Partial<Record<string, string>>)[locale] ?? intlLocale.lt;
  return <I18nProvider locale={tag}>{children}</I18nProvider>;
}

/**
 * react-aria's links (Link, ButtonLink, link tabs, menu items) open in-app addresses through the
 * app's router (wouter), without a page load; a click with a modifier, another origin and
 * `target` stay the browser's, as react-aria decides. The address is passed whole, so a query
 * (the board's `?data=`) goes along.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>;
}
