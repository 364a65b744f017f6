import { describe, expect, it } from 'vitest';
import { boardTimes, dayAfter, isBookableStatus, placeholderCount } from '../../machines/board';

describe('boardTimes: rows from work start to work end inclusive (docs/rules.md §9)', () => {
  it('default hours 7 to 23 give 33 half-hour rows, 07:00:00 … 23:00:00', () => {
    const times = boardTimes({ start: 7, end: 23 });
    expect(times).toHaveLength(33);
    expect(times[0]).toBe('07:00:00');
    expect(times[1]).toBe('07:30:00');
    expect(times.at(-1)).toBe('23:00:00');
  });

  it('lists every half hour', () => {
    expect(boardTimes({ start: 9, end: 11 })).toEqual([
      '09:00:00',
      '09:30:00',
      '10:00:00',
      '10:30:00',
      '11:00:00',
    ]);
  });

  it('one row when start equals end; none when start is after end', () => {
    expect(boardTimes({ start: 8, end: 8 })).toEqual(['08:00:00']);
    expect(boardTimes({ start: 9, end: 8 })).toEqual([]);
  });

  it('half hours are honoured and the day never runs past 23:30', () => {
    expect(boardTimes({ start: 7.5, end: 8.5 })).toEqual(['07:30:00', '08:00:00', '08:30:00']);
    expect(boardTimes({ start: 23, end: 24 })).toEqual(['23:00:00', '23:30:00']);
    expect(boardTimes({ start: 0, end: 0.5 })).toEqual(['00:00:00', '00:30:00']);
  });
});

describe('placeholderCount: the dialog’s placeholder while lengths load (docs/rules.md §9)', () => {
  const timetable = {
    '21:00:00': 'free',
    '21:30:00': 'fullsell',
    '22:00:00': 'free',
    '22:30:00': 'free',
  };

  it('counts the chosen half-hour and the free or on-sale ones right after it', () => {
    expect(placeholderCount(timetable, '21:00:00')).toBe(4);
    expect(placeholderCount(timetable, '21:30:00')).toBe(3);
    expect(placeholderCount(timetable, '22:30:00')).toBe(1);
  });

  it('never more than 4, and stops at the first slot that cannot be booked', () => {
    const long = { ...timetable, '20:30:00': 'free', '20:00:00': 'free' };
    expect(placeholderCount(long, '20:00:00')).toBe(4);
    expect(placeholderCount({ ...timetable, '21:30:00': 'mycart' }, '21:00:00')).toBe(1);
    expect(placeholderCount({ ...timetable, '22:00:00': 'full' }, '21:00:00')).toBe(2);
  });

  it('none for a slot that cannot be booked or a time that is not one', () => {
    expect(placeholderCount(timetable, '23:00:00')).toBe(0);
    expect(placeholderCount({ '10:00:00': 'my' }, '10:00:00')).toBe(0);
    expect(placeholderCount(timetable, 'later')).toBe(0);
  });

  it('only free and on-sale slots can be put in a cart', () => {
    expect(
      ['free', 'fullsell', 'full', 'mycart', 'my', 'x', undefined].map(isBookableStatus),
    ).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("dayAfter: calendar days, counted at UTC whatever the browser's zone", () => {
  it("steps across months, years and every clock change of the venue's and a far zone", () => {
    expect(dayAfter('2026-11-21')).toBe('2026-11-22');
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    // the clock changes: Vilnius 29 March and 25 October 2026, Los Angeles 8 March and 1 November
    expect(dayAfter('2026-03-28')).toBe('2026-03-29');
    expect(dayAfter('2026-03-29')).toBe('2026-03-30');
    expect(dayAfter('2026-10-24', 2)).toBe('2026-10-26');
    expect(dayAfter('2026-03-07', 2)).toBe('2026-03-09');
    expect(dayAfter('2026-10-31', 3)).toBe('2026-11-03');
  });

  it('steps back with a negative count', () => {
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayAfter('2026-10-26', -1)).toBe('2026-10-25');
    expect(dayAfter('2026-03-09', -2)).toBe('2026-03-07');
    expect(dayAfter('2027-01-03', -7)).toBe('2026-12-27');
  });

  it('is empty for what is not a real calendar date', () => {
    expect(dayAfter('2026-02-30')).toBe('');
    expect(dayAfter('2026-13-01')).toBe('');
    expect(dayAfter('')).toBe('');
  });
});
