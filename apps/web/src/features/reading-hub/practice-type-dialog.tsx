import { useTranslation } from "react-i18next";
import { TokenBalance } from "../../components/token-balance/token-balance";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { ClockIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import styles from "./practice-type-dialog.module.css";

type TProps = { loading: boolean; onClose: () => void; onStart: () => void };

/**
 * The practice-type dialog before a complete test: "Actual test" starts a random pack;
 * "Cambridge" is shown but disabled until it exists; a starting overlay covers the choice while loading.
 */
export function PracticeTypeDialog({ loading, onClose, onStart }: TProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      // While the test is being started the dialog stays put, so the result is not lost behind it.
      onClose={loading ? () => undefined : onClose}
      title={t("testAttempt.practiceType.title")}
      icon={<ClockIcon />}
      maxWidth={560}
      testId="practice-type-dialog"
      footer={
        <Button variant="secondary" onClick={onClose} disabled={loading} data-testid="practice-type-cancel">
          {t("common.cancel")}
        </Button>
      }
    >
      <div className={styles.body}>
        <p className={styles.lead}>{t("testAttempt.practiceType.description")}</p>
        <TokenBalance cost={3} />
        <ul className={styles.options}>
          <li>
            <button
              type="button"
              className={styles.option}
              onClick={onStart}
              disabled={loading}
              data-testid="practice-type-actual"
            >
              <span className={styles.optionTitle}>{t("testAttempt.practiceType.actual")}</span>
              <span className={styles.optionText}>{t("testAttempt.practiceType.actualText")}</span>
            </button>
          </li>
          <li>
            <button type="button" className={styles.option} disabled data-testid="practice-type-cambridge">
              <span className={styles.optionTitle}>
                {t("testAttempt.practiceType.cambridge")}
                <span className={styles.soon}>{t("testAttempt.practiceType.comingSoon")}</span>
              </span>
              <span className={styles.optionText}>{t("testAttempt.practiceType.cambridgeText")}</span>
            </button>
          </li>
        </ul>
        {loading ? (
          <div className={styles.overlay} data-testid="practice-type-starting">
            <Spinner label={t("testAttempt.practiceType.starting")} size={28} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
