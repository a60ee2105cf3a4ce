import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { RefreshIcon } from "../../../components/ui/icons";
import page from "../../../components/ui/page.module.css";
import { Spinner } from "../../../components/ui/spinner";
import { Pagination } from "../practice-list/pagination";
import { EssayCard } from "./essay-card";
import { EssayActionDialogs } from "./essay-dialogs";
import { ESSAYS_PAGE_SIZE, fetchEssays, serverMessage } from "./essays.api";
import styles from "./essays.module.css";
import { useEssayActions } from "./use-essay-actions";
import "../writing-feedback-i18n";

/** Pages of ten; the page is in the address (?page=2), so a reload stays on it. */
export function pageCount(totalCnt: number): number {
  return Math.max(1, Math.ceil(totalCnt / ESSAYS_PAGE_SIZE));
}

/** /writing/essays: the learner's saved essays, newest first, ten a page, each to open, reopen or delete. */
export function MyEssaysPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get("page") ?? "1", 10);
  const current = Number.isFinite(requested) && requested > 0 ? requested : 1;
  const setPage = (p: number) => setParams(p > 1 ? { page: String(p) } : {});
  const query = useQuery({
    queryKey: ["essays", "list", current],
    queryFn: ({ signal }) => fetchEssays(current, signal),
    placeholderData: keepPreviousData,
  });
  const actions = useEssayActions(() => undefined);
  const total = query.data ? pageCount(query.data.totalCnt) : current;

  // A page past the end (the last essay on it was deleted) goes back to the last page that has essays.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is stable in effect; only the answer matters
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && current > total) setPage(total);
  }, [query.data, query.isPlaceholderData, current, total]);

  return (
    <div className={page.page}>
      <div className={styles.head}>
        <div>
          <h1 className={styles.title}>{t("essays.title")}</h1>
          <p className={page.muted}>{t("essays.intro")}</p>
        </div>
        <Link to="/writing/practices" className={styles.headLink}>
          {t("essays.toBank")}
        </Link>
      </div>
      {query.isPending ? (
        <Spinner label={t("essays.loading")} />
      ) : query.isError ? (
        <div className={styles.problem} role="alert" data-testid="essays-error">
          <p>{serverMessage(query.error) ?? t("essays.loadFailed")}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("essays.retry")}
          </Button>
        </div>
      ) : query.data.essays.length === 0 && current === 1 ? (
        <div className={styles.emptyState} data-testid="essays-empty">
          <p className={styles.emptyTitle}>{t("essays.empty.title")}</p>
          <p>{t("essays.empty.message")}</p>
          <Link to="/writing/practices">{t("essays.empty.cta")}</Link>
        </div>
      ) : (
        <>
          <p className={page.muted} data-testid="essays-count">
            {t("essays.count", { count: query.data.totalCnt })}
          </p>
          <ul className={styles.list} aria-busy={query.isPlaceholderData} data-testid="essays-list">
            {query.data.essays.map((essay) => (
              <EssayCard
                key={essay.essayID}
                essay={essay}
                onOpenAsDraft={(id) => void actions.openAsDraft(id)}
                onDelete={actions.askDelete}
              />
            ))}
          </ul>
          {actions.openError ? (
            <p className={styles.problemText} role="alert">
              {actions.openError}
            </p>
          ) : null}
          <Pagination page={current} total={total} busy={query.isFetching} onPage={setPage} />
        </>
      )}
      <EssayActionDialogs actions={actions} />
    </div>
  );
}
