import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The venue tabs keep the board's day (`?data=`, src/views/Board/BoardPage.tsx): going to another
 * venue on a day other than today shows that venue on the same day, whether the tab is followed
 * as a link (a click, the arrows) or chosen with Home/End. The board's other tests change venue
 * only on today, whose address has no `?data=`, so tabs that dropped it passed them.
 */
const portal = portalForFile();

const board = () => screen.findByTestId('board');

/** The board of /rezervacija/2 on Tuesday the 24th, in English, and its venue tabs. */
async function laterDay() {
  portal.render({ path: '/rezervacija/2?data=2026-11-24', locale: 'en' });
  await board();
  const tabs = within(await screen.findByRole('tablist', { name: 'Venues' })).getAllByRole('tab');
  expect(tabs.length).toBeGreaterThan(1);
  return tabs;
}

describe('Board venue tabs on a later day', () => {
  it('link every venue on that day, and a click keeps it in the address and on the board', async () => {
    const tabs = await laterDay();
    for (const tab of tabs) {
      expect((tab.closest('a') ?? tab).getAttribute('href')).toMatch(
        /^\/rezervacija\/\d+\?data=2026-11-24$/,
      );
    }
    const other = tabs.find((tab) => tab.getAttribute('aria-selected') !== 'true');
    if (!other) throw new Error('no other venue');
    await userEvent.click(other);
    await waitFor(() => expect(other).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.pathname).not.toBe('/rezervacija/2');
    expect(window.location.search).toBe('?data=2026-11-24');
    await waitFor(async () =>
      expect(await board()).toHaveAccessibleName(/Tuesday,? 24 November 2026$/),
    );
  });

  it('Home and End choose the first and last venue on the same day', async () => {
    const tabs = await laterDay();
    const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
    if (!selected) throw new Error('no venue selected');
    selected.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tabs.at(-1)).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.search).toBe('?data=2026-11-24');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(tabs.at(0)).toHaveAttribute('aria-selected', 'true'));
    expect(window.location.search).toBe('?data=2026-11-24');
  });
});
