/**
 * Loads the platform's locale data off the main thread (src/format/warmUpIntl.ts). Chromium keeps
 * it, and the list of locales its Intl services have, once for the whole page, workers included:
 * made here first, the page's own first Intl objects find them ready. Each kind the portal makes
 * is made once in each language and tag it uses: the lists of supported locales react-intl asks
 * for, the default time zone and locale react-aria reads, a language's direction, plural rules,
 * prices, long dates, and the lists react-aria's calendar writes.
 */
import { INTL_TAGS } from './locales';

Intl.NumberFormat.supportedLocalesOf(INTL_TAGS);
Intl.DateTimeFormat.supportedLocalesOf(INTL_TAGS);
new Intl.DateTimeFormat().resolvedOptions();
for (const tag of INTL_TAGS) {
  new Intl.Locale(tag).maximize();
  new Intl.PluralRules(tag).select(1);
  new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(0);
  new Intl.ListFormat(tag).format([]);
}

postMessage('warm');
