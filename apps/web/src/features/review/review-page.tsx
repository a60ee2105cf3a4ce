import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, ErrorIcon, LockIcon, RefreshIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import styles from "./review.module.css";
import { ReviewError } from "./review-api";
import { ReviewScreen } from "./review-screen";
import { useReview } from "./use-review";

const RECORDS = "/practice-records";

/** /review/:testTakerID/:readingPracticeID: signed out, loading, error, then the review. */
export function ReviewPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== null && isSessionValid(session.expiresAt, Date.now());
  useEffect(() => {
    document.title = `${t("review.pageTitle")} · Bandcraft`;
  }, [t]);
  return signedIn ? <ReviewLoader /> : <ReviewAuthRequired />;
}

function ReviewLoader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { testTakerID, readingPracticeID } = useParams();
  const query = useReview({ testTakerID, readingPracticeID });
  const back = () => navigate(RECORDS);
  if (query.isPending || (query.isFetching && query.isError)) {
    return (
      <div className={styles.center} data-testid="review-loading">
        <Spinner label={t("review.loading")} size={28} />
      </div>
    );
  }
  if (query.isError) {
    return <ReviewErrorScreen error={query.error} onBack={back} onRetry={() => void query.refetch()} />;
  }
  return <ReviewScreen data={query.data} testTakerID={testTakerID ?? ""} onBack={back} />;
}

/** Signed out: the lock, "Authentication Required" and "Go to Login". */
function ReviewAuthRequired() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={styles.center} aria-labelledby="review-auth-title" data-testid="review-auth-required">
      <LockIcon className={styles.stateIcon} aria-hidden="true" />
      <h1 id="review-auth-title" className={styles.stateTitle}>
        {t("review.authTitle")}
      </h1>
      <p className={styles.stateText}>{t("review.authMessage")}</p>
      <Button onClick={() => navigate("/auth")}>{t("review.goToLogin")}</Button>
    </section>
  );
}

/** The review errors, each with "Back to Records"; the rate limit adds "Retry". */
function ReviewErrorScreen({ error, onBack, onRetry }: { error: Error; onBack: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  const e = error instanceof ReviewError ? error : new ReviewError("loadFailed");
  const message =
    e.code === "http"
      ? t("review.errors.http", { status: e.status })
      : e.code === "fetchFailed" && e.errMsg
        ? e.errMsg
        : t(`review.errors.${e.code}`);
  return (
    <section
      className={styles.center}
      aria-labelledby="review-error-title"
      data-testid="review-error"
      data-code={e.code}
    >
      <ErrorIcon className={styles.stateIcon} aria-hidden="true" />
      <h1 id="review-error-title" className={styles.stateTitle}>
        {t("review.errorTitle")}
      </h1>
      <p className={styles.stateText} role="alert" data-testid="review-error-message">
        {message}
      </p>
      <div className={styles.stateActions}>
        <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={onBack} data-testid="review-error-back">
          {t("review.backToRecords")}
        </Button>
        {e.code === "rateLimited" ? (
          <Button icon={<RefreshIcon />} onClick={onRetry} data-testid="review-error-retry">
            {t("review.retry")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
