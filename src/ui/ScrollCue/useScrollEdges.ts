import { useEffect, useRef, type RefObject } from 'react';

/** Whether a box that scrolls sideways has more to show before (left) or after (right) what it shows. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** Less than this many pixels left to scroll counts as none (sub-pixel widths round either way). */
const SLACK = 1;

/**
 * Tells `onChange` whenever the box's sideways scroll reaches or leaves either end: as it is
 * scrolled, and as it or its content changes size (a table arriving, a window turned). Read in a
 * scroll event or a ResizeObserver's call, when the browser has laid the page out anyway, so it
 * never forces a layout of its own; and told only when an edge changes, not on every scroll.
 */
export function useScrollEdges(
  box: RefObject<HTMLElement | null>,
  onChange: (edges: ScrollEdges) => void,
) {
  const told = useRef(onChange);
  useEffect(() => {
    told.current = onChange;
  });
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let last: ScrollEdges | null = null;
    const measure = () => {
      const start = element.scrollLeft > SLACK;
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK;
      if (last?.start === start && last.end === end) return;
      last = { start, end };
      told.current(last);
    };
    const resized = new ResizeObserver(measure);
    const observeChildren = () => {
      resized.disconnect();
      resized.observe(element);
      for (const child of element.children) resized.observe(child);
    };
    observeChildren();
    // what the box holds comes and goes (a skeleton, then the day's table): watch the new one
    const replaced = new MutationObserver(observeChildren);
    replaced.observe(element, { childList: true });
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      replaced.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
}

/**
 * Marks `frame` with `data-more-start` / `data-more-end` while `box` has more to show on that
 * side: the attributes the kit's fades (ScrollCue.css.ts) appear by. Written on the element, not
 * through React state, so scrolling re-renders nothing.
 */
export function useScrollCue(
  box: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLElement | null>,
) {
  useScrollEdges(box, ({ start, end }) => {
    frame.current?.toggleAttribute('data-more-start', start);
    frame.current?.toggleAttribute('data-more-end', end);
  });
}
