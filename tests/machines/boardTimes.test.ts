import { describe, expect, it } from 'vitest';
import { boardTimes } from '../../machines/boardTimes';

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
