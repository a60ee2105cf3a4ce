import { isTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { TokenBalance } from "../../../components/token-balance/token-balance";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ClockIcon } from "../../../components/ui/icons";
import { StateMessage } from "../../../components/ui/state-message";
import state from "../../../components/ui/state-message.module.css";
import { startFailureText } from "../../../lib/reading-start";
import { useStartReading } from "../../../lib/use-start-reading";
import { AttemptRoute } from "../attempt-route";
import { LoadingScreen } from "../test-page-states";

/**
 * Opened at an address that names no attempt (an old `multi_…` address, a typed one): the learner may
 * start a new random complete test, which spends three tokens, and never does so on page load.
 */
function StartCompleteTest() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { starting, start } = useStartReading({
    replace: true,
    onFailed: (failure) =>
      setError(
        failure.kind === "network"
          ? t("readingTest.errors.network")
          : startFailureText(failure, t, i18n.language, t("readingTest.errors.fetchFailed")),
      ),
  });
  const startFresh = () => {
    setError(null);
    start({ kind: "complete" });
  };

  if (starting) return <LoadingScreen />;
  return (
    <StateMessage
      layout="screen"
      icon={ClockIcon}
      title={t("testAttempt.multi.startTitle")}
      testId="multi-start"
      actions={
        <>
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={() => navigate("/reading")}>
            {t("testAttempt.multi.backToReading")}
          </Button>
          <Button onClick={startFresh} data-testid="multi-start-fresh">
            {t("testAttempt.multi.startFresh")}
          </Button>
        </>
      }
    >
      <p className={state.text} role={error ? "alert" : undefined} data-testid="multi-start-message">
        {error ?? t("testAttempt.multi.noSaved")}
      </p>
      <p className={state.text}>{t("testAttempt.multi.costsTokens")}</p>
      <TokenBalance cost={3} />
    </StateMessage>
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
