import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { WarningIcon } from "../../../components/ui/icons";
import styles from "../reading-test-page.module.css";

/**
 * Shown in place of the test once it was continued on another device or tab: this copy stepped aside and
 * saves nothing more. "Continue here" takes the test back (the other copy then steps aside in turn).
 */
export function AttemptMoved({ onContinue, onExit }: { onContinue: () => void; onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.center} aria-labelledby="attempt-moved-title" data-testid="attempt-moved">
      <WarningIcon className={styles.icon} />
      <h1 id="attempt-moved-title" className={styles.title}>
        {t("testAttempt.moved.title")}
      </h1>
      <p className={styles.text}>{t("testAttempt.moved.message")}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onExit}>
          {t("testAttempt.moved.exit")}
        </Button>
        <Button onClick={onContinue} data-testid="attempt-continue-here">
          {t("testAttempt.moved.continue")}
        </Button>
      </div>
    </section>
  );
}
