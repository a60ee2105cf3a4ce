import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, RefreshIcon } from "../../components/ui/icons";
import page from "../../components/ui/page.module.css";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { fetchMarking, markingKey } from "./marking.api";
import styles from "./marking.module.css";
import { MarkingEditor } from "./marking-editor";
import { failureText } from "./marking-text";
import "./marking-i18n";

/**
 * /teach/classes/:classID/essays/:essayID: one essay sent to the teacher's class, to comment on and mark. An
 * essay not sent to a class of theirs is "not found", as the server answers (404) for both.
 */
export function MarkingPage() {
  const { t } = useTranslation();
  const { classID = "", essayID = "" } = useParams();
  const query = useQuery({
    queryKey: markingKey(essayID),
    queryFn: ({ signal }) => fetchMarking(essayID, signal),
    // The form is the teacher's from its first load on; a refetch on focus would only refresh the status line.
    refetchOnWindowFocus: false,
  });
  const notFound = query.isError && query.error instanceof ApiError && query.error.status === 404;

  return (
    <div className={`${page.page} ${styles.page}`}>
      <Link to={`/teach/classes/${classID}?section=essays`} className={styles.backLink} data-testid="marking-back">
        <ArrowLeftIcon aria-hidden="true" />
        {t("marking.page.back")}
      </Link>
      {query.isPending ? (
        <div className={styles.state}>
          <Spinner label={t("marking.page.loading")} />
        </div>
      ) : notFound ? (
        <div className={styles.state} role="alert" data-testid="marking-not-found">
          <p>{t("marking.page.notFound")}</p>
        </div>
      ) : query.isError ? (
        <div className={styles.stateFailure} role="alert" data-testid="marking-error">
          <p>{failureText(query.error, t, t("marking.page.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("marking.retry")}
          </Button>
        </div>
      ) : (
        <MarkingEditor key={essayID} classID={classID} data={query.data} />
      )}
    </div>
  );
}
