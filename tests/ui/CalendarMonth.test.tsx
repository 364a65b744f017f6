import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { CalendarMonth } from '../../src/ui/Calendar/CalendarMonth';

/**
 * The calendar's month (react-aria's Calendar): what it costs to appear, and what a pick says. It
 * appears after the page has loaded, over the board, on the phone's one thread: one render of its
 * 42 days, not two.
 */
describe('CalendarMonth', () => {
  const month = (onChange = vi.fn()) => (
    <IntlProvider locale="lt">
      <CalendarMonth
        aria-label="Kalendorius"
        value="2026-11-25"
        minValue="2026-11-25"
        onChange={onChange}
      />
    </IntlProvider>
  );

  it('is drawn in one commit: mounting renders no second pass of the month', () => {
    const commits: string[] = [];
    render(
      <Profiler id="month" onRender={(_, phase) => commits.push(phase)}>
        {month()}
      </Profiler>,
    );
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
    expect(commits).toEqual(['mount']);
  });

  it('gives the day picked as yyyy-MM-dd, and keeps days before the first one shut', async () => {
    const onChange = vi.fn();
    render(month(onChange));
    await userEvent.click(screen.getByRole('button', { name: /2026 m\. lapkričio 27 d\./ }));
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
    const before = screen.getByRole('button', { name: /2026 m\. lapkričio 24 d\./ });
    expect(before).toHaveAttribute('aria-disabled', 'true');
  });
});
