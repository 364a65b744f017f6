import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import lt from '../../messages/lt.json';
import { RangeField } from '../../src/views/Lists/RangeField';

/**
 * The lists' period (docs/rules.md §5 date ranges): a range that breaks a rule says why under the
 * fields, in the user's language, keeps what was typed, and is never sent; a good one is.
 */
function field(latest?: string) {
  const onChange = vi.fn();
  render(
    <IntlProvider locale="lt" messages={lt}>
      <RangeField
        value={{ from: '2026-09-21', to: '2026-11-21' }}
        latest={latest}
        onChange={onChange}
      />
    </IntlProvider>,
  );
  // year, month, day of the start, then of the end
  const segments = screen.getAllByRole('spinbutton');
  return { onChange, endDay: segments[5]!, segments };
}

const sent = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.map(([range]) => `${range.from}..${range.to}`);

describe('the period field', () => {
  it('an end past the last day says why, keeps the typed day, and is not sent', async () => {
    const { onChange, endDay } = field('2026-11-21');
    await userEvent.click(endDay);
    await userEvent.keyboard('25');
    expect(
      screen.getByText('Laikotarpis negali baigtis vėliau nei 2026-11-21 (šiandien).'),
    ).toBeVisible();
    expect(endDay).toHaveTextContent('25');
    expect(sent(onChange)).not.toContain('2026-09-21..2026-11-25');
    // back to a good day: the message goes and the range is sent
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.queryByText(/Laikotarpis negali baigtis/)).toBeNull();
    expect(sent(onChange).at(-1)).toBe('2026-09-21..2026-11-21');
  });

  it('an end before the start says why, keeps the typed month, and is not sent; put right, it is', async () => {
    const { onChange, segments } = field();
    // the end's month down to August: 2026-08-21, before 2026-09-21
    await userEvent.click(segments[4]!);
    await userEvent.keyboard('08');
    expect(screen.getByText('Pabaigos data negali būti ankstesnė už pradžios datą.')).toBeVisible();
    expect(segments[4]).toHaveTextContent('08');
    expect(sent(onChange)).toEqual([]);
    // a month on, the end is the start's day: the message goes and the range is sent
    await userEvent.click(segments[4]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.queryByText(/Pabaigos data negali/)).toBeNull();
    expect(sent(onChange).at(-1)).toBe('2026-09-21..2026-09-21');
  });
});
