import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CheckerMessage, shownProblem } from "./checker-message";
import { isSpellingKind } from "./essay-marks";
import styles from "./feedback.module.css";
import { IssueActions } from "./issue-actions";
import { useKindName } from "./kind-name";
import type { TIssue, TSuggestion } from "./types";

/** The list's heading id: focus lands here after a suggestion from the list is applied. */
export const ISSUES_HEADING = "feedback-issues-title";

type TProps = {
  issues: readonly TIssue[];
  onApply: (issue: TIssue, suggestion: TSuggestion) => void;
  onReveal: (issue: TIssue) => void;
};

/**
 * The grammar and spelling issues in text order: the keyboard's way to the marks in the essay. Each says what
 * is flagged and why, shows it in the essay (selecting the span) and applies a suggestion in one click.
 */
export const IssueList = memo(function IssueList({ issues, onApply, onReveal }: TProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  return (
    <section className={styles.block} aria-labelledby={ISSUES_HEADING} data-testid="feedback-issues">
      <h3 id={ISSUES_HEADING} className={styles.blockTitle} tabIndex={-1}>
        {t("feedback.issues.title", { count: issues.length })}
      </h3>
      {issues.length === 0 ? (
        <p className={styles.muted} data-testid="feedback-no-issues">
          {t("feedback.issues.none")}
        </p>
      ) : (
        <ol className={styles.issueList}>
          {issues.map((issue) => (
            <li key={issue.id} className={styles.issue} data-testid="feedback-issue" data-kind={issue.kind}>
              <p className={styles.issueHead}>
                <span className={isSpellingKind(issue.kind) ? styles.kindSpelling : styles.kindGrammar}>
                  {kindName(issue.kind)}
                </span>
                <q className={styles.problem}>{shownProblem(issue.problem, t("feedback.issues.space"))}</q>
              </p>
              <p className={styles.issueMessage}>
                <CheckerMessage message={issue.message} />
              </p>
              <IssueActions issue={issue} onApply={onApply} onReveal={onReveal} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
