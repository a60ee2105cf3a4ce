import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useTabs } from "../../../components/ui/use-tabs";
import styles from "./side-tabs.module.css";

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
 * The left side of the split: the task, or the feedback on the essay beside it, as tabs. Both stay mounted
 * so each keeps its scroll position.
 */
export function SideTabs({ tab, onTab, task, feedback, issueCount }: TProps) {
  const { t } = useTranslation();
  const tabs = useTabs({ tabs: TABS, selected: tab, onSelect: onTab, label: t("feedback.tabs.label") });
  const label = (which: TSideTab) =>
    which === "task"
      ? t("feedback.tabs.task")
      : issueCount === undefined
        ? t("feedback.tabs.feedback")
        : t("feedback.tabs.feedbackCount", { count: issueCount });
  return (
    <div className={styles.sideTabs}>
      <div className={styles.tabList} {...tabs.listProps}>
        {TABS.map((which) => (
          <button
            key={which}
            type="button"
            className={styles.tab}
            data-testid={`side-tab-${which}`}
            {...tabs.tabProps(which)}
          >
            {label(which)}
          </button>
        ))}
      </div>
      {TABS.map((which) => (
        <div key={which} className={styles.tabPanel} {...tabs.panelProps(which)}>
          {which === "task" ? task : feedback}
        </div>
      ))}
    </div>
  );
}
