import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { QuestionText } from "../../highlighting/highlightable-text";
import { InvalidDataNotice } from "../shared/malformed-notice";
import { QuestionNumber } from "../shared/question-number";
import { ReviewAnswer } from "../shared/review-answer";
import styles from "./short-answer-questions.module.css";

/** Wh- questions answered in words from the passage: one text box per question. */
function ShortAnswerQuestionsSection(props: TQuestionSectionProps<"SHORT_ANSWER_QUESTIONS">) {
  const { t } = useTranslation();
  const { section, sectionIndex, numbers, answers, setAnswer, readOnly, review } = props;
  const questions = section.content?.questions;
  if (!questions?.length || numbers.length === 0) {
    return <InvalidDataNotice type="SHORT_ANSWER_QUESTIONS" />;
  }
  const source = section.content.answerSource;
  return (
    <div className={styles.section}>
      {source ? (
        <p className={styles.source}>{t("questionTypes.shortAnswerQuestions.answerSource", { source })}</p>
      ) : null}
      <ol className={styles.list}>
        {questions.map((question, i) => {
          const n = numbers[i];
          if (n === undefined) return null;
          const value = answers[n] ?? "";
          const inputId = `short-answer-${n}`;
          return (
            <li key={n} id={questionAnchorId(n)} className={styles.question} data-answered={value.trim() !== ""}>
              <label className={styles.stem} htmlFor={inputId}>
                <QuestionNumber answered={value.trim() !== ""}>{n}</QuestionNumber>
                <span>
                  <QuestionText sectionIndex={sectionIndex} part={`item-${i}`} text={question} readOnly={readOnly} />
                </span>
              </label>
              <div className={styles.answer}>
                {review ? (
                  <ReviewAnswer questionNumber={n} answers={answers} review={review} />
                ) : (
                  <input
                    id={inputId}
                    className={styles.input}
                    value={value}
                    readOnly={readOnly}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={t("questionTypes.shortAnswerQuestions.placeholder")}
                    data-testid={`short-answer-${n}`}
                    onChange={(event) => setAnswer(n, event.target.value)}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const shortAnswerQuestionsModule: TQuestionTypeModule<"SHORT_ANSWER_QUESTIONS"> = {
  type: "SHORT_ANSWER_QUESTIONS",
  Section: ShortAnswerQuestionsSection,
};
