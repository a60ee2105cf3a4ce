import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SpendConfirmDialog } from "../../components/token-balance/spend-confirm-dialog";
import { NotificationDialog, type TNotice } from "../../components/ui/notification-dialog";
import { startFailureNotice } from "../../lib/reading-start";
import { useStartReading } from "../../lib/use-start-reading";
import type { THighlighting, TParsedSection } from "../reading-test/public";
import {
  allQuestionNumbers,
  PracticeView,
  revealPaneOf,
  SCROLL_OFFSET_PX,
  scrollToQuestion,
  statsOf,
  TestShell,
  type TReviewMode,
} from "../reading-test/public";
import type { TReviewData } from "./review.api";
import {
  byNumber,
  explanationItem,
  explanationOf,
  locateExplanation,
  standardAnswersOf,
  statusesOf,
  summaryOf,
} from "./review-rules";
import { ReviewStrip } from "./review-strip";
import { ReviewTopBar } from "./review-top-bar";
import { SectionExplanations, type TExplanationRow } from "./section-explanations";

const noop = () => {};

// Review is read-only: the highlighting renderer gets the items to draw and actions that change nothing.
function readOnlyHighlighting(items: readonly THighlightItem[], counted: readonly THighlightItem[]): THighlighting {
  return {
    items,
    addHighlight: noop,
    addNote: noop,
    updateNote: noop,
    deleteNote: noop,
    clearOverlapping: noop,
    stats: statsOf(counted),
  };
}

// Brings a passage element into view inside its own scroll panel (the window does not scroll).
function scrollPassageTo(container: HTMLElement | null, selector: string) {
  const target = container?.querySelector<HTMLElement>(selector);
  if (!container || !target) return;
  const delta = target.getBoundingClientRect().top - container.getBoundingClientRect().top;
  container.scrollTo({ top: container.scrollTop + delta - SCROLL_OFFSET_PX, behavior: "smooth" });
}

type TProps = {
  data: TReviewData;
  testTakerID: string;
  onBack: () => void;
  /** The way back's words, when it leads somewhere other than the records. */
  backLabel?: string;
  /** False where no attempt may start from here (the preview of a draft): no "Retry this passage". */
  canRetry?: boolean;
};

/** The loaded review: the test's split view read-only, marked, with the learner's highlights. */
export function ReviewScreen({ data, testTakerID, onBack, backLabel, canRetry = true }: TProps) {
  const { t, i18n } = useTranslation();
  const { practice, readingPractice, highlights } = data;
  const numbers = useMemo(() => allQuestionNumbers(practice), [practice]);
  const answers = useMemo(() => byNumber(data.submittedAnswers), [data.submittedAnswers]);
  const standardAnswers = useMemo(() => standardAnswersOf(readingPractice), [readingPractice]);
  const correctTable = useMemo(() => byNumber(data.correctTable), [data.correctTable]);
  const statuses = useMemo(
    () => statusesOf(numbers, answers, standardAnswers, data.correctTable),
    [numbers, answers, standardAnswers, data.correctTable],
  );
  const summary = useMemo(() => summaryOf(numbers.map((n) => statuses[n] ?? "unanswered")), [numbers, statuses]);

  const [current, setCurrent] = useState<number | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const located = useMemo(
    () => (active === null ? null : locateExplanation(readingPractice, active)),
    [active, readingPractice],
  );
  const highlighting = useMemo(() => {
    const range = located?.range;
    const items = range
      ? [
          ...highlights,
          explanationItem(readingPractice.paragraphInfo, { paragraphIndex: located.paragraphIndex, ...range }),
        ]
      : highlights;
    return readOnlyHighlighting(items, highlights);
  }, [highlights, located, readingPractice.paragraphInfo]);

  const passageRef = useRef<HTMLDivElement | null>(null);
  const questionsRef = useRef<HTMLElement | null>(null);
  const scrollRefs = useMemo(() => ({ passage: passageRef, questions: questionsRef }), []);
  // After the mark is drawn, the passage scrolls to it (or to the paragraph when the quote was not found).
  useEffect(() => {
    if (!located) return;
    scrollPassageTo(
      passageRef.current,
      located.range ? '[data-testid="explanation-mark"]' : `[data-testid="paragraph-${located.paragraphIndex}"]`,
    );
  }, [located]);

  const sectionFooter = useCallback(
    (parsed: TParsedSection) => {
      const rows: TExplanationRow[] = [];
      for (const n of parsed.numbers) {
        const explanation = explanationOf(readingPractice, n);
        if (explanation) rows.push({ number: n, status: statuses[n] ?? "unanswered", explanation });
      }
      return (
        <SectionExplanations
          sectionIndex={parsed.index}
          rows={rows}
          active={active}
          quoteMissing={located !== null && located.range === null}
          onShow={(n) => {
            // On a phone the passage comes forward now, in the tap (not from the effect that scrolls to the mark).
            revealPaneOf(passageRef.current);
            setActive((was) => (was === n ? null : n));
          }}
        />
      );
    },
    [readingPractice, statuses, active, located],
  );
  const review: TReviewMode = useMemo(
    () => ({ review: { standardAnswers, correctTable }, highlighting, sectionFooter }),
    [standardAnswers, correctTable, highlighting, sectionFooter],
  );

  const [notice, setNotice] = useState<TNotice | null>(null);
  // "Retry this passage": the same passage as a new attempt, after the learner confirms its cost.
  const retry = useStartReading({ onFailed: (failure) => setNotice(startFailureNotice(failure, t, i18n.language)) });
  const [confirming, setConfirming] = useState(false);
  const jump = (n: number) => {
    setCurrent(n);
    scrollToQuestion(n);
  };

  return (
    <TestShell inProgress={false}>
      {(openOptions) => (
        <>
          <ReviewTopBar
            title={readingPractice.title}
            testTakerID={testTakerID}
            starting={retry.starting}
            backLabel={backLabel}
            onBack={onBack}
            onRetry={canRetry ? () => setConfirming(true) : undefined}
            onOptions={openOptions}
          />
          <PracticeView
            practice={practice}
            answers={answers}
            setAnswer={noop}
            initialHighlights={highlights}
            onHighlights={noop}
            onQuestionFocus={setCurrent}
            scrollRefs={scrollRefs}
            review={review}
          />
          <ReviewStrip numbers={numbers} statuses={statuses} summary={summary} current={current} onJump={jump} />
          <NotificationDialog notice={notice} onClose={() => setNotice(null)} />
          <SpendConfirmDialog
            subject={confirming ? readingPractice.title : null}
            cost={1}
            busy={retry.starting}
            onCancel={() => setConfirming(false)}
            onStart={() =>
              retry.start(
                { kind: "passage", practiceID: readingPractice.readingPracticeID },
                { onSettled: () => setConfirming(false) },
              )
            }
          />
        </>
      )}
    </TestShell>
  );
}
