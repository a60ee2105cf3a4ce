import type { TEssay } from "@bandcraft/contract/writing";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, RefreshIcon } from "../../../components/ui/icons";
import page from "../../../components/ui/page.module.css";
import { Spinner } from "../../../components/ui/spinner";
import { EssayActionDialogs } from "./essay-dialogs";
import { useEssayFormat } from "./essay-format";
import { EssayTask } from "./essay-task";
import { fetchEssay, serverMessage } from "./essays.api";
import styles from "./essays.module.css";
import { SummaryFigures } from "./summary-figures";
import { essayKey, useEssayActions } from "./use-essay-actions";
import "../writing-feedback-i18n";

/**
 * /writing/essays/:essayID: one saved essay, read-only, with its saved summary; another learner's is "not found".
 * `marksPanel` (sending the essay to a teacher and the marks) comes from the marking feature, set in by the router.
 */
export function EssayViewPage({ marksPanel: MarksPanel }: { marksPanel?: ComponentType<{ essay: TEssay }> }) {
  const { t } = useTranslation();
  const { essayID = "" } = useParams();
  const navigate = useNavigate();
  const format = useEssayFormat();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useQuery({ queryKey: essayKey(essayID), queryFn: ({ signal }) => fetchEssay(essayID, signal) });
  const actions = useEssayActions(() => navigate("/writing/essays", { replace: true }));
  const essay = query.data;

  useEffect(() => {
    if (essay) headingRef.current?.focus();
  }, [essay]);

  const back = (
    <Link to="/writing/essays" className={styles.backLink} data-testid="essay-back">
      <ArrowLeftIcon aria-hidden="true" />
      {t("essays.back")}
    </Link>
  );

  if (query.isPending) return <div className={page.page}>{<Spinner label={t("essays.loadingOne")} />}</div>;
  if (query.isError) {
    return (
      <div className={page.page}>
        {back}
        <div className={styles.problem} role="alert" data-testid="essay-error">
          <p>{serverMessage(query.error) ?? t("essays.loadFailed")}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("essays.retry")}
          </Button>
        </div>
      </div>
    );
  }
  if (!essay) {
    return (
      <div className={page.page}>
        {back}
        <div className={styles.emptyState} data-testid="essay-not-found">
          <h1 className={styles.emptyTitle}>{t("essays.notFound.title")}</h1>
          <p>{t("essays.notFound.message")}</p>
        </div>
      </div>
    );
  }

  const title = format.title({ taskTitle: essay.taskTitle ?? essay.task?.title, part: essay.part });
  return (
    <div className={page.page} data-testid="essay-view">
      {back}
      <div className={styles.viewHead}>
        <span className={styles.badge}>{t("essays.taskBadge", { part: essay.part })}</span>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title} data-testid="essay-title">
          {title}
        </h1>
        <p className={page.muted}>
          {t("essays.savedOn", { date: format.date(essay.createdAt) })} ·{" "}
          {t("essays.wordsCount", { count: essay.wordCount })} · {t("essays.timeSpent")}{" "}
          {format.duration(essay.timeSpent)}
        </p>
        <div className={styles.actions}>
          <Button onClick={() => actions.draft.open(essay)} data-testid="essay-as-draft">
            {t("essays.asDraft")}
          </Button>
          <Button variant="secondary" onClick={() => actions.askDelete(essay.essayID)} data-testid="essay-delete">
            {t("essays.deleteButton")}
          </Button>
        </div>
      </div>
      {MarksPanel ? <MarksPanel essay={essay} /> : null}
      <div className={styles.viewBody}>
        <section aria-labelledby="essay-text-title" className={styles.viewText}>
          <h2 id="essay-text-title" className={styles.sectionTitle}>
            {t("essays.text")}
          </h2>
          {/* React text: whatever the essay holds (pasted HTML included) shows as the characters typed. */}
          <div className={styles.essayText} data-testid="essay-text">
            {essay.text}
          </div>
        </section>
        <aside className={styles.viewSide}>
          <section aria-labelledby="essay-summary-title">
            <h2 id="essay-summary-title" className={styles.sectionTitle}>
              {t("essays.summary")}
            </h2>
            {essay.feedbackSummary && Object.keys(essay.feedbackSummary).length > 0 ? (
              <SummaryFigures summary={essay.feedbackSummary} />
            ) : (
              <p className={page.muted} data-testid="essay-no-summary">
                {t("essays.noSummary")}
              </p>
            )}
          </section>
          {essay.task ? <EssayTask task={essay.task} title={title} className={styles.taskBox} /> : null}
        </aside>
      </div>
      <EssayActionDialogs actions={actions} />
    </div>
  );
}
