import type { TMultipleChoiceContent } from "@bandcraft/contract/question-types/multiple-choice";
import { Fragment, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { QuestionText } from "../../highlighting/highlightable-text";
import { QuestionNumber } from "../shared/question-number";
import { ReviewAnswer } from "../shared/review-answer";
import styles from "./multiple-choice.module.css";
import { OptionRow, optionMark } from "./option-row";
import { reconcileOrder, spreadChoices, storedChoices, TEST_DEFAULT_MAX_SELECTION, toggleChoice } from "./selection";

type TProps = TQuestionSectionProps<"MULTIPLE_CHOICE"> & {
  question: TMultipleChoiceContent["questions"][number];
  /** The question's position in the section (its highlight component is "item-<index>"). */
  index: number;
  /** The consecutive numbers this question covers (one per letter to choose). */
  group: readonly number[];
  maxSelection: number | undefined;
};

/**
 * "Choose TWO letters": one question worth one mark per number of its group. The letters are
 * stored sorted and spread over the group; the order they were chosen in is remembered only to know
 * which choice to drop when one more than allowed is ticked.
 */
export function MultiSelectQuestion(props: TProps) {
  const { question, index, sectionIndex, group, maxSelection, answers, setAnswer, readOnly, review } = props;
  const { t } = useTranslation();
  const order = useRef<string[]>([]);
  const stored = storedChoices(answers, group);
  const max = Math.min(group.length, maxSelection ?? TEST_DEFAULT_MAX_SELECTION);
  const key = new Set(group.map((n) => (review?.standardAnswers[n] ?? "").trim()).filter(Boolean));
  const first = group[0] ?? 0;

  const toggle = (letter: string) => {
    const next = toggleChoice(reconcileOrder(order.current, stored), letter, max);
    order.current = next;
    for (const [n, value] of spreadChoices(next, group)) {
      if ((answers[n] ?? "") !== value) setAnswer(n, value);
    }
  };

  return (
    <fieldset className={styles.question} data-answered={stored.length > 0}>
      <legend className={styles.stem}>
        <QuestionNumber answered={stored.length > 0}>
          {/* Every number of the group is its own anchor, so the strip can scroll to any of them. */}
          {group.map((n, i) => (
            <Fragment key={n}>
              {i > 0 ? "–" : null}
              <span id={questionAnchorId(n)} className={styles.anchor}>
                {n}
              </span>
            </Fragment>
          ))}
        </QuestionNumber>
        <span>
          <QuestionText
            sectionIndex={sectionIndex}
            part={`item-${index}`}
            text={question.question}
            readOnly={readOnly}
          />
        </span>
      </legend>
      <p className={styles.hint} aria-live="polite">
        {t("questionTypes.multipleChoice.chooseCount", { count: max, chosen: stored.length })}
      </p>
      <div className={styles.options}>
        {Object.entries(question.options).map(([letter, text]) => (
          <OptionRow
            key={letter}
            type="checkbox"
            name={`mc-${first}`}
            letter={letter}
            text={text}
            checked={stored.includes(letter)}
            readOnly={readOnly}
            mark={review ? optionMark(stored.includes(letter), key.has(letter)) : undefined}
            onChange={() => toggle(letter)}
          />
        ))}
      </div>
      {review ? (
        <ul className={styles.reviewList}>
          {group.map((n) => (
            <li key={n}>
              <span className={styles.reviewNumber}>{n}</span>
              <ReviewAnswer questionNumber={n} answers={answers} review={review} />
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
