import type { ReactNode } from "react";
import { useHref, useLocation, useNavigate } from "react-router";
import {
  RouterProvider,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from "react-aria-components";

const TAB_LIST_CLASS = "flex gap-1 overflow-x-auto border-b border-slate-200";
const TAB_CLASS =
  "-mb-px shrink-0 cursor-pointer border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-slate-700 " +
  "hover:text-brand-900 data-[selected]:border-brand-600 data-[selected]:text-brand-700 " +
  "data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400";
const TAB_PANEL_CLASS = "pt-5";

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  /** Controlled selection; leave out to let the tabs keep it themselves. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
}

/**
 * Tabs with their panels. React Aria gives the tablist pattern: arrow keys move between tabs and
 * select as they go, Home/End jump to the ends, Tab moves on into the panel.
 */
export function Tabs({ label, items, selectedId, defaultSelectedId, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      onSelectionChange={onSelectionChange ? (key) => onSelectionChange(String(key)) : undefined}
    >
      <AriaTabList aria-label={label} className={TAB_LIST_CLASS}>
        {items.map((item) => (
          <AriaTab key={item.id} id={item.id} isDisabled={item.isDisabled} className={TAB_CLASS}>
            {item.title}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={item.id} id={item.id} className={TAB_PANEL_CLASS}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}

export interface LinkTabItem {
  /** An app path; the tab is selected on it and on every path below it. */
  to: string;
  title: string;
}

export interface LinkTabsProps {
  label: string;
  items: LinkTabItem[];
  /** The selected tab's content, usually the child route's `<Outlet />`. */
  children: ReactNode;
}

function pathOf(to: string): string {
  return to.split(/[?#]/, 1)[0] ?? to;
}

/** The tab whose path is the current one or the nearest above it. */
function selectedLinkTab(items: LinkTabItem[], pathname: string): LinkTabItem | undefined {
  let best: LinkTabItem | undefined;
  for (const item of items) {
    const path = pathOf(item.to);
    const matches = pathname === path || pathname.startsWith(path.endsWith("/") ? path : `${path}/`);
    if (matches && (!best || path.length > pathOf(best.to).length)) best = item;
  }
  return best;
}

/**
 * Tabs that are links, for pages whose tabs are URLs: the URL decides the selected tab, so it
 * survives reloads, sharing and the back button. Arrow keys only move focus; Enter or a click
 * follows the link, since every selection here is a navigation.
 */
export function LinkTabs({ label, items, children }: LinkTabsProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A path outside every tab is a routing mistake; the first tab then stands in so the panel still shows.
  const selected = selectedLinkTab(items, pathname) ?? items[0];
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <AriaTabs selectedKey={selected?.to} keyboardActivation="manual">
        <AriaTabList aria-label={label} className={TAB_LIST_CLASS}>
          {items.map((item) => (
            <AriaTab key={item.to} id={item.to} href={item.to} className={TAB_CLASS}>
              {item.title}
            </AriaTab>
          ))}
        </AriaTabList>
        {selected ? (
          <AriaTabPanel id={selected.to} className={TAB_PANEL_CLASS}>
            {children}
          </AriaTabPanel>
        ) : null}
      </AriaTabs>
    </RouterProvider>
  );
}
