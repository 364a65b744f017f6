import type { TransitionEvent } from 'react';

/**
 * For a control that fades (its colour, under the pointer or as it is pressed) and may leave the
 * page while it fades: a dialog's button pressed as the dialog closes, a link that leads away, the
 * board's cells (caught once, at their table) when another venue or day replaces them.
 * react-aria notes, from the document, every element whose transition starts, and forgets it only
 * when the transition ends or is cancelled; an element removed mid-fade gets neither event in
 * Chromium, so react-aria would keep it, and all it holds, for good (docs/reliability.md, the
 * soak). react-aria waits for those transitions only before it moves focus for a screen reader or
 * gives text selection back, neither of which a control's fade need hold up: stopped at the
 * control, its fades are never noted.
 */
export function keepTransitionsHere(event: TransitionEvent) {
  event.stopPropagation();
}
