import type { TReadingPractice } from "@bandcraft/contract/reading";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CloseIcon, EyeIcon } from "../../../components/ui/icons";
import { LocalScreenProvider, parseTestPractice, TestFrame, useLocalAttempt } from "../../reading-test/public";
import { ReviewScreen, type TReviewData } from "../../review/public";
import styles from "./practice-preview.module.css";
import { previewRecord } from "./preview-rules";

type TProps = { practice: TReadingPractice; onClose: () => void };

/**
 * The draft as a learner meets it: the test's own frame, passage, questions, highlighting, strip and
 * clock, on an attempt kept in this page. Submit grades here with the key the administrator is editing;
 * no start, save or submit reaches the server, so no token is spent and no record is made. The results
 * open the review (explanations, "show in passage") in place.
 */
export function PracticePreview({ practice, onClose }: TProps) {
  const { t } = useTranslation();
  // What the learner's screen receives: the practice without its key (the shell's parse drops it).
  const learnerPractice = useMemo(() => parseTestPractice(practice), [practice]);
  const practices = useMemo(() => [learnerPractice], [learnerPractice]);
  const grade = useCallback(
    (answers: readonly Record<string, string>[], seconds: number) => previewRecord(practice, answers[0] ?? {}, seconds),
    [practice],
  );
  const label = t("admin.editor.preview.testTaker");
  const attempt = useLocalAttempt({ practices, label, grade });
  const [reviewing, setReviewing] = useState(false);

  const local = useMemo(
    () => ({
      notice: (
        <p className={styles.notice} data-testid="preview-notice">
          <EyeIcon aria-hidden="true" className={styles.noticeIcon} />
          <span className={styles.noticeText}>{t("admin.editor.preview.notice")}</span>
          <Button size="sm" variant="secondary" icon={<CloseIcon />} onClick={onClose} data-testid="preview-close">
            {t("admin.editor.preview.close")}
          </Button>
        </p>
      ),
      exitTitle: t("admin.editor.preview.exitTitle"),
      exitMessage: t("admin.editor.preview.exitMessage"),
    }),
    [t, onClose],
  );

  const result = attempt.record?.SubmissionResults[0];
  const review: TReviewData | null = result
    ? {
        readingPractice: practice,
        practice: learnerPractice,
        submittedAnswers: result.userAnswers,
        correctTable: result.correctTable,
        highlights: [...(attempt.highlights[0] ?? [])],
      }
    : null;

  return (
    <LocalScreenProvider value={local}>
      {reviewing && review ? (
        <ReviewScreen
          data={review}
          testTakerID={label}
          canRetry={false}
          backLabel={t("admin.editor.preview.backToResults")}
          onBack={() => setReviewing(false)}
        />
      ) : (
        <TestFrame
          attempt={attempt}
          practice={learnerPractice}
          onExit={onClose}
          onHome={onClose}
          resultsActions={{ onReview: () => setReviewing(true), homeLabel: t("admin.editor.preview.backToEditor") }}
        />
      )}
    </LocalScreenProvider>
  );
}
