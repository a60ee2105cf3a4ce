import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { readStartNavigation } from "../../lib/reading-start";
import { fetchResult } from "./attempt-store/attempt.api";
import { DiscardedNotice } from "./attempt-store/discarded-notice";
import { useAttemptSession } from "./attempt-store/use-attempt-session";
import { TestScreen } from "./engine/test-screen";
import engineStyles from "./engine/test-screen.module.css";
import { TestShell } from "./engine/test-shell";
import { MultiTestScreen } from "./multi-test/multi-test-screen";
import { ResultsScreen } from "./results/results-screen";
import { LoadingScreen, TestErrorScreen } from "./test-page-states";

/** The results of a test that is over, from the server (they have an address: a reload shows them again). */
function SubmittedResults({ testTakerId }: { testTakerId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ["reading-result", testTakerId], queryFn: () => fetchResult(testTakerId) });
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const message = query.error instanceof Error ? query.error.message : t("readingTest.errors.fetchFailed");
    return <TestErrorScreen error={{ message, auth: false }} />;
  }
  const { submissionRecord, closedByServer, kind } = query.data;
  const parts = submissionRecord.SubmissionResults.map((r, i) => ({
    readingPracticeID: r.readingPracticeID,
    level: kind === "multi" ? i + 1 : undefined,
    numbers: [],
  }));
  return (
    <TestShell inProgress={false}>
      {() => (
        <div className={engineStyles.resultsScroll}>
          <ResultsScreen
            record={submissionRecord}
            closedByServer={closedByServer}
            testTakerId={testTakerId}
            parts={parts}
            onHome={() => navigate("/")}
          />
        </div>
      )}
    </TestShell>
  );
}

type TProps = { kind: "single" | "multi"; testId: string };

/**
 * A test at its own address (`/test/TT-…`, `/multi-test/MT-…`): the attempt as this device left it or as
 * the server has it, its results once it is over. "Continue here" (after the test moved to another device
 * or tab) opens it again.
 */
export function AttemptRoute({ kind, testId }: TProps) {
  const [generation, setGeneration] = useState(0);
  return <AttemptLoader key={generation} kind={kind} testId={testId} generation={generation} onAgain={setGeneration} />;
}

function AttemptLoader(props: TProps & { generation: number; onAgain: (generation: number) => void }) {
  const { kind, testId, generation } = props;
  const location = useLocation();
  const navigate = useNavigate();
  const load = useAttemptSession(testId, kind, readStartNavigation(location.state), generation);
  // A start's handover is used once: a reload or Back must open the attempt as it stands, not the fresh start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, []);
  if (load.status === "loading") return <LoadingScreen />;
  if (load.status === "error") return <TestErrorScreen error={load.error} />;
  if (load.status === "submitted") return <SubmittedResults testTakerId={testId} />;
  const screen = {
    session: load.session,
    onExit: () => navigate("/reading"),
    onHome: () => navigate("/"),
    onLogin: () => navigate("/auth"),
    onContinueHere: () => props.onAgain(generation + 1),
  };
  return (
    <>
      <DiscardedNotice show={load.discardedLocalCopy} />
      {kind === "multi" ? <MultiTestScreen {...screen} /> : <TestScreen {...screen} />}
    </>
  );
}
