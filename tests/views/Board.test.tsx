import { describe, expect, it, vi } from 'vitest';
import { boardCell } from './support/boardCell';
import { portalForFile } from './support/portal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * The board page on the real root, machines and wire against the simulator, its clock fixed at
 * Saturday 2026-11-21 09:30 in Vilnius: what each cell says, the caption, the legend signed in and
 * out, the skeleton while a day loads and the failure with its retry.
 */
const portal = portalForFile();

const renderPortal = portal.render;

const board = () => screen.findByTestId('board');

/** A cell, which is the grid's control, read by that name. */
function named(cell: HTMLElement, name: string): HTMLElement {
  expect(cell).toHaveAccessibleName(name);
  return cell;
}

describe('Board cells', () => {
  it('name court, time and status; past slots read as past, not as reserved', async () => {
    renderPortal();
    const table = await board();
    // 07:00–09:30 have begun by the server's 09:30 (the simulator sends them as `full`)
    expect(
      named(boardCell(table, 'Teniso aikštelė 1', '07:00'), 'Teniso aikštelė 1, 07:00: Praėjo'),
    ).toHaveAttribute('data-status', 'past');
    expect(
      named(boardCell(table, 'Teniso aikštelė 2', '09:30'), 'Teniso aikštelė 2, 09:30: Praėjo'),
    ).toBeTruthy();
    // later slots: as the simulator seeds them
    expect(
      named(boardCell(table, 'Teniso aikštelė 1', '10:00'), 'Teniso aikštelė 1, 10:00: Laisva'),
    ).toHaveAttribute('data-status', 'free');
    expect(
      named(boardCell(table, 'Teniso aikštelė 2', '10:00'), 'Teniso aikštelė 2, 10:00: Rezervuota'),
    ).toHaveAttribute('data-status', 'full');
    expect(
      named(boardCell(table, 'Teniso aikštelė 3', '10:00'), 'Teniso aikštelė 3, 10:00: Parduodama'),
    ).toBeTruthy();
  });

  it('shows the work-hours end row as closed in every court, never blank', async () => {
    renderPortal({ locale: 'en' });
    const table = await board();
    const lastRow = within(table).getByRole('rowheader', { name: '23:00' }).closest('tr');
    if (!lastRow) throw new Error('no 23:00 row');
    // (Testing Library calls every td a cell; in the board's grid a browser calls it a gridcell,
    // as e2e/board.spec.ts finds it)
    const cells = within(lastRow).getAllByRole('cell');
    expect(cells).toHaveLength(5);
    for (const cell of cells) {
      expect(cell).toHaveAttribute('data-status', 'closed');
      expect(cell).toHaveAccessibleName(/, 23:00: Closed$/);
      expect(cell).toHaveTextContent('Closed');
    }
  });

  it('has a caption with the venue and the date', async () => {
    renderPortal({ path: '/rezervacija/2', locale: 'en' });
    const table = await board();
    // Node's ICU writes 'Saturday, 21 November', Chromium's 'Saturday 21 November'
    expect(table).toHaveAccessibleName(/^Teniso arena, Saturday,? 21 November 2026$/);
  });
});

describe('Board legend', () => {
  const legend = () => screen.findByRole('list', { name: 'Žymėjimas' });

  it('shows visitors the statuses they can meet, not their own cart or purchases', async () => {
    renderPortal();
    const items = within(await legend()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Laisva',
      'Parduodama',
      'Rezervuota',
      'Praėjo',
    ]);
  });

  it('adds “In cart” and “Bought” for a signed-in customer', async () => {
    renderPortal({ token: await portal.logIn() });
    await waitFor(async () =>
      expect(within(await legend()).getByText('Krepšelyje')).toBeInTheDocument(),
    );
    expect(within(await legend()).getByText('Nupirkta')).toBeInTheDocument();
  });
});

