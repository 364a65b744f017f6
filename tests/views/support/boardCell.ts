import { within } from '@testing-library/react';

/**
 * The board's cell for a court and a time, found as a user reads the grid: the court's column
 * header, then the time's row header. The cell is the control (docs/board.md, "The view").
 */
export function boardCell(table: HTMLElement, court: string, time: string): HTMLElement {
  const courts = within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
  const column = courts.indexOf(court);
  const row = within(table).getByRole('rowheader', { name: time }).closest('tr');
  const cell = row?.children[column];
  if (column < 1 || !(cell instanceof HTMLElement)) throw new Error(`no cell ${court} ${time}`);
  return cell;
}
