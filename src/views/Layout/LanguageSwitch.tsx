import { ToggleButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../machines/domain';
import { useLocale } from '../../app/hooks';
import * as styles from './Layout.css';

const LOCALES: { locale: Locale; label: 'LT' | 'EN'; name: 'kalba_lt' | 'kalba_en' }[] = [
  { locale: 'lt', label: 'LT', name: 'kalba_lt' },
  { locale: 'en', label: 'EN', name: 'kalba_en' },
];

/** LT | EN: the choice is remembered for the next visit. */
export function LanguageSwitch() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'kalba' })}
      className={styles.langSwitch}
    >
      {LOCALES.map((option) => (
        <ToggleButton
          key={option.locale}
          className={styles.langOption}
          isSelected={locale === option.locale}
          onChange={() => setLocale(option.locale)}
          aria-label={intl.formatMessage({ id: option.name })}
          lang={option.locale}
        >
          {option.label}
        </ToggleButton>
      ))}
    </div>
  );
}
