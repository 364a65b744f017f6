// @vitest-environment node
/**
 * The late-in-the-day message's words (docs/rules.md §9 "Late in the day"): "today" only over the
 * server's today, and the link named from the server's today, also past midnight on a page left
 * open.
 */
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import lt from '../../messages/lt.json';
import { todayOverWords } from '../../src/views/Board/TodayOverWords';

describe('todayOverWords', () => {
  it("over the server's today: nothing more today, and tomorrow or the day found", () => {
    expect(todayOverWords('2026-11-21', '2026-11-21', '2026-11-22')).toEqual({
      message: 'board_today_over',
      link: 'board_show_tomorrow',
    });
    expect(todayOverWords('2026-11-21', '2026-11-21', '2026-11-24').link).toBe(
      'board_show_free_day',
    );
  });

  it('over a day the clock has left behind: that day is over, and the new today is today', () => {
    // start-up's today was 2026-11-21; the clock has passed midnight with the page open
    expect(todayOverWords('2026-11-21', '2026-11-22', '2026-11-22')).toEqual({
      message: 'board_day_over',
      link: 'board_show_today',
    });
    expect(todayOverWords('2026-11-21', '2026-11-22', '2026-11-23').link).toBe(
      'board_show_tomorrow',
    );
    expect(todayOverWords('2026-11-21', '2026-11-22', '2026-11-25').link).toBe(
      'board_show_free_day',
    );
  });

  it('counts tomorrow across a month and a year', () => {
    expect(todayOverWords('2026-12-31', '2026-12-31', '2027-01-01').link).toBe(
      'board_show_tomorrow',
    );
  });

  it('has its words in both languages, and only the today message says today', () => {
    const say = (messages: typeof lt, locale: string) => (id: keyof typeof lt) =>
      createIntl({ locale, messages }).formatMessage({ id }, { day: 'X' });
    const [sayLt, sayEn] = [say(lt, 'lt'), say(en as typeof lt, 'en')];
    expect(sayLt('board_today_over')).toMatch(/^Šiandien/);
    expect(sayLt('board_day_over')).toBe('Ši diena jau praėjo.');
    expect(sayEn('board_day_over')).toBe('This day is over.');
    expect(sayLt('board_show_today')).toBe('Rodyti šiandienos laikus');
    expect(sayEn('board_show_today')).toBe('Show today’s times');
  });
});
