import type { TQuestionReview } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { QuestionText } from "../../highlighting/highlightable-text";
import { InvalidDataNotice } from "./malformed-notice";
import { QuestionNumber } from "./question-number";
import { ReviewLine } from "./review-answer";
import styles from "./statement-judgement.module.css";

interface TStatementJudgementProps {
  statements: readonly string[] | undefined;
  /** The three answers, shown verbatim in every language: they are the exam's own words. */
  values: readonly string[];
  numbers: readonly number[];
  sectionIndex: number;
  answers: Readonly<Record<number, string>>;
  setAnswer: (questionNumber: number, value: string) => void;
  readOnly: boolean;
  review?: TQuestionReview;
  type: "IDENTIFYING_INFORMATION" | "IDENTIFYING_WRITERS_VIEW";
}

/**
 * One statement per question number with a radio group of fixed answers: the body of both
 * TRUE / FALSE / NOT GIVEN and YES / NO / NOT GIVEN, which differ only in their words.
 */
export function StatementJudgement(props: TStatementJudgementProps) {
  const { statements, values, numbers, sectionIndex, answers, setAnswer, readOnly, review } = props;
  if (!statements?.length || numbers.length === 0) return <InvalidDataNotice type={props.type} />;
  return (
    <ol className={styles.list}>
      {statements.map((statement, i) => {
        const n = numbers[i];
        if (n === undefined) return null;
        const value = (answers[n] ?? "").trim();
        const key = (review?.standardAnswers[n] ?? "").trim();
        return (
          <li key={n}>
            <fieldset id={questionAnchorId(n)} className={styles.question} data-answered={value !== ""}>
              <legend className={styles.questionText}>
                <QuestionNumber answered={value !== ""}>{n}</QuestionNumber>
                <span>
                  <QuestionText sectionIndex={sectionIndex} part={`item-${i}`} text={statement} readOnly={readOnly} />
                </span>
              </legend>
              <div className={styles.choices}>
                {values.map((choice) => {
                  const chosen = value === choice;
                  let mark: string | undefined;
                  if (review) mark = chosen ? (key === choice ? "correct" : "incorrect") : undefined;
                  return (
                    <label
                      key={choice}
                      className={styles.choice}
                      data-mark={mark}
                      aria-disabled={readOnly || undefined}
                    >
                      <input
                        type="radio"
                        name={`judgement-${n}`}
                        value={choice}
                        checked={chosen}
                        disabled={readOnly}
                        onChange={() => setAnswer(n, choice)}
                      />
                      {choice}
                    </label>
                  );
                })}
              </div>
              <ReviewLine className={styles.reviewLine} questionNumber={n} answers={answers} review={review} />
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
