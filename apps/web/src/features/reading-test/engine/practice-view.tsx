import type { THighlightItem } from "@bandcraft/contract/reading";
import {
  type FocusEvent,
  Fragment,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from "react";
import { useTranslation } from "react-i18next";
import { Group, Panel } from "react-resizable-panels";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import { SplitSeparator } from "../../../components/split/split-separator";
import { useNarrow } from "../../../components/ui/use-narrow";
import { useScrollFocusable } from "../../../components/ui/use-scroll-focusable";
import { HighlightProvider } from "../highlighting/highlight-context";
import { type THighlighting, useHighlights } from "../highlighting/use-highlights";
import type { TParsedSection, TTestPractice } from "./parse-practice";
import { PassagePanel } from "./passage-panel";
import { PhonePanes } from "./phone-panes";
import type { TQuestionReview } from "./question-type-module";
import { SectionBlock, type TSectionContext } from "./section-view";
import type { TAnswers } from "./use-answers";

type TProps = {
  practice: TTestPractice;
  answers: TAnswers;
  setAnswer: (questionNumber: number, value: string) => void;
  /** The highlights this practice had (a restored attempt, or a part visited before); read once. */
  initialHighlights: readonly THighlightItem[];
  onHighlights: (items: readonly THighlightItem[]) => void;
  /** Focus inside a question makes it the current one (for the flag toggle and the strip). */
  onQuestionFocus: (questionNumber: number) => void;
  /** Both scroll panels, so a part change can scroll them to the top. */
  scrollRefs?: { passage: RefObject<HTMLDivElement | null>; questions: RefObject<HTMLElement | null> };
  /** Review: read-only, marked against the key, highlights supplied from outside. */
  review?: TReviewMode;
};

/** What the review screen hands the view instead of an attempt's own editable state. */
export type TReviewMode = {
  review: TQuestionReview;
  /** The learner's restored highlights (and any marks the review adds), shown read-only. */
  highlighting: THighlighting;
  /** Rendered under each section's questions (the review's explanations). */
  sectionFooter?: (parsed: TParsedSection) => ReactNode;
};

const QUESTION_ID = /^question-(\d+)$/;

function questionOf(target: EventTarget | null): number | null {
  let el = target instanceof Element ? target : null;
  while (el) {
    const match = QUESTION_ID.exec(el.id);
    if (match) return Number(match[1]);
    el = el.parentElement;
  }
  return null;
}

/**
 * One practice's passage and questions in the resizable split (on a phone, two panes as tabs), with its
 * own highlight state: the single test shows one, the complete test the current part's.
 */
export function PracticeView(props: TProps) {
  const { practice, answers, setAnswer, initialHighlights, onHighlights, onQuestionFocus, scrollRefs, review } = props;
  const { t } = useTranslation();
  // A phone held upright shows the passage and the questions as two tabs; anything wider, the split.
  const narrow = useNarrow();
  const own = useHighlights(initialHighlights);
  const highlighting = review?.highlighting ?? own;
  const { items } = own;
  useEffect(() => onHighlights(items), [items, onHighlights]);
  const marks = review?.review;
  const context: TSectionContext = useMemo(
    () => ({ answers, setAnswer, readOnly: marks !== undefined, review: marks }),
    [answers, setAnswer, marks],
  );
  // Both panels scroll on their own: focusable while they do, so the arrow keys can scroll them.
  const passageRef = useRef<HTMLDivElement | null>(null);
  const questionsRef = useRef<HTMLElement | null>(null);
  const passageTabIndex = useScrollFocusable(passageRef);
  const questionsTabIndex = useScrollFocusable(questionsRef);
  const setPassage = useCallback(
    (el: HTMLDivElement | null) => {
      passageRef.current = el;
      if (scrollRefs) scrollRefs.passage.current = el;
    },
    [scrollRefs],
  );
  const setQuestions = useCallback(
    (el: HTMLElement | null) => {
      questionsRef.current = el;
      if (scrollRefs) scrollRefs.questions.current = el;
    },
    [scrollRefs],
  );
  const onFocus = (e: FocusEvent) => {
    const n = questionOf(e.target);
    if (n !== null) onQuestionFocus(n);
  };

  const passage = (
    <div className={chrome.panelScroll} data-scroll-container="" ref={setPassage} tabIndex={passageTabIndex}>
      <PassagePanel
        title={practice.title}
        paragraphs={practice.paragraphInfo}
        sections={practice.sections}
        context={context}
      />
    </div>
  );
  const questions = (
    <section
      className={chrome.panelScroll}
      data-scroll-container=""
      aria-label={t("readingTest.questions.label")}
      data-testid="question-panel"
      ref={setQuestions}
      tabIndex={questionsTabIndex}
      onFocus={onFocus}
    >
      {practice.sections.map((parsed) => (
        // A fragment, so the test's DOM (and its section spacing) is unchanged when there is no footer.
        <Fragment key={parsed.index}>
          <SectionBlock parsed={parsed} context={context} />
          {review?.sectionFooter?.(parsed)}
        </Fragment>
      ))}
    </section>
  );

  return (
    <HighlightProvider value={highlighting} readOnly={review !== undefined}>
      {narrow ? (
        <PhonePanes passage={passage} questions={questions} />
      ) : (
        <Group orientation="horizontal" className={chrome.split}>
          <Panel id="passage" defaultSize="50" minSize="15" maxSize="85">
            {passage}
          </Panel>
          <SplitSeparator label={t("readingTest.passage.resize")} testId="split-separator" />
          <Panel id="questions" defaultSize="50" minSize="15" maxSize="85">
            {questions}
          </Panel>
        </Group>
      )}
    </HighlightProvider>
  );
}
