import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { usePrefetchQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { OpenAttempts } from "../../components/open-attempts/open-attempts";
import { SpendConfirmDialog } from "../../components/token-balance/spend-confirm-dialog";
import { Button } from "../../components/ui/button";
import { Hero } from "../../components/ui/hero";
import { BookIcon, ErrorIcon, RefreshIcon } from "../../components/ui/icons";
import { NotificationDialog, type TNotice } from "../../components/ui/notification-dialog";
import page from "../../components/ui/page.module.css";
import { Spinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import state from "../../components/ui/state-message.module.css";
import { reviewPath } from "../../lib/reading-paths";
import { startFailureNotice, type TStartRequest } from "../../lib/reading-start";
import { useSession } from "../../lib/session";
import { useStartReading } from "../../lib/use-start-reading";
import { AnswerDetailsDialog } from "./answer-details-dialog";
import { AuthRequired } from "./auth-required";
import { ChoosePassageDialog, type TChooseMode } from "./choose-passage-dialog";
import { InsightPanel } from "./insight-panel";
import { RecordCard } from "./record-card";
import { applyFilters, computeStats, DEFAULT_FILTERS, remainingCount, type TFilters } from "./record-rules";
import { insightQuery } from "./records.api";
import styles from "./records.module.css";
import { RecordsToolbar } from "./records-toolbar";
import { StatCards } from "./stat-cards";
import { type TRecordsError, useRecords } from "./use-records";

/** The practice records screen: history, stats, filters, review and retry, and insight. */
export function RecordsPage() {
  const session = useSession();
  const signedIn = session !== null && isSessionValid(session.expiresAt, Date.now());
  return signedIn ? <RecordsScreen /> : <AuthRequired />;
}

function RecordsScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const view = useRecords();
  // The insight panel shows once the records are in; its data is asked for now, beside them, not after.
  usePrefetchQuery(insightQuery);
  const [filters, setFilters] = useState<TFilters>(DEFAULT_FILTERS);
  const [answers, setAnswers] = useState<TPracticeRecord | null>(null);
  const [choice, setChoice] = useState<{ mode: TChooseMode; record: TPracticeRecord } | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  // A start waiting for the learner to confirm its cost: what it starts, and how.
  const [pending, setPending] = useState<{ subject: string; request: TStartRequest } | null>(null);
  const { starting, start } = useStartReading({
    onFailed: (failure) => setNotice(startFailureNotice(failure, t, i18n.language)),
  });
  const openTest = (request: TStartRequest) =>
    start(request, {
      onSettled: () => {
        setChoice(null);
        setPending(null);
      },
    });

  const shown = useMemo(() => applyFilters(view.records, filters), [view.records, filters]);
  const stats = useMemo(() => computeStats(view.records, view.totalCnt), [view.records, view.totalCnt]);
  const remaining = remainingCount(view);

  const openReview = (record: TPracticeRecord, practiceID: string) => {
    navigate(reviewPath(record.testTakerID, practiceID));
  };

  // One passage goes straight on; several ask which one first.
  const act = (mode: TChooseMode, record: TPracticeRecord) => {
    const only = record.readingPracticeInfo.length === 1 ? record.readingPracticeInfo[0] : undefined;
    if (!only) setChoice({ mode, record });
    else if (mode === "review") openReview(record, only.id);
    else setPending({ subject: only.title, request: { kind: "passage", practiceID: only.id } });
  };

  const onPick = (mode: TChooseMode, record: TPracticeRecord, practiceID: string) => {
    if (mode === "review") {
      setChoice(null);
      openReview(record, practiceID);
    } else openTest({ kind: "passage", practiceID });
  };

  let content: ReactNode;
  if (view.loading && view.records.length === 0) {
    content = (
      <div className={state.box}>
        <Spinner label={t("records.loading")} size={28} />
      </div>
    );
  } else if (view.error && view.records.length === 0) {
    content = <RecordsError error={view.error} onRetry={view.reload} />;
  } else if (view.records.length === 0) {
    content = (
      <StateMessage layout="box" icon={BookIcon} title={t("records.empty.title")} heading="h2" testId="records-empty">
        <p className={state.text}>{t("records.empty.message")}</p>
        <Button onClick={() => navigate("/reading")}>{t("records.empty.start")}</Button>
      </StateMessage>
    );
  } else {
    content = (
      <>
        <div className={page.section}>
          <StatCards stats={stats} loaded={view.records.length} />
        </div>
        <InsightPanel
          onPractise={(type: TQuestionType) =>
            setPending({
              subject: t("records.start.byType", { type: t(`readingHub.filter.types.${type}`) }),
              request: { kind: "random", filter: { questionType: type } },
            })
          }
          busy={starting}
        />
        <section className={page.section} aria-labelledby="records-list-title">
          <h2 id="records-list-title" className={page.sectionTitle}>
            {t("records.title")}
          </h2>
          <RecordsToolbar filters={filters} onChange={setFilters} shown={shown.length} loaded={view.records.length} />
          {shown.length === 0 ? (
            <p className={styles.noMatch}>{t("records.noMatch")}</p>
          ) : (
            <ul className={styles.list} data-testid="records-list">
              {shown.map((r) => (
                <RecordCard
                  key={r.testTakerID}
                  record={r}
                  busy={starting}
                  onReview={(rec) => act("review", rec)}
                  onRetry={(rec) => act("retry", rec)}
                  onViewAnswers={setAnswers}
                />
              ))}
            </ul>
          )}
          {view.error ? <RecordsError error={view.error} onRetry={view.reload} /> : null}
          {remaining > 0 ? (
            <div className={styles.more}>
              <Button
                variant="secondary"
                onClick={view.loadMore}
                disabled={view.loadingMore}
                data-testid="records-load-more"
              >
                {view.loadingMore ? t("records.loadingMore") : t("records.loadMore", { count: remaining })}
              </Button>
            </div>
          ) : null}
        </section>
      </>
    );
  }

  return (
    <div className={page.page} data-testid="records-page">
      <Hero title={t("records.title")} description={t("records.description")} />
      <OpenAttempts />
      {content}
      <AnswerDetailsDialog record={answers} onClose={() => setAnswers(null)} />
      <ChoosePassageDialog choice={choice} onPick={onPick} onClose={() => setChoice(null)} busy={starting} />
      <NotificationDialog notice={notice} onClose={() => setNotice(null)} />
      <SpendConfirmDialog
        subject={pending?.subject ?? null}
        cost={1}
        busy={starting}
        onCancel={() => setPending(null)}
        onStart={() => pending && openTest(pending.request)}
      />
    </div>
  );
}

/** Records errors: errMsg or the fallback, or the network text, with "Try Again" (page 1). */
function RecordsError({ error, onRetry }: { error: TRecordsError; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error.kind === "network" ? t("records.errors.network") : error.errMsg || t("records.errors.fallback");
  return (
    <div className={styles.error} role="alert" data-testid="records-error">
      <ErrorIcon className={styles.errorIcon} />
      <div>
        <p className={styles.errorTitle}>{t("records.errors.title")}</p>
        <p>{message}</p>
      </div>
      <Button variant="secondary" icon={<RefreshIcon />} onClick={onRetry}>
        {t("records.errors.tryAgain")}
      </Button>
    </div>
  );
}