describe('Board loading and failure', () => {
  it('holds a skeleton of the grid, beside the tabs and legend, while a day loads', async () => {
    renderPortal();
    await board();
    // another venue's day, slow to come: long enough that a loaded machine running this test
    // still looks before it does (the start-up shell shows the same grid, e2e/csp.spec.ts)
    portal.sim.setScenario({ latencyMs: 3000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Teniso arena' }));
    expect(await screen.findByTestId('board-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Sporto vietos' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Žymėjimas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kortų užimtumas' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // said politely (the page's other live regions, such as the offline banner's, stay empty)
    expect(
      screen
        .getAllByRole('status')
        .filter((s) => s.textContent !== '')
        .map((s) => s.textContent),
    ).toEqual(['Kraunamas kortų užimtumas']);
    await screen.findByTestId('board', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('board-skeleton')).toBeNull();
  });

  it('says a failed day in place, in the user’s language, and retrying keeps focus on the board', async () => {
    renderPortal({ locale: 'en' });
    await board();
    // another venue's day fails, once the page has settled: no start-up or cart refresh can come
    // between the failure and the user's retry
    portal.sim.setScenario({ failures: [{ match: '/v1/placeInfo', kind: '500', times: 1 }] });
    await userEvent.click(screen.getByRole('tab', { name: 'Teniso arena' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // told once, in place: the only alert on the page (no toast repeats it)
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Court availability could not be loaded.');
    expect(screen.getByRole('tablist', { name: 'Venues' })).toBeInTheDocument();
    await userEvent.click(retry);
    const region = screen.getByRole('region', { name: 'Court availability' });
    expect(region).toHaveFocus();
    await board();
    expect(region).toHaveFocus();
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});

describe('Board keyboard and slot dialog', () => {
  /** What the simulator offers from a slot of today, as the dialog should write it. */
  async function offered(courtId: number, time: string): Promise<string[]> {
    const res = await fetch(
      `${portal.url}/api/v1/timeInfo?courtID=${courtId}&date=2026-11-21&time=${time}`,
    );
    const body = (await res.json()) as {
      data: { aviableDurations: { duration_min: number; price_with_discount: string }[] };
    };
    return body.data.aviableDurations.map(
      (d) =>
        `${d.duration_min} min., ${Number(d.price_with_discount).toFixed(2).replace('.', ',')} €`,
    );
  }

  it('one cell is in the tab order; arrow keys move it; Enter opens the slot’s lengths and prices', async () => {
    renderPortal({ path: '/rezervacija/2' });
    const table = await board();
    const stops = table.querySelectorAll('[tabindex="0"]');
    expect(stops).toHaveLength(1);
    // today opens at the first row that can still be booked, first court
    expect(stops[0]).toHaveAccessibleName('Kortas 1, 10:00: Rezervuota');
    // the cell itself, not something in it (a td: Testing Library's 'cell', a browser's 'gridcell')
    expect(stops[0]).toHaveRole('cell');

    const user = userEvent.setup();
    (stops[0] as HTMLElement).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const cell = boardCell(table, 'Kortas 4', '10:00');
    expect(cell).toHaveFocus();
    expect(cell).toHaveAttribute('tabindex', '0');
    expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{ArrowUp}{Home}');
    expect(boardCell(table, 'Kortas 1', '10:00')).toHaveFocus();
    await user.keyboard('{End}');
    const last = within(table).getAllByRole('columnheader').at(-1)?.textContent ?? '';
    expect(boardCell(table, last, '10:00')).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Kortas 4' });
    expect(dialog).toHaveTextContent('2026 m. lapkričio 21 d., šeštadienis, 10:00');
    const lengths = await within(dialog).findByRole('list', { name: 'Galima rezervuoti' });
    const buttons = within(lengths).getAllByRole('button');
    const expected = await offered(204, '10:00:00');
    expect(expected.length).toBeGreaterThan(0);
    expect(
      buttons.map((b) => b.getAttribute('aria-label')?.replace(/^Pasirinkti \S+, /, '')),
    ).toEqual(expected);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back a frame after the dialog goes
    await waitFor(() => expect(boardCell(table, 'Kortas 4', '10:00')).toHaveFocus());
  });

  it('reserved, past and closing-row cells open nothing', async () => {
    renderPortal({ path: '/rezervacija/2' });
    const table = await board();
    const user = userEvent.setup();
    await user.click(boardCell(table, 'Kortas 1', '10:00'));
    await user.click(boardCell(table, 'Kortas 1', '09:00'));
    // the work-hours end row (e2e/board.spec.ts clicks one the server calls free)
    await user.click(boardCell(table, 'Kortas 4', '23:00'));
    expect(boardCell(table, 'Kortas 1', '10:00')).toHaveAttribute('aria-disabled', 'true');
    expect(boardCell(table, 'Kortas 4', '23:00')).toHaveAttribute('aria-disabled', 'true');
    // a free cell after them does open its dialog, so nothing above was merely slow to
    await user.click(boardCell(table, 'Kortas 4', '10:00'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Kortas 4');
    expect(within(dialog).getAllByText(/10:00/)).not.toHaveLength(0);
    expect(within(dialog).queryByText(/23:00/)).toBeNull();
    // a click takes focus to the cell, as it would to a button: the dialog gives it back there
    await user.keyboard('{Escape}');
    await waitFor(() => expect(boardCell(table, 'Kortas 4', '10:00')).toHaveFocus());
  });

  it('lengths that fail to load are told in the dialog, with a retry', async () => {
    portal.sim.setScenario({ failures: [{ match: '/v1/timeInfo', kind: '500', times: 1 }] });
    renderPortal({ path: '/rezervacija/2', locale: 'en' });
    const table = await board();
    await userEvent.click(boardCell(table, 'Kortas 4', '10:00'));
    const dialog = await screen.findByRole('dialog', { name: 'Kortas 4' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Available times could not be loaded.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('list', { name: 'Available to book' }),
    ).toBeInTheDocument();
  });
});

describe('Board slot dialog: a failed add', () => {
  it('is told in the dialog by its cause, focused, with no toast; another length can then be chosen', async () => {
    portal.sim.setScenario({
      failures: [{ match: '/court-reservations-add', kind: '500', times: 1 }],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    const table = await board();
    await user.click(boardCell(table, 'Teniso aikštelė 1', '10:00'));
    const dialog = await screen.findByRole('dialog', { name: 'Teniso aikštelė 1' });
    const [first] = await within(dialog).findAllByRole('button', { name: /^Pasirinkti 10:00–/ });
    await user.click(first!);

    // the dialog stays where the user looks, says what failed, why, and what next
    const told = await within(dialog).findByTestId('slot-add-failed');
    expect(within(told).getByRole('alert')).toHaveTextContent(
      'Nepavyko įdėti laiko į krepšelį.Serverio klaida. Bandykite vėliau.Pasirinkite kitą trukmę arba uždarykite langą.',
    );
    // the server's own words are for the console, not the page
    expect(told).not.toHaveTextContent('Simulated');
    expect(warn).toHaveBeenCalledWith('addToCart failed (server): Simulated failure');
    await waitFor(() => expect(told).toHaveFocus());
    // and only there: nothing on the error channel
    expect(screen.queryAllByRole('alert').filter((alert) => !dialog.contains(alert))).toEqual([]);

    // the lengths are read again; choosing one puts it in the cart and the dialog closes
    const [again] = await within(dialog).findAllByRole('button', { name: /^Pasirinkti 10:00–/ });
    await user.click(again!);
    expect(await screen.findByRole('dialog', { name: 'Laikas įdėtas į krepšelį' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Teniso aikštelė 1' })).toBeNull();
  });
});

describe('Board date in the address', () => {
  it('?data= shows that day, and the calendar has it chosen', async () => {
    renderPortal({ path: '/rezervacija/2?data=2026-11-24', locale: 'en' });
    const table = await board();
    expect(table).toHaveAccessibleName(/^Teniso arena, Tuesday,? 24 November 2026$/);
    const calendar = screen.getByRole('application', { name: /Choose a date/ });
    const day = within(calendar).getByRole('button', { name: /24 November 2026/ });
    expect(day.closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
  });

  it('a date before the server’s today falls back to today, and the address says so', async () => {
    renderPortal({ path: '/rezervacija/2?data=2026-11-20', locale: 'en' });
    const table = await board();
    expect(table).toHaveAccessibleName(/^Teniso arena, Saturday,? 21 November 2026$/);
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/rezervacija/2');
  });

  it('days before the server’s today cannot be chosen; choosing a later one changes the address', async () => {
    renderPortal({ path: '/rezervacija/2', locale: 'en' });
    await board();
    const calendar = screen.getByRole('application', { name: /Choose a date/ });
    expect(within(calendar).getByRole('button', { name: /20 November 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(calendar).getByRole('button', { name: /23 November 2026/ }));
    await waitFor(() => expect(window.location.search).toBe('?data=2026-11-23'));
    expect(await board()).toHaveAccessibleName(/Monday,? 23 November 2026$/);
  });
});
