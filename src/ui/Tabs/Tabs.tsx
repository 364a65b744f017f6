import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ContextType,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabListStateContext,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { AriaRouter } from '../Provider/AriaProvider';
import * as styles from './Tabs.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export type TabsProps = Omit<AriaTabsProps, 'className' | 'style'> & { className?: string };

/**
 * react-aria's Tabs (WAI-ARIA tabs with automatic activation): arrow keys move between tabs,
 * Home/End go to the first/last, and the focused tab is the selected one. Tabs with `href` are
 * links that the router opens (a press, the arrow keys), so the address says which is selected
 * (`selectedKey` from the route); middle click and "open in new tab" work.
 */
export function Tabs({ className, onSelectionChange, ...props }: TabsProps) {
  const [, navigate] = useLocation();
  const list = useRef<TabListState>(null);
  // react-aria opens a link tab that is pressed or reached with an arrow key, but reports Home and
  // End as a selection: a link tab is opened then too, so the address stays the one truth. After
  // opening a link it reports the selection it had, which is no change.
  const select = (key: Key) => {
    if (key === props.selectedKey) return;
    const href: unknown = list.current?.collection.getItem(key)?.props?.href;
    if (typeof href === 'string') navigate(href);
    else onSelectionChange?.(key);
  };
  return (
    <AriaRouter>
      <ListState.Provider
        value={(state) => {
          list.current = state;
        }}
      >
        <AriaTabs {...props} onSelectionChange={select} className={join(styles.tabs, className)} />
      </ListState.Provider>
    </AriaRouter>
  );
}

/** The tab list's state, for Tabs to read a tab's address by its key. */
const ListState = createContext<(state: TabListState) => void>(() => {});
type TabListState = ContextType<typeof TabListStateContext>;

export type TabListProps<T> = Omit<AriaTabListProps<T>, 'className' | 'style'> & {
  className?: string;
};

/**
 * The row of tabs. It scrolls sideways when it does not fit, and keeps the selected tab in view
 * (react-aria scrolls to a tab that takes focus; this also to one selected by the address).
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useContext(TabListStateContext);
  const share = useContext(ListState);
  useEffect(() => share(state));
  const selectedKey = state?.selectedKey;
  useEffect(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && tab) return revealSideways(list, tab);
  }, [selectedKey]);
  return <AriaTabList {...props} ref={ref} className={join(styles.tabList, className)} />;
}

/**
 * Scrolls the list, and only the list, so the tab is wholly visible: `scrollIntoView` would scroll
 * the page too, and move it under a user who is reading further down. The browser says whether the
 * tab is cut off (an IntersectionObserver on the list) once it has laid the page out anyway;
 * measuring in the commit instead forced a layout of the whole first page there. Returns the
 * clean-up.
 */
function revealSideways(list: HTMLElement, tab: HTMLElement): (() => void) | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (!entry || entry.intersectionRatio >= 1) return;
      const box = entry.rootBounds ?? list.getBoundingClientRect();
      const item = entry.boundingClientRect;
      const margin = parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
      if (item.left < box.left + margin) list.scrollLeft -= box.left + margin - item.left;
      else if (item.right > box.right - margin) {
        list.scrollLeft += item.right - (box.right - margin);
      }
    },
    { root: list, threshold: 1 },
  );
  observer.observe(tab);
  return () => observer.disconnect();
}

export type TabProps = Omit<AriaTabProps, 'className' | 'style' | 'id'> & {
  id: Key;
  className?: string;
  children: ReactNode;
};

/** One tab (a link with `href`), in the tab order only when selected; styled on its data-* states. */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={join(styles.tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'style' | 'id'> & {
  id: Key;
  className?: string;
};

/**
 * The selected tab's panel (the others are not rendered), named by its tab; in the tab order
 * itself only when nothing inside can take focus, as WAI-ARIA asks.
 */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={join(styles.tabPanel, className)} />;
}
