import type { TMultipleChoiceContent } from "@bandcraft/contract/question-types/multiple-choice";
import { multipleChoiceGroups } from "@bandcraft/domain/question-numbers";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { QuestionText } from "../../highlighting/highlightable-text";
import { InvalidDataNotice } from "../shared/malformed-notice";
import { QuestionNumber } from "../shared/question-number";
import { ReviewLine } from "../shared/review-answer";
import { MultiSelectQuestion } from "./multi-select-question";
import styles from "./multiple-choice.module.css";
import { OptionRow, optionMark } from "./option-row";

type TQuestion = TMultipleChoiceContent["questions"][number];
type TProps = TQuestionSectionProps<"MULTIPLE_CHOICE">;

function SingleQuestion({
  question,
  index,
  n,
  props,
}: {
  question: TQuestion;
  index: number;
  n: number;
  props: TProps;
}) {
  const { answers, setAnswer, readOnly, review } = props;
  const value = (answers[n] ?? "").trim();
  const key = (review?.standardAnswers[n] ?? "").trim();
  return (
    <fieldset id={questionAnchorId(n)} className={styles.question} data-answered={value !== ""}>
      <legend className={styles.stem}>
        <QuestionNumber answered={value !== ""}>{n}</QuestionNumber>
        <span>
          <QuestionText
            sectionIndex={props.sectionIndex}
            part={`item-${index}`}
            text={question.question}
            readOnly={readOnly}
          />
        </span>
      </legend>
      <div className={styles.options}>
        {Object.entries(question.options).map(([letter, text]) => (
          <OptionRow
            key={letter}
            type="radio"
            name={`mc-${n}`}
            letter={letter}
            text={text}
            checked={value === letter}
            readOnly={readOnly}
            mark={review ? optionMark(value === letter, key === letter) : undefined}
            onChange={() => setAnswer(n, letter)}
          />
        ))}
      </div>
      <ReviewLine className={styles.reviewLine} questionNumber={n} answers={answers} review={review} />
    </fieldset>
  );
}

function MultipleChoiceSection(props: TProps) {
  const content = props.section.content;
  const groups = content?.questions ? multipleChoiceGroups(content, props.numbers) : [];
  if (groups.length === 0 || groups.some((g) => g.length === 0)) {
    return <InvalidDataNotice type="MULTIPLE_CHOICE" />;
  }
  return (
    <div className={styles.list}>
      {content.questions.map((question, i) => {
        const group = groups[i] ?? [];
        return content.allowMultiple ? (
          <MultiSelectQuestion
            key={group[0]}
            question={question}
            index={i}
            group={group}
            maxSelection={content.maxSelection}
            {...props}
          />
        ) : (
          <SingleQuestion key={group[0]} question={question} index={i} n={group[0] ?? 0} props={props} />
        );
      })}
    </div>
  );
}

export const multipleChoiceModule: TQuestionTypeModule<"MULTIPLE_CHOICE"> = {
  type: "MULTIPLE_CHOICE",
  Section: MultipleChoiceSection,
};
