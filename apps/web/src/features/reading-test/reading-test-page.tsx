import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, LockIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { AttemptBlocked } from "./attempt-store/attempt-blocked";
import { DiscardedNotice } from "./attempt-store/discarded-notice";
import { useAttemptLease } from "./attempt-store/use-attempt-lease";
import { useSavedAttempt } from "./attempt-store/use-saved-attempt";
import { isAdHocTestId, type TTestNavigationState, useTestPractice } from "./engine/load-test";
import { TestScreen } from "./engine/test-screen";
import styles from "./reading-test-page.module.css";

const stateOf = (state: unknown): TTestNavigationState | null =>
  typeof state === "object" && state !== null ? (state as TTestNavigationState) : null;

function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.center} data-testid="test-loading">
      <Spinner label={t("readingTest.loading")} size={28} />
    </div>
  );
}

/** /test/:testId (reading §2.1, §2.9): loading, error, authentication-required, then the test itself. */
export function ReadingTestPage() {
  const { t } = useTranslation();
  const { testId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  // A saved attempt wins over navigation state (which a reload keeps too) and over a fetch (which costs).
  const saved = useSavedAttempt(testId, "single");
  const restored = saved.status === "restored" ? saved : null;
  const load = useTestPractice(restored ? undefined : testId, restored ? null : stateOf(location.state));
  const [leaseTry, setLeaseTry] = useState(0);
  const lease = useAttemptLease(testId ?? null, leaseTry);

  useEffect(() => {
    document.title = `${t("readingTest.pageTitle")} · Bandcraft`;
  }, [t]);

  if (lease === "elsewhere") {
    return <AttemptBlocked onRetry={() => setLeaseTry((n) => n + 1)} onExit={() => navigate("/reading")} />;
  }
  if (lease === "checking") return <LoadingScreen />;
  if (restored) {
    const practice = restored.practices[0];
    if (practice) {
      return (
        <TestScreen
          key={testId}
          practice={practice}
          fallbackPracticeId={testId && !isAdHocTestId(testId) ? testId : null}
          testId={testId}
          rawPractice={restored.attempt.practices[0]}
          restored={restored.attempt}
          canSave={lease === "owner"}
          onExit={() => navigate("/reading")}
          onHome={() => navigate("/")}
          onLogin={() => navigate("/auth")}
        />
      );
    }
  }
  if (load.status === "loading") return <LoadingScreen />;
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
        <DiscardedNotice show={saved.status === "corrupt"} />
        <p className={styles.text} role="alert">
          {t("readingTest.errorMessage", { message: load.error.message })}
        </p>
        <Button icon={<ArrowLeftIcon />} onClick={() => navigate("/")}>
          {t("common.backToHome")}
        </Button>
      </section>
    );
  }
  const raw = stateOf(location.state)?.readingPractice;
  return (
    <>
      <DiscardedNotice show={saved.status === "corrupt"} />
      <TestScreen
        // A new test id is a new attempt: fresh answers, clock and test-taker id.
        key={testId}
        practice={load.practice}
        fallbackPracticeId={testId && !isAdHocTestId(testId) ? testId : null}
        testId={testId}
        rawPractice={raw ?? load.raw}
        canSave={lease === "owner"}
        onExit={() => navigate("/reading")}
        onHome={() => navigate("/")}
        onLogin={() => navigate("/auth")}
      />
    </>
  );
}
