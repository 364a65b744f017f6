import type { Plugin } from 'vite';

/** @internationalized/date's `createCalendar`, the one module that imports every calendar system. */
export const CREATE_CALENDAR =
  /[/\\]@internationalized[/\\]date[/\\]dist[/\\]private[/\\]createCalendar\.mjs$/;

/**
 * What the build puts in its place: the Gregorian calendar for any name, as the original's own
 * `default:` branch does for a name it does not know.
 */
export const GREGORIAN_ONLY = `import {GregorianCalendar} from './calendars/GregorianCalendar.mjs';
export function createCalendar() {
  return new GregorianCalendar();
}
`;

/**
 * react-aria-components' Calendar and RangeCalendar build their calendar system by name with
 * @internationalized/date's `createCalendar` (unless given one of their own, and even then they
 * import it), and that function imports all thirteen systems: Japanese, Hebrew, Islamic, Persian
 * and the rest, about 3 KB gz that would come with the Home page's month calendar. The portal's
 * calendars speak lt-LT and en-GB (src/ui/Provider/AriaProvider.tsx), and both count days by the
 * Gregorian calendar, so the build keeps that one system only. react-aria's own
 * `@react-aria/optimize-locales-plugin` (vite.config.ts) trims its strings the same way.
 *
 * Were the portal ever to speak a language whose calendar is another, this plugin goes with it:
 * its calendars would then be drawn in Gregorian months.
 */
export function gregorianCalendarOnly(): Plugin {
  return {
    name: 'gregorian-calendar-only',
    enforce: 'pre',
    transform(_code, id) {
      return CREATE_CALENDAR.test(id) ? { code: GREGORIAN_ONLY, map: null } : null;
    },
  };
}
