import { type ReactNode, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { useTabs } from "../../../components/ui/use-tabs";
import { REVEAL_PANE_EVENT, type TPane } from "./panes";
import styles from "./phone-panes.module.css";

const PANES: readonly TPane[] = ["passage", "questions"];

/**
 * The passage and the questions on a phone: two tabs over one pane-sized space, one pane in front. Both
 * stay laid out (the one behind is invisible, so out of the tab order and of the accessibility tree), so
 * each keeps its scroll position and highlights; a jump to a question brings its pane forward.
 */
export function PhonePanes(props: Readonly<Record<TPane, ReactNode>>) {
  const { t } = useTranslation();
  const [front, setFront] = useState<TPane>("passage");
  const stack = useRef<HTMLDivElement | null>(null);
  const tabs = useTabs({ tabs: PANES, selected: front, onSelect: setFront, label: t("readingTest.panes.label") });

  // A jump or "show in passage" asks the pane holding its target to come forward, at once, so that the focus
  // that follows can land in it (the event does not bubble; the stack hears it while capturing).
  useEffect(() => {
    const element = stack.current;
    const reveal = (event: Event) => {
      const pane = (event.target as HTMLElement).dataset.pane;
      if (pane === "passage" || pane === "questions") flushSync(() => setFront(pane));
    };
    element?.addEventListener(REVEAL_PANE_EVENT, reveal, true);
    return () => element?.removeEventListener(REVEAL_PANE_EVENT, reveal, true);
  }, []);

  return (
    <div className={styles.panes} data-testid="phone-panes">
      <div className={styles.tabs} {...tabs.listProps}>
        {PANES.map((pane) => (
          <button
            key={pane}
            type="button"
            className={styles.tab}
            data-testid={`pane-tab-${pane}`}
            {...tabs.tabProps(pane)}
          >
            {t(`readingTest.panes.${pane}`)}
          </button>
        ))}
      </div>
      <div className={styles.stack} ref={stack}>
        {PANES.map((pane) => {
          // `hidden` would drop the pane's layout (and its scroll position): the one behind is invisible instead.
          const { hidden: _behind, ...panel } = tabs.panelProps(pane);
          return (
            <div key={pane} {...panel} className={styles.pane} data-pane={pane} data-front={pane === front}>
              {props[pane]}
            </div>
          );
        })}
      </div>
    </div>
  );
}
