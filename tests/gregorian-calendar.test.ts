import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createCalendar,
  DateFormatter,
  GregorianCalendar,
  type CalendarIdentifier,
} from '@internationalized/date';
import { intlLocale } from '../src/format/locales';
import { GREGORIAN_ONLY, gregorianCalendarOnly } from '../scripts/gregorian-calendar';

/** The installed @internationalized/date's `createCalendar` module, as the build meets it. */
const installed = join(
  dirname(createRequire(import.meta.url).resolve('@internationalized/date')),
  'private',
  'createCalendar.mjs',
);

const transform = (id: string) =>
  (gregorianCalendarOnly().transform as (this: unknown, code: string, id: string) => unknown).call(
    {},
    '',
    id,
  );

describe('the build keeps only the Gregorian calendar (scripts/gregorian-calendar.ts)', () => {
  it('replaces the installed createCalendar module, and no other', () => {
    expect(existsSync(installed)).toBe(true);
    expect(transform(installed)).toEqual({ code: GREGORIAN_ONLY, map: null });
    expect(transform(join(dirname(installed), 'DateFormatter.mjs'))).toBeNull();
    expect(transform('/app/src/ui/Calendar/createCalendar.mjs')).toBeNull();
  });

  it('imports a Gregorian calendar that is where the replacement looks for it', () => {
    const [, path] = /from '(\.\/[^']+)'/.exec(GREGORIAN_ONLY) ?? [];
    expect(path).toBeDefined();
    expect(existsSync(join(dirname(installed), path ?? ''))).toBe(true);
  });

  // react-aria asks for the system its locale's formatter names: for each of the portal's
  // languages the library itself answers the Gregorian calendar, so the replacement changes nothing.
  it.each(Object.values(intlLocale))('%s counts days by the Gregorian calendar', (tag) => {
    const system = new DateFormatter(tag).resolvedOptions().calendar as CalendarIdentifier;
    expect(system).toBe('gregory');
    expect(createCalendar(system)).toBeInstanceOf(GregorianCalendar);
  });
});
