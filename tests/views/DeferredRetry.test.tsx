import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalForFile } from './support/portal';

/**
 * The code fetched once the page has loaded (src/app/afterLoad.ts: the dialogs, the calendar's
 * month, the menu) when its fetch fails: the page stands without those parts, and once the code
 * comes they work, a slot chosen meanwhile included. A file of its own: that code is fetched once
 * per module graph.
 */
const network = await vi.hoisted(async () => {
  const { flakyNetwork } = await import('./support/flakyNetwork');
  return flakyNetwork();
});

vi.mock('../../src/app/deferred', (original) => network.arrive(original));

const portal = portalForFile();

describe('the code fetched after load, when it does not come at first', () => {
  it('the board works without it, and a slot chosen meanwhile opens once it comes', async () => {
    network.down = true;
    portal.render({ path: '/rezervacija/2' });
    const table = await screen.findByTestId('board');
    // the month waits for that code: its skeleton stands in its place
    expect(screen.queryByRole('application')).toBeNull();

    await userEvent.click(within(table).getByRole('cell', { name: 'Kortas 4, 10:00: Laisva' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // the connection is back: the browser says so, and the code is fetched again at once
    network.down = false;
    window.dispatchEvent(new Event('online'));
    const dialog = await screen.findByRole('dialog', { name: 'Kortas 4' });
    expect(within(dialog).getAllByText(/10:00/)).not.toHaveLength(0);
    // and the month is in, under the dialog
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('application')).toBeVisible();
  });
});
