import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import type { TTestError } from "./engine/submit-attempt";
import styles from "./reading-test-page.module.css";

/** "Loading test data...". */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} data-testid="test-loading">
      <Spinner label={t("readingTest.loading")} size={28} />
    </div>
  );
}

/**
 * A test that cannot be shown: an error with "Authentication" in it shows the sign-in screen
 * ("Go to Login"), any other the error screen with "Back to Home".
 */
export function TestErrorScreen({ error }: { error: TTestError }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (error.auth) {
    return (
      <section className={styles.center} aria-labelledby="test-auth-title" data-testid="test-auth-required">
        <LockIcon className={styles.icon} />
        <h1 id="test-auth-title" className={styles.title}>
          {t("readingTest.authTitle")}
        </h1>
        <p className={styles.text}>{error.message}</p>
        <Button onClick={() => navigate("/auth")}>{t("readingTest.goToLogin")}</Button>
      </section>
    );
  }
  return (
    <section className={styles.center} data-testid="test-error">
      <p className={styles.text} role="alert">
        {t("readingTest.errorMessage", { message: error.message })}
      </p>
      <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
        {t("common.backToHome")}
      </Button>
    </section>
  );
}
