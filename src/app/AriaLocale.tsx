import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { intlLocale } from '../format/locales';

/**
 * react-aria's tag for react-intl's language: the platform's own, as every formatter of the
 * portal uses (week starts Monday in both); Lithuanian for anything else.
 */
const ariaLocale: Partial<Record<string, string>> = intlLocale;

/**
 * react-aria's language, the same as react-intl's (IntlRoot). Not at the app's root: the first
 * load carries no react-aria (its i18n module asks the browser's Intl for the default locale as
 * it loads, a long task at 4× CPU), so each part that renders react-aria's widgets wraps them in
 * this: the dialogs (ModalDialog), the calendar's month, the menu, the pages loaded on demand
 * (Routes). All of those are loaded after the first paint.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return <I18nProvider locale={ariaLocale[locale] ?? intlLocale.lt}>{children}</I18nProvider>;
}
