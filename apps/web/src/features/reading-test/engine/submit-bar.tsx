import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import type { TTestAttempt } from "./test-attempt";
import styles from "./test-screen.module.css";

type TProps = { attempt: Pick<TTestAttempt, "phase" | "submitError">; onSubmit: () => void; onLogin: () => void };

/** The submit button at the strip's right end, with a failed submit's message beside it. */
export function SubmitBar({ attempt, onSubmit, onLogin }: TProps) {
  const { t } = useTranslation();
  const submitting = attempt.phase === "submitting";
  const error = attempt.submitError;
  return (
    <div className={styles.submitBar}>
      {error ? (
        <p className={styles.submitError} role="alert" data-testid="submit-error">
          {error.message}
          {error.auth ? (
            <Button size="sm" variant="secondary" onClick={onLogin}>
              {t("readingTest.goToLogin")}
            </Button>
          ) : null}
        </p>
      ) : null}
      <Button className={styles.submitButton} onClick={onSubmit} disabled={submitting} data-testid="test-submit">
        {submitting ? t("readingTest.strip.submitting") : t("readingTest.strip.submit")}
      </Button>
    </div>
  );
}
