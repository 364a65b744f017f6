import {
  createContext,
  Fragment,
  useContext,
  useId,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { ScrollFades, scrollCueFrame, useScrollCue } from '../ScrollCue/ScrollCue';
import { revealSideways } from '../ScrollCue/reveal';
import { appPathOf, isClientNavigation } from './navigation';
import * as styles from './Tabs.css';

type Key = string | number;

interface TabsState {
  selectedKey: Key | null;
  /** a tab without an address was chosen (arrow keys, Home/End, a click) */
  select: (key: Key) => void;
  idOf: (part: 'tab' | 'panel', key: Key) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return state;
}

export interface TabsProps {
  /** the selected tab's id (the address says which, when the tabs are links) */
  selectedKey: Key | null;
  onSelectionChange?: (key: Key) => void;
  className?: string;
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs with automatic activation): arrow keys move between tabs, Home/End go to the
 * first/last, and the focused tab is the selected one. Tabs with `href` are links: the router
 * opens them (a click, the arrow keys), so the address says which is selected; middle click and
 * "open in new tab" work. Plain elements with roving focus, not react-aria's Tabs: the board's
 * venues are on its first screen, and react-aria's collection and selection code would put some
 * 19 KB gz more before the board is usable, over its budget (docs/architecture.md "The kit").
 * They keep react-aria's data-* states (data-selected, data-focus-visible), so they look alike.
 */
export function Tabs({ selectedKey, onSelectionChange, className, children }: TabsProps) {
  const base = useId();
  const state: TabsState = {
    selectedKey,
    select: (key) => onSelectionChange?.(key),
    idOf: (part, key) => `${base}-${part}-${String(key)}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={[styles.tabs, className].filter(Boolean).join(' ')}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabListProps<T> {
  'aria-label'?: string;
  className?: string;
  /** with a function as children: one tab per item */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** accepted for react-aria's signature; every render draws the tabs afresh */
  dependencies?: unknown[];
}

/**
 * The row of tabs. It scrolls sideways when it does not fit, with a fade on the side that has
 * more tabs (a tab cut off at the edge would otherwise read as the last), and keeps the selected
 * tab in view.
 */
export function TabList<T>({ className, items, children, ...props }: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useScrollCue(ref, frame);
  const { selectedKey, select } = useTabs();
  const [, navigate] = useLocation();
  // after the tabs render and whenever the selection moves
  useEffect(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && tab) return revealSideways(list, tab);
  }, [selectedKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(ref.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])].filter(
      (tab) => tab.getAttribute('aria-disabled') !== 'true',
    );
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0 || tabs.length === 0) return;
    const rtl = getComputedStyle(ref.current as HTMLElement).direction === 'rtl';
    const next = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let target: HTMLElement | undefined;
    if (next !== undefined) target = tabs[(at + next + tabs.length) % tabs.length];
    else if (event.key === 'Home') target = tabs[0];
    else if (event.key === 'End') target = tabs[tabs.length - 1];
    if (!target) return;
    event.preventDefault();
    target.focus();
    const key = target.dataset.key;
    if (key === undefined || key === String(selectedKey)) return;
    if (target instanceof HTMLAnchorElement) navigate(appPathOf(target));
    else select(typeof selectedKey === 'number' ? Number(key) : key);
  };

  return (
    <div ref={frame} className={scrollCueFrame}>
      {/* the tabs inside are the focusable, named controls; the list only hands the arrows on */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        {...props}
        ref={ref}
        role="tablist"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className={[styles.tabList, className].filter(Boolean).join(' ')}
      >
        {typeof children === 'function'
          ? [...(items ?? [])].map((item, i) => (
              <Fragment key={keyOf(item) ?? i}>{children(item)}</Fragment>
            ))
          : children}
      </div>
      <ScrollFades />
    </div>
  );
}

/** An item's key as react-aria reads it: its `id` (or `key`). */
function keyOf(item: unknown): Key | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, key } = item as { id?: unknown; key?: unknown };
  const found = id ?? key;
  return typeof found === 'string' || typeof found === 'number' ? found : undefined;
}

export interface TabProps {
  id: Key;
  /** a link tab: the router opens it */
  href?: string;
  className?: string;
  children: ReactNode;
}

/**
 * One tab, in the tab order only when selected. It says `data-selected` and, while it has a
 * keyboard focus (`:focus-visible`), `data-focus-visible`, as react-aria's tabs did.
 */
export function Tab({ id, href, className, children }: TabProps) {
  const { selectedKey, select, idOf } = useTabs();
  const [, navigate] = useLocation();
  const [focusVisible, setFocusVisible] = useState(false);
  const selected = selectedKey === id;
  const common = {
    id: idOf('tab', id),
    'aria-selected': selected,
    'aria-controls': selected ? idOf('panel', id) : undefined,
    tabIndex: selected ? 0 : -1,
    'data-key': String(id),
    'data-selected': selected || undefined,
    'data-focus-visible': focusVisible || undefined,
    onFocus: (event: FocusEvent<HTMLElement>) =>
      setFocusVisible(isFocusVisible(event.currentTarget)),
    onBlur: () => setFocusVisible(false),
    className: [styles.tab, className].filter(Boolean).join(' '),
  } as const;
  if (href !== undefined) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isClientNavigation(event)) return;
      event.preventDefault();
      if (!selected) navigate(appPathOf(event.currentTarget));
    };
    return (
      <a {...common} role="tab" href={href} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <button {...common} type="button" role="tab" onClick={() => select(id)}>
      {children}
    </button>
  );
}

export interface TabPanelProps {
  id: Key;
  className?: string;
  children: ReactNode;
}

/**
 * The selected tab's panel (the others are not rendered), named by its tab. In the tab order
 * itself only when nothing inside can take focus, as WAI-ARIA asks.
 */
export function TabPanel({ id, className, children }: TabPanelProps) {
  const { selectedKey, idOf } = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const [focusable, setFocusable] = useState(true);
  const [focusVisible, setFocusVisible] = useState(false);
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setFocusable(panel.querySelector(TABBABLE) === null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [selectedKey, id]);
  if (selectedKey !== id) return null;
  return (
    <div
      ref={ref}
      id={idOf('panel', id)}
      role="tabpanel"
      aria-labelledby={idOf('tab', id)}
      tabIndex={focusable ? 0 : undefined}
      data-focus-visible={focusVisible || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) {
          setFocusVisible(isFocusVisible(event.currentTarget));
        }
      }}
      onBlur={() => setFocusVisible(false)}
      className={[styles.tabPanel, className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether the browser draws a focus ring for this focus (a keyboard's, not a click's). */
function isFocusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // an engine without the selector (an old jsdom): count every focus as visible
    return true;
  }
}
