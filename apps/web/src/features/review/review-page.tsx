import { isSessionValid } from "@bandcraft/domain/session-expiry";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Button } from "../../components/ui/button";
import { ArrowLeftIcon, ErrorIcon, LockIcon, RefreshIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
import state from "../../components/ui/state-message.module.css";
import { useSession } from "../../lib/session";
import { ReviewError } from "./review.api";
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
      <div className={state.screen} data-testid="review-loading">
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
    <StateMessage layout="screen" icon={LockIcon} title={t("review.authTitle")} testId="review-auth-required">
      <p className={state.text}>{t("review.authMessage")}</p>
      <Button onClick={() => navigate("/auth")}>{t("review.goToLogin")}</Button>
    </StateMessage>
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
    <StateMessage
      layout="screen"
      icon={ErrorIcon}
      title={t("review.errorTitle")}
      testId="review-error"
      data-code={e.code}
      actions={
        <>
          <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={onBack} data-testid="review-error-back">
            {t("review.backToRecords")}
          </Button>
          {e.code === "rateLimited" ? (
            <Button icon={<RefreshIcon />} onClick={onRetry} data-testid="review-error-retry">
              {t("review.retry")}
            </Button>
          ) : null}
        </>
      }
    >
      <p className={state.text} role="alert" data-testid="review-error-message">
        {message}
      </p>
    </StateMessage>
  );
}
