import { useContext, useLayoutEffect, useRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabListStateContext,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const withClass = (base: string) => (cls: string | undefined) =>
  [base, cls].filter(Boolean).join(' ');

export type TabsProps = AriaTabsProps;

/**
 * react-aria Tabs: arrow keys move between tabs, Home/End go to the first/last, and the focused tab
 * is the selected one. Tabs with `href` are links (the router opens them, with RouterProvider in the
 * app root); control `selectedKey` from the address then.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, withClass(styles.tabs))} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs. It scrolls sideways when it does not fit, and keeps the selected tab in view. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useContext(TabListStateContext);
  const selectedKey = state?.selectedKey;
  const collection = state?.collection;
  // after the tabs render (the collection) and whenever the selection moves
  useLayoutEffect(() => {
    const list = ref.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (list && tab) revealSideways(list, tab);
  }, [selectedKey, collection]);
  return (
    <AriaTabList
      {...props}
      ref={ref}
      className={composeRenderProps(className, withClass(styles.tabList))}
    />
  );
}

/**
 * Scrolls the list, and only the list, so the tab is wholly visible: `scrollIntoView` would scroll
 * the page too, and move it under a user who is reading further down.
 */
function revealSideways(list: HTMLElement, tab: HTMLElement) {
  const box = list.getBoundingClientRect();
  const item = tab.getBoundingClientRect();
  const margin = parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  if (item.left < box.left + margin) list.scrollLeft -= box.left + margin - item.left;
  else if (item.right > box.right - margin) list.scrollLeft += item.right - (box.right - margin);
}

export type TabProps = AriaTabProps;

/** One tab; with `href` it is a link (middle click and "open in new tab" work). */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, withClass(styles.tab))} />;
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, withClass(styles.tabPanel))}
    />
  );
}
