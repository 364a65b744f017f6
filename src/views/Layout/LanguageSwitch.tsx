import { useIntl } from 'react-intl';
import type { Locale } from '../../../machines/domain';
import { useLocale } from '../../app/hooks';
import { ToggleGroup, ToggleGroupItem } from '../../ui/ToggleGroup/ToggleGroup';

/** Each language by its own name (the same in both catalogs): what a speaker of it looks for. */
const LOCALES: { locale: Locale; name: 'kalba_lt' | 'kalba_en' }[] = [
  { locale: 'lt', name: 'kalba_lt' },
  { locale: 'en', name: 'kalba_en' },
];

/**
 * Lietuvių | English: the choice is remembered for the next visit. The visible name is the
 * accessible name (WCAG 2.5.3), so "click English" works for speech input too. It sits in its own navigation landmark
 * (choosing the site's language is navigation between its versions), so it is found by landmark.
 */
export function LanguageSwitch({ tone = 'onDark' }: { tone?: 'onDark' | 'onLight' }) {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  const label = intl.formatMessage({ id: 'kalba' });
  return (
    <nav aria-label={label}>
      <ToggleGroup label={label} tone={tone}>
        {LOCALES.map((option) => (
          <ToggleGroupItem
            key={option.locale}
            isSelected={locale === option.locale}
            onChange={() => setLocale(option.locale)}
            lang={option.locale}
          >
            {intl.formatMessage({ id: option.name })}
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </nav>
  );
}
