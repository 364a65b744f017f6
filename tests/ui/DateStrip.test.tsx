import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { DateStrip, type DateStripDay } from '../../src/ui/DateStrip/DateStrip';

/**
 * The phone's day strip (src/ui/DateStrip): one tab stop whose arrow keys choose the next day, a
 * tap on a day's box choosing it, and a choice that draws only the two days it changes (the rest
 * of a tap's work on a phone, docs/performance.md "Interactions").
 */

// Each day says its name through the kit's VisuallyHidden once per draw: counted here.
const drawn = vi.hoisted(() => ({ names: [] as string[] }));
vi.mock('../../src/ui/VisuallyHidden/VisuallyHidden', () => ({
  VisuallyHidden: ({ children }: { children: ReactNode }) => {
    if (typeof children === 'string') drawn.names.push(children);
    return <span>{children}</span>;
  },
}));

const DAYS: DateStripDay[] = Array.from({ length: 14 }, (_, i) => {
  const day = 21 + i;
  const date = day <= 30 ? `2026-11-${day}` : `2026-12-0${day - 30}`;
  return {
    value: date,
    weekday: ['Št', 'Sk', 'Pr', 'An', 'Tr', 'Kt', 'Pn'][i % 7] ?? '',
    day: String(day <= 30 ? day : day - 30),
    label: `day ${date}`,
    today: i === 0,
  };
});

function Strip({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState(DAYS[0]?.value ?? '');
  // new day objects on every draw, as the board page makes them for each date chosen
  const days = DAYS.map((day) => ({ ...day }));
  return (
    <DateStrip
      aria-label="Diena"
      previousLabel="Ankstesnės dienos"
      nextLabel="Kitos dienos"
      days={days}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

beforeEach(() => {
  drawn.names = [];
});

describe('DateStrip', () => {
  it('is one tab stop, on the chosen day; the arrow keys choose the next day and focus it', async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">before</button>
        <Strip onChange={onChange} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Diena' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    const first = within(group).getByRole('radio', { name: 'day 2026-11-21' });
    expect(first).toHaveFocus();
    expect(first).toBeChecked();
    // the arrows beside the days are out of the tab order: the next stop is past the strip
    await userEvent.tab();
    expect(group).not.toContainElement(document.activeElement as HTMLElement);

    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = within(group).getByRole('radio', { name: 'day 2026-11-22' });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(second).toBeChecked();
    expect(second).toHaveFocus();
    expect(first).not.toBeChecked();
    expect(
      within(group)
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex === 0),
    ).toEqual([second]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-21');
    expect(first).toHaveFocus();
  });

  it('chooses a day tapped on its box, and focuses it so the arrow keys go on from there', async () => {
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    const radio = screen.getByRole('radio', { name: 'day 2026-11-25' });
    const box = radio.closest('label');
    if (!box) throw new Error('a day is a label box');
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith('2026-11-25');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(radio).toBeChecked();
    expect(radio).toHaveFocus();
    expect(box).toHaveAttribute('data-selected');
  });

  it('draws only the day left and the day chosen when another is chosen', async () => {
    render(<Strip onChange={() => {}} />);
    expect(drawn.names).toHaveLength(DAYS.length);
    drawn.names = [];
    const box = screen.getByRole('radio', { name: 'day 2026-11-25' }).closest('label');
    if (!box) throw new Error('a day is a label box');
    await userEvent.click(box);
    expect(drawn.names.sort()).toEqual(['day 2026-11-21', 'day 2026-11-25']);
  });
});
