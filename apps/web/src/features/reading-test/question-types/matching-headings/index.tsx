import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { DraggableOption, OptionPool, useDropGroup } from "../../engine/drag-drop";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { MalformedNotice } from "../shared/malformed-notice";
import { QuestionNumber } from "../shared/question-number";
import { ReviewAnswer } from "../shared/review-answer";
import { HeadingPassageSlot, headingsGroup, useHeadingLabel } from "./heading-slot";
import type { THeading } from "./headings";
import {
  assignHeading,
  browseHeading,
  findHeading,
  headingKey,
  headingList,
  paragraphLetter,
  questionAtParagraph,
} from "./headings";
import styles from "./matching-headings.module.css";

/**
 * Matching headings: the list of headings (i…xv) is the pool; each question is answered in its slot
 * beside the paragraph in the passage, or with the select here. A heading given to one question
 * leaves every other, so the group never allows repeats.
 */
function MatchingHeadingsSection(props: TQuestionSectionProps<"MATCHING_HEADINGS">) {
  const { t } = useTranslation();
  const { section, sectionIndex, numbers, answers, setAnswer, readOnly, review } = props;
  const group = headingsGroup(sectionIndex);
  const list = headingList(section.content?.headings);
  const positions = section.content?.paragraphPositions;
  const label = useHeadingLabel(section.content?.headings);
  useDropGroup(group, { answers, slotNumbers: numbers, allowRepeats: false, setAnswer });
  // The answers as a select found them on gaining the focus: arrowing through it must not wipe others.
  const browsing = useRef<Readonly<Record<number, string>> | null>(null);
  if (!list || !Array.isArray(positions) || positions.length === 0 || numbers.length === 0) {
    return <MalformedNotice message={t("questionTypes.matchingHeadings.invalid")} />;
  }
  const editable = !readOnly && !review;
  const used = new Set(numbers.map((n) => headingKey(answers[n] ?? "")).filter(Boolean));
  const choose = (n: number, value: string) => {
    const updates = browsing.current
      ? browseHeading(answers, browsing.current, numbers, n, value)
      : assignHeading(answers, numbers, n, value);
    for (const [m, v] of updates) setAnswer(m, v);
  };
  return (
    <div className={styles.section}>
      {editable ? (
        <OptionPool group={group} label={t("questionTypes.matchingHeadings.poolLabel")}>
          <ul className={styles.headings}>
            {list.map((h) => (
              <li key={h.key}>
                <DraggableOption
                  group={group}
                  value={h.key}
                  label={`${h.key} ${h.text}`}
                  disabled={used.has(headingKey(h.key))}
                >
                  <HeadingText heading={h} />
                </DraggableOption>
              </li>
            ))}
          </ul>
        </OptionPool>
      ) : (
        <ul className={styles.staticHeadings} aria-label={t("questionTypes.matchingHeadings.poolLabel")}>
          {list.map((h) => (
            <li key={h.key}>
              <HeadingText heading={h} />
            </li>
          ))}
        </ul>
      )}
      <ol className={styles.questions}>
        {positions.map((position, i) => {
          const n = numbers[i];
          if (n === undefined) return null;
          const value = answers[n] ?? "";
          const letter = paragraphLetter(position);
          const known = findHeading(list, value);
          return (
            <li key={n} id={questionAnchorId(n)} className={styles.question} data-answered={value.trim() !== ""}>
              <QuestionNumber answered={value.trim() !== ""}>{n}</QuestionNumber>
              <span className={styles.paragraph}>{t("questionTypes.matchingHeadings.paragraph", { letter })}</span>
              <span className={styles.choice}>
                {review ? (
                  <ReviewAnswer questionNumber={n} answers={answers} review={review} display={label} />
                ) : (
                  <select
                    className={styles.select}
                    value={known ? known.key : value}
                    disabled={!editable}
                    onChange={(event) => choose(n, event.target.value)}
                    onFocus={() => {
                      browsing.current = answers;
                    }}
                    onBlur={() => {
                      browsing.current = null;
                    }}
                    aria-label={t("questionTypes.matchingHeadings.selectLabel", { number: n, letter })}
                    data-testid={`heading-select-${n}`}
                  >
                    <option value="">{t("questionTypes.matchingHeadings.choose")}</option>
                    {value && !known ? <option value={value}>{t("questionTypes.common.unknownHeading")}</option> : null}
                    {list.map((h) => (
                      <option key={h.key} value={h.key}>
                        {h.key}. {h.text}
                      </option>
                    ))}
                  </select>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function HeadingText({ heading }: { heading: THeading }) {
  return (
    <span className={styles.headingText}>
      <strong className={styles.roman}>{heading.key}</strong>
      <span>{heading.text}</span>
    </span>
  );
}

export const matchingHeadingsModule: TQuestionTypeModule<"MATCHING_HEADINGS"> = {
  type: "MATCHING_HEADINGS",
  Section: MatchingHeadingsSection,
  passageSlotFor: (section, numbers, paragraphIndex) =>
    questionAtParagraph(section.content?.paragraphPositions, numbers, paragraphIndex),
  PassageSlot: HeadingPassageSlot,
};
