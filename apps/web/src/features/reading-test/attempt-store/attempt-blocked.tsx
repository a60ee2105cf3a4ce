import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { WarningIcon } from "../../../components/ui/icons";
import styles from "../reading-test-page.module.css";

/** Shown instead of the test when its attempt is open in another tab: this page neither shows nor saves it. */
export function AttemptBlocked({ onRetry, onExit }: { onRetry: () => void; onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.center} aria-labelledby="attempt-blocked-title" data-testid="attempt-open-elsewhere">
      <WarningIcon className={styles.icon} />
      <h1 id="attempt-blocked-title" className={styles.title}>
        {t("testAttempt.elsewhere.title")}
      </h1>
      <p className={styles.text}>{t("testAttempt.elsewhere.message")}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onExit}>
          {t("testAttempt.elsewhere.exit")}
        </Button>
        <Button onClick={onRetry} data-testid="attempt-check-again">
          {t("testAttempt.elsewhere.retry")}
        </Button>
      </div>
    </section>
  );
}
