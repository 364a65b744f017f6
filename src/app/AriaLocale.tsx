import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';

/** react-aria locale tags: Lithuanian and British English (week starts Monday in both). */
const ariaLocale: Record<string, string> = { lt: 'lt-LT', en: 'en-GB' };

/**
 * react-aria's language, the same as react-intl's (IntlRoot). Not at the app's root: the first
 * load carries no react-aria (its i18n module asks the browser's Intl for the default locale as
 * it loads, a long task at 4× CPU), so each part that renders react-aria's widgets wraps them in
 * this: the dialogs (ModalDialog), the calendar's month, the menu, the pages loaded on demand
 * (Routes). All of those are loaded after the first paint.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useIntl();
  return <I18nProvider locale={ariaLocale[locale] ?? 'lt-LT'}>{children}</I18nProvider>;
}
