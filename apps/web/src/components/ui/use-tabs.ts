import { type KeyboardEvent, useId, useRef } from "react";

/** The tab that each key selects, from the focused tab's index. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type TTabsOptions<TKey extends string> = {
  tabs: readonly TKey[];
  selected: TKey;
  onSelect: (tab: TKey) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Base of the element ids; generated when omitted. */
  id?: string;
  /** One panel shows whichever tab is selected, instead of one panel per tab. */
  onePanel?: boolean;
};

/**
 * Tabs (the ARIA tabs pattern, automatic activation): only the selected tab is a Tab stop; ← → move and
 * select, wrapping, Home and End jump to the first and last. Spread `listProps`, `tabProps(tab)` and
 * `panelProps(tab)` on the tab list, each tab button and each panel.
 */
export function useTabs<TKey extends string>({
  tabs,
  selected,
  onSelect,
  label,
  id,
  onePanel = false,
}: TTabsOptions<TKey>) {
  const generated = useId();
  const base = id ?? generated;
  const elements = useRef(new Map<TKey, HTMLElement>());
  const tabId = (tab: TKey) => `${base}-tab-${tab}`;
  const panelId = (tab: TKey) => (onePanel ? `${base}-panel` : `${base}-panel-${tab}`);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const focused = tabs.findIndex((tab) => elements.current.get(tab) === document.activeElement);
    const next = tabs[move(focused >= 0 ? focused : tabs.indexOf(selected), tabs.length)];
    if (next === undefined) return;
    onSelect(next);
    elements.current.get(next)?.focus();
  };

  return {
    listProps: { role: "tablist", "aria-label": label, onKeyDown },
    tabProps: (tab: TKey) => ({
      ref: (element: HTMLElement | null) => {
        if (element) elements.current.set(tab, element);
        else elements.current.delete(tab);
      },
      role: "tab",
      id: tabId(tab),
      "aria-selected": tab === selected,
      "aria-controls": panelId(tab),
      tabIndex: tab === selected ? 0 : -1,
      onClick: () => onSelect(tab),
    }),
    /** A panel: with `onePanel` call it without a tab; it is labelled by the selected tab. */
    panelProps: (tab: TKey = selected) => ({
      role: "tabpanel",
      id: panelId(tab),
      "aria-labelledby": tabId(onePanel ? selected : tab),
      hidden: tab !== selected,
    }),
  };
}
