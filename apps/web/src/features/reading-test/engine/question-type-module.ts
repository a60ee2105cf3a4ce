import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import type { ComponentType } from "react";

/**
 * The one interface every question type implements (a union plus one module per
 * variant, registered in one place). The engine owns answers, numbering, scrolling and marking; a
 * module only renders its section and reports answers through setAnswer.
 */
export interface TQuestionSectionProps<T extends TQuestionType = TQuestionType> {
  section: TSectionOf<T>;
  /** Position of the section in the practice (0-based): used for ids and highlight offsets. */
  sectionIndex: number;
  /** The global question numbers this section covers, in order (from @bandcraft/domain/question-numbers). */
  numbers: readonly number[];
  /** Current answers by global question number; missing or "" means unanswered. */
  answers: Readonly<Record<number, string>>;
  /** Sets one answer; "" clears it. Multi-select spreads its letters over consecutive numbers. */
  setAnswer: (questionNumber: number, value: string) => void;
  /** Review (and results): nothing can be changed. */
  readOnly: boolean;
  /** After submission: the key (question number → accepted answer text) and the server's marks. */
  review?: TQuestionReview;
}

export interface TQuestionReview {
  standardAnswers: Readonly<Record<number, string>>;
  correctTable: Readonly<Record<number, boolean>>;
}

/** Props of the drop slot a type may render inside the passage (heading matching). */
export interface TPassageSlotProps<T extends TQuestionType = TQuestionType> extends TQuestionSectionProps<T> {
  /** The paragraph (0-based index into paragraphInfo) beside which the slot is drawn. */
  paragraphIndex: number;
  /** The question number the slot answers. */
  questionNumber: number;
}

export interface TQuestionTypeModule<T extends TQuestionType = TQuestionType> {
  type: T;
  /** Renders the section's questions in the right-hand panel (test and review). */
  Section: ComponentType<TQuestionSectionProps<T>>;
  /** For types answered beside a paragraph: which question (if any) a paragraph index carries. */
  passageSlotFor?: (section: TSectionOf<T>, numbers: readonly number[], paragraphIndex: number) => number | undefined;
  /** Renders that slot inside the passage panel. */
  PassageSlot?: ComponentType<TPassageSlotProps<T>>;
}

/** The DOM id of a question's anchor: every module renders exactly one element with it per number. */
export const questionAnchorId = (questionNumber: number) => `question-${questionNumber}`;
