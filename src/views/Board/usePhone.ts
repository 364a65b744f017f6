import { useSyncExternalStore } from 'react';
import { phone } from './Board.css';

/** The phone's media query list, made once (none outside a browser, nor in jsdom). */
let query: MediaQueryList | null | undefined;
function phoneQuery(): MediaQueryList | null {
  if (query === undefined) {
    query =
      typeof window !== 'undefined' && typeof window.matchMedia === 'function'
        ? window.matchMedia(phone)
        : null;
  }
  return query;
}

function subscribe(changed: () => void): () => void {
  const list = phoneQuery();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

const isPhone = () => phoneQuery()?.matches ?? false;

/**
 * Whether the screen is a phone's (Board.css.ts `phone`). What only a phone's board page shows is
 * drawn only there: the day strip and its calendar button (a wider screen does not draw two weeks
 * of radio buttons for nothing; the stylesheet keeps their room from the first paint, so nothing
 * moves when they come), and the cart bar (src/views/Cart/CartBar.tsx, whose countdown would
 * otherwise render every second, hidden).
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
