import { isTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { TokenBalance } from "../../../components/token-balance/token-balance";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ClockIcon } from "../../../components/ui/icons";
import { startedNavigation, startFailureText, startReading } from "../../../lib/reading-start";
import { AttemptRoute } from "../attempt-route";
import styles from "../reading-test-page.module.css";
import { LoadingScreen } from "../test-page-states";

const PAGE_TYPE = "ActualTest";

/**
 * Opened at an address that names no attempt (an old `multi_…` address, a typed one): the learner may
 * start a new random complete test, which spends three tokens, and never does so on page load.
 */
function StartCompleteTest() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startFresh = async () => {
    setStarting(true);
    setError(null);
    const result = await startReading("/reading/pack_random", { pageType: PAGE_TYPE });
    setStarting(false);
    if (result.ok) {
      const { to, state } = startedNavigation(result, PAGE_TYPE);
      navigate(to, { state, replace: true });
    } else if (result.kind === "network") setError(t("readingTest.errors.network"));
    else setError(startFailureText(result, t, i18n.language, t("readingTest.errors.fetchFailed")));
  };

  if (starting) return <LoadingScreen />;
  return (
    <section className={styles.center} aria-labelledby="multi-start-title" data-testid="multi-start">
      <ClockIcon className={styles.icon} />
      <h1 id="multi-start-title" className={styles.title}>
        {t("testAttempt.multi.startTitle")}
      </h1>
      <p className={styles.text} role={error ? "alert" : undefined} data-testid="multi-start-message">
        {error ?? t("testAttempt.multi.noSaved")}
      </p>
      <p className={styles.text}>{t("testAttempt.multi.costsTokens")}</p>
      <TokenBalance cost={3} />
      <div className={styles.actions}>
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={() => navigate("/reading")}>
          {t("testAttempt.multi.backToReading")}
        </Button>
        <Button onClick={() => void startFresh()} data-testid="multi-start-fresh">
          {t("testAttempt.multi.startFresh")}
        </Button>
      </div>
    </section>
  );
}

/** /multi-test/:testId: a complete test at its own address. */
export function MultiTestPage() {
  const { t } = useTranslation();
  const { testId = "" } = useParams();

  useEffect(() => {
    document.title = `${t("testAttempt.multi.pageTitle")} · Bandcraft`;
  }, [t]);

  if (isTestTakerId(testId, "multi")) return <AttemptRoute kind="multi" testId={testId} />;
  return <StartCompleteTest />;
}
