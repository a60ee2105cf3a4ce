import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import styles from "./feedback.module.css";
import { IndicatorsPanel } from "./indicators-panel";
import { IssueList } from "./issue-list";
import type { TIssue, TSuggestion } from "./types";
import type { TEssayCheck } from "./use-essay-check";

type TProps = {
  check: TEssayCheck;
  onCheck: () => void;
  onApply: (issue: TIssue, suggestion: TSuggestion) => void;
  onReveal: (issue: TIssue) => void;
};

/**
 * The feedback side of the editor: what the last check found (grammar and spelling issues, then the indicators
 * under the four criteria), or why there is nothing yet. Never a band: the note says so.
 */
export function FeedbackPanel({ check, onCheck, onApply, onReveal }: TProps) {
  const { t } = useTranslation();
  const { phase, report } = check;
  return (
    <section
      className={styles.panel}
      aria-labelledby="feedback-title"
      data-testid="feedback-panel"
      data-phase={phase}
      data-elapsed-ms={report?.elapsedMs}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (no issue = no button in it)
      tabIndex={0}
    >
      <h2 id="feedback-title" className={styles.title}>
        {t("feedback.title")}
      </h2>
      <p className={styles.note}>{t("feedback.noBand")}</p>
      {phase === "idle" ? (
        <p className={styles.muted} data-testid="feedback-idle">
          {t("feedback.idle")}
        </p>
      ) : null}
      {phase === "checking" ? (
        <div className={styles.checking} data-testid="feedback-checking">
          <Spinner label={t("feedback.checking")} />
          <p className={styles.muted}>{t("feedback.firstCheck")}</p>
        </div>
      ) : null}
      {phase === "empty" ? (
        <div className={styles.friendly} role="status" data-testid="feedback-empty">
          <p className={styles.friendlyTitle}>{t("feedback.empty.title")}</p>
          <p>{t("feedback.empty.message")}</p>
        </div>
      ) : null}
      {phase === "error" ? (
        <div className={styles.failure} role="alert" data-testid="feedback-error">
          <p>{t("feedback.error", { reason: check.error ?? "" })}</p>
          <button type="button" className={styles.secondaryButton} onClick={onCheck}>
            {t("feedback.retry")}
          </button>
        </div>
      ) : null}
      {phase === "ready" && report ? (
        <>
          <div className={styles.statusLine} role="status" data-testid="feedback-status">
            {check.busy ? (
              <Spinner label={t("feedback.rechecking")} size={16} />
            ) : check.stale ? (
              <span>{t("feedback.stale")}</span>
            ) : (
              <span>{t("feedback.checked", { count: check.issues.length })}</span>
            )}
          </div>
          {check.error ? (
            <p className={styles.failureText} role="alert">
              {t("feedback.error", { reason: check.error })}
            </p>
          ) : null}
          <IssueList issues={check.issues} onApply={onApply} onReveal={onReveal} />
          <IndicatorsPanel indicators={report.indicators} />
        </>
      ) : null}
    </section>
  );
}
