import { ZAssignmentId } from "@bandcraft/contract/assignments";
import { ZPracticeId } from "@bandcraft/contract/reading";
import type { TAssignmentResults } from "@bandcraft/contract/results";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ErrorIcon, EyeIcon, RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { StateMessage } from "../../../components/ui/state-message";
import state from "../../../components/ui/state-message.module.css";
import { LocalScreenProvider } from "../../reading-test/public";
import { ReviewError, ReviewScreen } from "../../review/public";
import { resultsPath } from "./assignment-card";
import resultStyles from "./assignment-results.module.css";
import "./assignments-i18n";
import { resultsKey, useAssignmentReview } from "./use-assignments";

/**
 * /teach/classes/:classID/assignments/:assignmentID/review/:practiceID?learner=EMAIL: one learner's submitted
 * passage of an assignment in the learner's own review screen, read-only, under a banner naming whose it is.
 */
export function AssignmentReviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { classID = "", assignmentID = "", practiceID = "" } = useParams();
  const [search] = useSearchParams();
  const email = search.get("learner") ?? "";
  const valid = ZAssignmentId.safeParse(assignmentID).success && ZPracticeId.safeParse(practiceID).success && !!email;
  const query = useAssignmentReview({ assignmentID, email, readingPracticeID: practiceID }, valid);
  const learner = useLearnerLabel(assignmentID, email);
  const back = () => navigate(resultsPath(classID, assignmentID));
  useEffect(() => {
    document.title = `${t("assignments.review.pageTitle", { learner })} · Bandcraft`;
  }, [t, learner]);

  const local = useMemo(
    () => ({
      notice: (
        <p className={resultStyles.reviewBanner} data-testid="assignment-review-banner">
          <EyeIcon aria-hidden="true" className={resultStyles.reviewBannerIcon} />
          <span>{t("assignments.review.banner", { learner })}</span>
        </p>
      ),
      exitTitle: "",
      exitMessage: "",
    }),
    [t, learner],
  );

  // A retry after a failure shows the spinner again, not the failure it is trying to leave.
  if (!valid || (query.isError && !query.isFetching)) {
    const missing = !valid || (query.error instanceof ReviewError && query.error.status === 404);
    return (
      <StateMessage
        layout="screen"
        icon={ErrorIcon}
        title={t("assignments.review.errorTitle")}
        testId="assignment-review-error"
        actions={
          <>
            <Button variant="secondary" icon={<ArrowLeftIcon />} onClick={back} data-testid="assignment-review-back">
              {t("assignments.review.back")}
            </Button>
            {missing ? null : (
              <Button icon={<RefreshIcon />} onClick={() => void query.refetch()}>
                {t("teaching.classes.retry")}
              </Button>
            )}
          </>
        }
      >
        <p className={state.text} role="alert">
          {missing ? t("assignments.review.notFound") : t("assignments.review.failed")}
        </p>
      </StateMessage>
    );
  }
  if (!query.isSuccess) {
    return (
      <div className={state.screen} data-testid="assignment-review-loading">
        <Spinner label={t("assignments.review.loading")} size={28} />
      </div>
    );
  }
  return (
    <LocalScreenProvider value={local}>
      <ReviewScreen
        data={query.data}
        testTakerID={email}
        canRetry={false}
        backLabel={t("assignments.review.back")}
        onBack={back}
      />
    </LocalScreenProvider>
  );
}

/** The learner as the banner names them: their name and e-mail when the results page has them, else the e-mail. */
function useLearnerLabel(assignmentID: string, email: string): string {
  const results = useQueryClient().getQueryData<TAssignmentResults>(resultsKey(assignmentID));
  const name = results?.learners.find((l) => l.email === email)?.name;
  return name ? `${name} (${email})` : email;
}
