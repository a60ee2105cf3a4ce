import { useTranslation } from "react-i18next";
import { shownProblem } from "./checker-message";
import styles from "./feedback.module.css";
import type { TIssue, TSuggestion } from "./types";

type TProps = {
  issue: TIssue;
  onApply: (issue: TIssue, suggestion: TSuggestion) => void;
  /** Shown in the list, not in the caret card (there the caret already is on the span). */
  onReveal?: (issue: TIssue) => void;
};

/** "Show in essay" and one button per suggestion; each suggestion applies in one click. */
export function IssueActions({ issue, onApply, onReveal }: TProps) {
  const { t } = useTranslation();
  const problem = shownProblem(issue.problem, t("feedback.issues.space"));
  const label = (s: TSuggestion) =>
    s.kind === "remove"
      ? t("feedback.issues.removeLabel", { problem })
      : s.kind === "insertAfter"
        ? t("feedback.issues.insertLabel", { text: s.text, problem })
        : t("feedback.issues.replaceLabel", { problem, text: s.text });
  const shown = (s: TSuggestion) =>
    s.kind === "remove" ? t("feedback.issues.remove") : s.text.trim() === "" ? t("feedback.issues.space") : s.text;
  return (
    <div className={styles.issueActions}>
      {onReveal ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onReveal(issue)}
          aria-label={t("feedback.issues.showLabel", { problem })}
          data-testid="issue-show"
        >
          {t("feedback.issues.show")}
        </button>
      ) : null}
      {issue.suggestions.length > 0 ? (
        <span className={styles.suggestions}>
          {issue.suggestions.map((s, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a suggestion's place in the checker's order is its identity
              key={i}
              type="button"
              className={styles.suggestion}
              onClick={() => onApply(issue, s)}
              aria-label={label(s)}
              data-testid="issue-suggestion"
            >
              {s.kind === "insertAfter" ? `+ ${shown(s)}` : shown(s)}
            </button>
          ))}
        </span>
      ) : (
        <span className={styles.muted}>{t("feedback.issues.noSuggestion")}</span>
      )}
    </div>
  );
}
