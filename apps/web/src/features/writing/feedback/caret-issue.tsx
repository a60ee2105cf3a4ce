import { useTranslation } from "react-i18next";
import { CheckerMessage } from "./checker-message";
import styles from "./feedback.module.css";
import { IssueActions } from "./issue-actions";
import { useKindName } from "./kind-name";
import type { TIssue, TSuggestion } from "./types";

type TProps = { issue: TIssue | null; onApply: (issue: TIssue, suggestion: TSuggestion) => void };

/**
 * The issue under the caret, shown under the essay: clicking or moving onto a marked word brings up its
 * message and suggestions, so a mark works like a button without leaving the text.
 */
export function CaretIssue({ issue, onApply }: TProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  // A polite live region that is always there, so the change of issue is announced.
  return (
    <div className={styles.caretIssue} aria-live="polite" data-testid="caret-issue">
      {issue ? (
        <>
          <p className={styles.caretText}>
            <span className={styles.caretKind}>{t("feedback.atCursor", { kind: kindName(issue.kind) })}</span>{" "}
            <CheckerMessage message={issue.message} />
          </p>
          <IssueActions issue={issue} onApply={onApply} />
        </>
      ) : null}
    </div>
  );
}
