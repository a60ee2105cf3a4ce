import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ClockIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { AttemptBlocked } from "../attempt-store/attempt-blocked";
import { DiscardedNotice } from "../attempt-store/discarded-notice";
import { useAttemptLease } from "../attempt-store/use-attempt-lease";
import { useSavedAttempt } from "../attempt-store/use-saved-attempt";
import type { TTestError } from "../engine/submit-attempt";
import styles from "../reading-test-page.module.css";
import { fetchPack, parsePack, type TMultiNavigationState, type TPack } from "./load-pack";
import { MultiTestScreen } from "./multi-test-screen";

const stateOf = (state: unknown): TMultiNavigationState | null =>
  typeof state === "object" && state !== null ? (state as TMultiNavigationState) : null;

const DEFAULT_PAGE_TYPE = "ActualTest";

/**
 * /multi-test/:testId (reading §2.10): a saved attempt for this id is restored; else the hub's pack from
 * navigation state; else, opened directly, the learner may start a random pack (which spends tokens).
 */
export function MultiTestPage() {
  const { t } = useTranslation();
  const { testId = "" } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useSavedAttempt(testId, "multi");
  const [leaseTry, setLeaseTry] = useState(0);
  const lease = useAttemptLease(testId || null, leaseTry);
  const state = stateOf(location.state);
  const pageType = state?.pageType ?? DEFAULT_PAGE_TYPE;
  const fromState = useMemo((): TPack | "invalid" | null => {
    if (state?.readingPractice === undefined) return null;
    try {
      return parsePack(state.readingPractice);
    } catch {
      return "invalid";
    }
  }, [state?.readingPractice]);
  const [fetched, setFetched] = useState<TPack | null>(null);
  const [fetching, setFetching] = useState(false);
  const [error, setError] = useState<TTestError | null>(null);

  useEffect(() => {
    document.title = `${t("testAttempt.multi.pageTitle")} · Bandcraft`;
  }, [t]);

  const startFresh = async () => {
    setFetching(true);
    setError(null);
    const result = await fetchPack(pageType, t);
    setFetching(false);
    if (result.ok) setFetched(result.pack);
    else setError(result.error);
  };

  const exit = () => navigate("/reading");
  if (lease === "elsewhere") return <AttemptBlocked onRetry={() => setLeaseTry((n) => n + 1)} onExit={exit} />;
  if (lease === "checking" || fetching) {
    return (
      <div className={styles.center} data-testid="test-loading">
        <Spinner label={t("readingTest.loading")} size={28} />
      </div>
    );
  }

  const restored = saved.status === "restored" ? saved : null;
  const pack: TPack | null = restored
    ? { raw: restored.attempt.practices, practices: restored.practices }
    : (fetched ?? (fromState === "invalid" ? null : fromState));

  if (pack) {
    return (
      <>
        <DiscardedNotice show={saved.status === "corrupt"} />
        <MultiTestScreen
          key={testId}
          testId={testId}
          practices={pack.practices}
          rawPractices={pack.raw}
          pageType={restored?.attempt.pageType ?? pageType}
          restored={restored?.attempt ?? null}
          canSave={lease === "owner"}
          onExit={exit}
          onHome={() => navigate("/")}
          onLogin={() => navigate("/auth")}
        />
      </>
    );
  }

  const message =
    error?.message ??
    (fromState === "invalid" ? t("readingTest.errors.processFailed") : t("testAttempt.multi.noSaved"));
  return (
    <section className={styles.center} aria-labelledby="multi-start-title" data-testid="multi-start">
      <DiscardedNotice show={saved.status === "corrupt"} />
      <ClockIcon className={styles.icon} />
      <h1 id="multi-start-title" className={styles.title}>
        {t("testAttempt.multi.startTitle")}
      </h1>
      <p className={styles.text} role={error ? "alert" : undefined} data-testid="multi-start-message">
        {message}
      </p>
      <p className={styles.text}>{t("testAttempt.multi.costsTokens")}</p>
      <div className={styles.actions}>
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={exit}>
          {t("testAttempt.multi.backToReading")}
        </Button>
        {error?.auth ? (
          <Button onClick={() => navigate("/auth")}>{t("readingTest.goToLogin")}</Button>
        ) : (
          <Button onClick={() => void startFresh()} data-testid="multi-start-fresh">
            {t("testAttempt.multi.startFresh")}
          </Button>
        )}
      </div>
    </section>
  );
}
