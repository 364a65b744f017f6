// @vitest-environment node
/**
 * The board's slot labels, pinned word for word in both catalogues. tests/messages.test.ts checks
 * that every id has some text in both languages, and the board's view tests read the Lithuanian
 * ones; an English label changed to another status's word ("Free" for a reserved court) passed
 * them all. The English words are docs/rules.md §3's; a deliberate change of a label changes
 * this table with it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../src/views/Board/statusLabels';
import { projectRoot } from './support/sources';

const STATUS_TEXTS = {
  lt: {
    'status.closed': 'Uždaryta',
    'status.free': 'Laisva',
    'status.full': 'Rezervuota',
    'status.fullsell': 'Parduodama',
    'status.my': 'Nupirkta',
    'status.mycart': 'Krepšelyje',
    'status.past': 'Praėjo',
    'status.unknown': 'Neprieinama',
  },
  en: {
    'status.closed': 'Closed',
    'status.free': 'Free',
    'status.full': 'Reserved',
    'status.fullsell': 'On sale',
    'status.my': 'Bought',
    'status.mycart': 'In cart',
    'status.past': 'Past',
    'status.unknown': 'Unavailable',
  },
} as const;

/** Every `status.*` entry of a catalogue, nothing else. */
function statusTexts(locale: 'lt' | 'en'): Record<string, unknown> {
  const all = JSON.parse(
    readFileSync(join(projectRoot, 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith('status.')));
}

describe('slot status texts', () => {
  for (const locale of ['lt', 'en'] as const) {
    it(`${locale}.json names every status exactly as pinned, no more and no fewer`, () => {
      expect(statusTexts(locale)).toEqual(STATUS_TEXTS[locale]);
    });

    it(`${locale}.json gives no two statuses the same text`, () => {
      const texts = Object.values(statusTexts(locale));
      expect(new Set(texts).size).toBe(texts.length);
    });
  }

  it('the pinned ids are the ones the board shows', () => {
    expect(Object.values(SLOT_LABELS).sort()).toEqual(Object.keys(STATUS_TEXTS.lt).sort());
  });
});
