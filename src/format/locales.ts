import type { Locale } from '../../machines/domain';

/** The platform's tag for each language of the portal: Lithuanian, and British English. */
export const intlLocale: Record<Locale, string> = { lt: 'lt-LT', en: 'en-GB' };

/** Every tag the portal hands to Intl: the languages' own (react-intl's) and their regional ones. */
export const INTL_TAGS: string[] = [...Object.keys(intlLocale), ...Object.values(intlLocale)];
