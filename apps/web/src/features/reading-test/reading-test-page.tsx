import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { isAdHocTestId, type TTestNavigationState, useTestPractice } from "./engine/load-test";
import { TestScreen } from "./engine/test-screen";
import styles from "./reading-test-page.module.css";

const stateOf = (state: unknown): TTestNavigationState | null =>
  typeof state === "object" && state !== null ? (state as TTestNavigationState) : null;

/** /test/:testId (reading §2.1, §2.9): loading, error, authentication-required, then the test itself. */
export function ReadingTestPage() {
  const { t } = useTranslation();
  const { testId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const load = useTestPractice(testId, stateOf(location.state));

  useEffect(() => {
    document.title = `${t("readingTest.pageTitle")} · Bandcraft`;
  }, [t]);

  if (load.status === "loading") {
    return (
      <div className={styles.center} data-testid="test-loading">
        <Spinner label={t("readingTest.loading")} size={28} />
      </div>
    );
  }
  if (load.status === "error") {
    if (load.error.auth) {
      return (
        <section className={styles.center} aria-labelledby="test-auth-title" data-testid="test-auth-required">
          <LockIcon className={styles.icon} />
          <h1 id="test-auth-title" className={styles.title}>
            {t("readingTest.authTitle")}
          </h1>
          <p className={styles.text}>{load.error.message}</p>
          <Button onClick={() => navigate("/auth")}>{t("readingTest.goToLogin")}</Button>
        </section>
      );
    }
    return (
      <section className={styles.center} data-testid="test-error">
        <p className={styles.text} role="alert">
          {t("readingTest.errorMessage", { message: load.error.message })}
        </p>
        <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
          {t("common.backToHome")}
        </Button>
      </section>
    );
  }
  return (
    <TestScreen
      // A new test id is a new attempt: fresh answers, clock and test-taker id.
      key={testId}
      practice={load.practice}
      fallbackPracticeId={testId && !isAdHocTestId(testId) ? testId : null}
      onExit={() => navigate("/reading")}
      onHome={() => navigate("/")}
      onLogin={() => navigate("/auth")}
    />
  );
}
