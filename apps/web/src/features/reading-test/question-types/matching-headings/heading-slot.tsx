import { useTranslation } from "react-i18next";
import { DropSlot } from "../../engine/drag-drop";
import type { TPassageSlotProps } from "../../engine/question-type-module";
import { answerStatus } from "../shared/review";
import { findHeading, headingList } from "./headings";
import styles from "./matching-headings.module.css";

/** The drop group of a headings section: the passage slots and the right-hand list share it. */
export const headingsGroup = (sectionIndex: number) => `matching-headings-${sectionIndex}`;

/** "iv The cost of delay", "Unknown heading" for a value not in the list, "" when unanswered. */
export function useHeadingLabel(headings: unknown) {
  const { t } = useTranslation();
  const list = headingList(headings);
  return (value: string) => {
    if (!value.trim()) return "";
    const heading = findHeading(list, value);
    return heading ? `${heading.key} ${heading.text}` : t("questionTypes.common.unknownHeading");
  };
}

/** The slot beside a paragraph's letter in the passage: drop a heading on it. */
export function HeadingPassageSlot(props: TPassageSlotProps<"MATCHING_HEADINGS">) {
  const { t } = useTranslation();
  const { section, sectionIndex, questionNumber: n, answers, setAnswer, readOnly, review } = props;
  const label = useHeadingLabel(section.content?.headings);
  const value = answers[n] ?? "";
  const heading = findHeading(headingList(section.content?.headings), value);
  return (
    <DropSlot
      group={headingsGroup(sectionIndex)}
      questionNumber={n}
      value={value}
      label={label(value)}
      onClear={() => setAnswer(n, "")}
      readOnly={readOnly || review !== undefined}
      status={review ? answerStatus(review, answers, n) : undefined}
      placeholder={
        <span className={styles.placeholder}>
          <strong>{n}</strong> {t("questionTypes.matchingHeadings.dropHere")}
        </span>
      }
      className={styles.passageSlot}
    >
      {heading ? (
        <span className={styles.slotHeading}>
          <strong className={styles.roman}>{heading.key}</strong> {heading.text}
        </span>
      ) : (
        label(value)
      )}
    </DropSlot>
  );
}
