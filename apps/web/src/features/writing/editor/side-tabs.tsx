import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import styles from "../feedback/feedback.module.css";

export type TSideTab = "task" | "feedback";
const TABS: readonly TSideTab[] = ["task", "feedback"];

type TProps = {
  tab: TSideTab;
  onTab: (tab: TSideTab) => void;
  task: ReactNode;
  feedback: ReactNode;
  issueCount?: number;
};

/**
 * The left side of the split: the task, or the feedback on the essay beside it (tabs with arrow-key
 * movement, as the ARIA tabs pattern has it). Both stay mounted so each keeps its scroll position.
 */
export function SideTabs({ tab, onTab, task, feedback, issueCount }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<Partial<Record<TSideTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? "task";
    onTab(next);
    refs.current[next]?.focus();
  };
  const label = (which: TSideTab) =>
    which === "task"
      ? t("feedback.tabs.task")
      : issueCount === undefined
        ? t("feedback.tabs.feedback")
        : t("feedback.tabs.feedbackCount", { count: issueCount });
  return (
    <div className={styles.sideTabs}>
      <div role="tablist" aria-label={t("feedback.tabs.label")} className={styles.tabList} onKeyDown={onKeyDown}>
        {TABS.map((which) => (
          <button
            key={which}
            ref={(el) => {
              refs.current[which] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${which}-tab`}
            aria-selected={tab === which}
            aria-controls={`${id}-${which}`}
            tabIndex={tab === which ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(which)}
            data-testid={`side-tab-${which}`}
          >
            {label(which)}
          </button>
        ))}
      </div>
      {TABS.map((which) => (
        <div
          key={which}
          role="tabpanel"
          id={`${id}-${which}`}
          aria-labelledby={`${id}-${which}-tab`}
          hidden={tab !== which}
          className={styles.tabPanel}
        >
          {which === "task" ? task : feedback}
        </div>
      ))}
    </div>
  );
}
