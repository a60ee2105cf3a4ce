import { DraggableOption, DropSlot, OptionPool, useDropGroup } from "../../engine/drag-drop";
import type { TQuestionReview } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { MalformedNotice } from "./malformed-notice";
import styles from "./matching-list.module.css";
import { QuestionNumber } from "./question-number";
import { sortedOptions, usageKey } from "./review";
import { ReviewAnswer } from "./review-answer";

/** "B" + "Dr Smith" → "B Dr Smith", but "A" + "Paragraph A" → "Paragraph A" (the key would be said twice). */
export const optionLabel = (key: string, text: string) =>
  text.split(/\s+/).includes(key) ? text : `${key} ${text}`.trim();

/** A letter-keyed option list looked up by its trimmed upper-case key (answers are stored that way). */
export function optionIndex(options: Readonly<Record<string, string>>) {
  const byKey = new Map(sortedOptions(options).map(([key, text]) => [usageKey(key), { key, text }]));
  return {
    sorted: [...byKey.values()],
    /** A stored answer as the learner saw it; a value not in the list reads as itself. */
    label: (value: string) => {
      const option = byKey.get(usageKey(value));
      return option ? optionLabel(option.key, option.text) : value;
    },
  };
}

/** An option's visible content: the key in bold, then the text unless the text already names the key. */
function OptionContent({ optionKey, text }: { optionKey: string; text: string }) {
  if (optionLabel(optionKey, text) === text && text) return <span>{text}</span>;
  return (
    <>
      <strong className={styles.optionKey}>{optionKey}</strong>
      {text ? <span>{text}</span> : null}
    </>
  );
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");
const isOptionMap = (v: unknown): v is Record<string, string> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((s) => typeof s === "string");

export interface TMatchingListProps {
  /** The drop group: unique per section. */
  group: string;
  /** One prompt per question number: statements, items or sentence beginnings. */
  prompts: unknown;
  /** The letter-keyed options every prompt is matched to. */
  options: unknown;
  allowRepeats: boolean;
  /** Matching features and sentence endings store answers upper-cased. */
  upperCase: boolean;
  /** "column" for long options (sentence endings), "wrap" for short ones (letters, names). */
  layout: "wrap" | "column";
  invalidMessage: string;
  /** Accessible name of the options list, e.g. "List of features". */
  poolLabel: string;
  numbers: readonly number[];
  answers: Readonly<Record<number, string>>;
  setAnswer: (questionNumber: number, value: string) => void;
  readOnly: boolean;
  review?: TQuestionReview;
}

/**
 * The body shared by matching information, features and sentence endings: a pool of lettered options
 * and one drop slot per prompt. Dragging, click-then-slot and Space/arrow keyboard dragging all answer.
 */
export function MatchingList(props: TMatchingListProps) {
  const { group, prompts, options, numbers, answers, readOnly, review, upperCase, allowRepeats } = props;
  const valid = isStringList(prompts) && prompts.length > 0 && isOptionMap(options) && Object.keys(options).length > 0;
  const setAnswer = (n: number, value: string) => props.setAnswer(n, upperCase ? usageKey(value) : value);
  // Registered before the early return so hooks run in the same order on every render.
  useDropGroup(group, { answers, slotNumbers: numbers, allowRepeats, setAnswer });
  if (!valid || numbers.length === 0) return <MalformedNotice message={props.invalidMessage} />;
  const index = optionIndex(options);
  const used = new Set(numbers.map((n) => usageKey(answers[n] ?? "")).filter(Boolean));
  const editable = !readOnly && !review;
  return (
    <div className={styles.matching}>
      {editable ? (
        <OptionPool group={group} label={props.poolLabel}>
          <ul className={props.layout === "column" ? styles.optionColumn : styles.optionWrap}>
            {index.sorted.map(({ key, text }) => (
              <li key={key}>
                <DraggableOption
                  group={group}
                  value={key}
                  label={optionLabel(key, text)}
                  disabled={!allowRepeats && used.has(usageKey(key))}
                >
                  <OptionContent optionKey={key} text={text} />
                </DraggableOption>
              </li>
            ))}
          </ul>
        </OptionPool>
      ) : (
        <ul className={styles.staticOptions} aria-label={props.poolLabel}>
          {index.sorted.map(({ key, text }) => (
            <li key={key}>
              <OptionContent optionKey={key} text={text} />
            </li>
          ))}
        </ul>
      )}
      <ol className={styles.questions}>
        {prompts.map((prompt, i) => {
          const n = numbers[i];
          if (n === undefined) return null;
          const value = answers[n] ?? "";
          return (
            <li key={n} id={questionAnchorId(n)} className={styles.question} data-answered={value.trim() !== ""}>
              <QuestionNumber answered={value.trim() !== ""}>{n}</QuestionNumber>
              <span className={styles.prompt}>{prompt}</span>
              <span className={styles.answer}>
                {review ? (
                  <ReviewAnswer questionNumber={n} answers={answers} review={review} display={index.label} />
                ) : (
                  <DropSlot
                    group={group}
                    questionNumber={n}
                    value={value}
                    label={value ? index.label(value) : ""}
                    onClear={() => props.setAnswer(n, "")}
                    readOnly={readOnly}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
