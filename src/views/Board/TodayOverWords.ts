import { dayAfter, selectNow, type BoardSnapshot } from '../../../machines/board';

/**
 * For views: the server's date by the board's clock, '' until start-up read it. Past midnight on
 * a page left open it is the new date, where start-up's today stays. A string, so the minute's
 * tick renders nothing.
 */
export const selectServerToday = (s: BoardSnapshot): string => selectNow(s)?.date ?? '';

/** What the late-in-the-day message says (catalogue ids), true for the day it lies over. */
export interface TodayOverWords {
  /**
   * `board_today_over` over the server's today ("no more free times today"); `board_day_over`
   * over a day the server's clock has left behind (a page left open past midnight), which is not
   * today any more.
   */
  message: 'board_today_over' | 'board_day_over';
  /** the link to the day offered: the server's today, its tomorrow, or another day named */
  link: 'board_show_today' | 'board_show_tomorrow' | 'board_show_free_day';
}

/**
 * The message's words for the day on screen (`shown`), the server's today by the board's clock
 * (`serverToday`, which passes midnight on a page left open, where start-up's today does not)
 * and the day offered (docs/rules.md §9 "Late in the day"). "Today" and "tomorrow" are counted
 * from the server's today, never from the day on screen or start-up's date.
 */
export function todayOverWords(
  shown: string,
  serverToday: string,
  offered: string,
): TodayOverWords {
  return {
    message: shown < serverToday ? 'board_day_over' : 'board_today_over',
    link:
      offered === serverToday
        ? 'board_show_today'
        : offered === dayAfter(serverToday)
          ? 'board_show_tomorrow'
          : 'board_show_free_day',
  };
}
