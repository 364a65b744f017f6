import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * A part some mounted component plays for the page, and whether anyone plays it now: for a view
 * that, while it is drawn, stands in for another drawn elsewhere (the slot dialog asks the added
 * question itself; a phone's cart bar carries the hold warning). Taken in a layout effect, so the
 * one that stands aside knows in the very render that first shows the other, before a paint.
 */
export function createPresence(): {
  /** Plays the part while the calling component is mounted (and `active`). */
  usePlay: (active?: boolean) => void;
  /** Whether a mounted component plays the part. */
  usePlayed: () => boolean;
} {
  let players = 0;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const played = () => players > 0;
  const changed = () => listeners.forEach((listener) => listener());
  return {
    usePlay(active = true) {
      useLayoutEffect(() => {
        if (!active) return;
        players += 1;
        changed();
        return () => {
          players -= 1;
          changed();
        };
      }, [active]);
    },
    usePlayed: () => useSyncExternalStore(subscribe, played, () => false),
  };
}
