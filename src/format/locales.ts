import type { Locale } from '../../machines/domain';

/** The platform's tag for each language of the portal: Lithuanian, and British English. */
export const intlLocale: Record<Locale, string> = { lt: 'lt-LT', en: 'en-GB' };
