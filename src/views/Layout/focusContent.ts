import { useEffect, useRef } from 'react';

/**
 * Where focus goes when what held it is gone because its work is done (a dialog confirmed, the
 * logout button once logged out): the page's content, as after a route change (Layout), never the
 * page body, from where the next Tab starts over at the skip link. Focus the user has already
 * put somewhere (or react-aria has given back) is left where it is.
 */
export function focusContentIfLost(): void {
  const active = document.activeElement;
  if (active !== null && active !== document.body) return;
  document.getElementById('content')?.focus({ preventScroll: true });
}

/** `focusContentIfLost` once `open` (a dialog, a logout under way) turns false. */
export function useFocusContentWhenDone(open: boolean): void {
  const was = useRef(open);
  useEffect(() => {
    if (was.current && !open) focusContentIfLost();
    was.current = open;
  }, [open]);
}
