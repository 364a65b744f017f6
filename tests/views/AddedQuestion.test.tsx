import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { boardCell } from './support/boardCell';
import { portalForFile } from './support/portal';

/**
 * The question after an add (docs/rules.md §4 "Adding to the cart"), asked in the slot dialog's
 * own modal: one dialog at a time, named by the question and focused (so a screen reader says its
 * title), the page behind hidden all along (not shown and hidden again), the hold warning inside it, and focus back on the slot's cell
 * when the user chooses more or presses Escape.
 */
const portal = portalForFile();

type User = ReturnType<typeof userEvent.setup>;

const hiddenFrom = (table: HTMLElement) => table.closest('[inert], [aria-hidden="true"]');

/**
 * Opens Teniso aikštelė 1 at 10:00 and picks its first length: the cell, the question, and each
 * change to `inert` or `aria-hidden` on what hid the page while the slot dialog was open.
 */
async function add(user: User) {
  const table = await screen.findByTestId('board');
  const cell = boardCell(table, 'Teniso aikštelė 1', '10:00');
  await user.click(cell);
  const slot = await screen.findByRole('dialog', { name: 'Teniso aikštelė 1' });
  const [first] = await within(slot).findAllByRole('button', { name: /^Pasirinkti 10:00–/ });
  await waitFor(() => expect(hiddenFrom(table)).not.toBeNull());
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(hiddenFrom(table)!, {
    attributes: true,
    attributeFilter: ['inert', 'aria-hidden'],
  });
  await user.click(first!);
  const question = await screen.findByRole('dialog', { name: 'Laikas įdėtas į krepšelį' });
  changes.push(...observer.takeRecords());
  observer.disconnect();
  return { table, cell, question, changes };
}

describe('The question after an add', () => {
  it('replaces the slot dialog, takes focus, hides the page; "choose more" returns to the cell', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    const { table, cell, question, changes } = await add(user);

    // one dialog in the document, not one hidden under another
    expect([...document.querySelectorAll('[role="dialog"]')]).toEqual([question]);
    await waitFor(() => expect(question).toHaveFocus());
    // the page stayed hidden from the slot dialog to the question: never shown and hidden again
    expect(changes).toEqual([]);
    expect(hiddenFrom(table)).not.toBeNull();
    // Tab stays in the question
    await user.tab();
    expect(question).toContainElement(document.activeElement as HTMLElement);

    await user.click(within(question).getByRole('button', { name: 'Pasirinkti daugiau' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cell).toHaveFocus());
    expect(hiddenFrom(table)).toBeNull();
  });

  it('Escape closes it and returns to the cell', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    const { cell, question } = await add(user);
    await waitFor(() => expect(question).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cell).toHaveFocus());
  });

  it('carries the hold warning when the hold is nearly over, and only there', async () => {
    portal.sim.setScenario({ cartHoldSeconds: 50 });
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    const { question } = await add(user);
    expect(await within(question).findByRole('alert')).toHaveTextContent(
      /^Jūsų rezervacija baigsis po/,
    );
    expect(screen.getAllByRole('alert').filter((alert) => !question.contains(alert))).toEqual([]);
  });

  it('"go to the cart" opens the cart in its place', async () => {
    portal.render({ token: await portal.logIn() });
    const user = userEvent.setup();
    const { question } = await add(user);
    await user.click(within(question).getByRole('button', { name: 'Eiti į krepšelį' }));
    const cart = await screen.findByRole('dialog', { name: 'Krepšelis' });
    expect([...document.querySelectorAll('[role="dialog"]')]).toEqual([cart]);
  });
});
