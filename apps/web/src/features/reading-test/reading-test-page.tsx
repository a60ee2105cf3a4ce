import { isTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { ONCE_PER_MOUNT } from "../../lib/query-once";
import { startedNavigation, startFailureText, startReading } from "../../lib/reading-start";
import { getValidSession } from "../../lib/session";
import { AttemptRoute } from "./attempt-route";
import { LoadingScreen, TestErrorScreen } from "./test-page-states";

/** Addresses of tests started before attempts lived on the server; they name nothing that can be reopened. */
const isLegacyAdHocId = (id: string) => id.startsWith("single_");

/**
 * `/test/{a practice id}` (a test address may name a real practice), e.g. from the administrator's test
 * list: starts that practice (one token, once per visit) and moves to the attempt's own address, so a
 * reload continues the attempt instead of starting (and paying for) another.
 */
function StartByPracticeId({ practiceId }: { practiceId: string }) {
  const { t, i18n } = useTranslation();
  const signedIn = getValidSession() !== null;
  const query = useQuery({
    queryKey: ["reading-start", practiceId],
    queryFn: () => startReading({ kind: "passage", practiceID: practiceId }),
    enabled: signedIn,
    // Opening claims the attempt, a start spends: once per mount and key.
    ...ONCE_PER_MOUNT,
  });
  if (!signedIn) return <TestErrorScreen error={{ message: t("readingTest.errors.authLoad"), auth: true }} />;
  const result = query.data;
  if (!result) return <LoadingScreen />;
  if (result.ok) {
    const { to, state } = startedNavigation(result);
    return <Navigate to={to} state={state} replace />;
  }
  const message =
    result.kind === "network"
      ? t("readingTest.errors.network")
      : startFailureText(result, t, i18n.language, t("readingTest.errors.fetchFailed"));
  return <TestErrorScreen error={{ message, auth: false }} />;
}

/** /test/:testId: a single-passage attempt at its own address. */
export function ReadingTestPage() {
  const { t } = useTranslation();
  const { testId = "" } = useParams();

  useEffect(() => {
    document.title = `${t("readingTest.pageTitle")} · Bandcraft`;
  }, [t]);

  if (!testId) return <TestErrorScreen error={{ message: t("readingTest.errors.noTestId"), auth: false }} />;
  if (isTestTakerId(testId, "single")) return <AttemptRoute kind="single" testId={testId} />;
  if (isLegacyAdHocId(testId)) {
    return <TestErrorScreen error={{ message: t("readingTest.errors.notReloadable"), auth: false }} />;
  }
  return <StartByPracticeId practiceId={testId} />;
}
