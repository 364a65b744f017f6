// @vitest-environment node
/**
 * The board builds its status ids at run time from a typed list (src/views/Board/statusLabels.ts):
 * every listed id must have a text in both catalogues, so a status without one fails here instead
 * of reading "Unavailable" on the board.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookOfStatus, SLOT_LABELS, SLOT_LOOKS } from '../../src/views/Board/statusLabels';
import { projectRoot } from '../support/sources';

const catalogue = (locale: 'lt' | 'en') =>
  JSON.parse(readFileSync(join(projectRoot, 'messages', `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

describe('board status labels', () => {
  for (const locale of ['lt', 'en'] as const) {
    it(`every status the board can show has a text in ${locale}.json`, () => {
      const messages = catalogue(locale);
      const missing = Object.values(SLOT_LABELS).filter(
        (id) => typeof messages[id] !== 'string' || (messages[id] as string).trim() === '',
      );
      expect(missing).toEqual([]);
    });
  }

  it('lists the statuses docs/rules.md §3 names, the looks the board derives, and a fallback', () => {
    expect(SLOT_LOOKS).toEqual(
      expect.arrayContaining([
        'free',
        'full',
        'fullsell',
        'mycart',
        'my',
        'past',
        'closed',
        'unknown',
      ]),
    );
  });

  it('reads a status the list does not know as unknown, never as a built-up id', () => {
    expect(lookOfStatus('fullsell')).toBe('fullsell');
    expect(lookOfStatus('maintenance')).toBe('unknown');
    expect(lookOfStatus('toString')).toBe('unknown');
  });
});
