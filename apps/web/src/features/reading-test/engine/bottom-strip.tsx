import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QuestionStrip } from "../../../components/exam-bar/exam-bar";
import { QuestionButtons } from "./question-buttons";
import styles from "./test-screen.module.css";
import type { TAnswers } from "./use-answers";

type TProps = {
  numbers: readonly number[];
  answers: TAnswers;
  flags?: readonly number[];
  current?: number | null;
  onJump: (questionNumber: number) => void;
  /** The flag toggle, at the left end. */
  flag?: ReactNode;
  /** The submit control at the right end. */
  submit: ReactNode;
};

/** The single test's navigation strip: question buttons, flag toggle, submit. */
export function BottomStrip({ numbers, answers, flags = [], current = null, onJump, flag, submit }: TProps) {
  const { t } = useTranslation();
  return (
    <QuestionStrip label={t("readingTest.strip.label")} testId="bottom-strip">
      {flag}
      <QuestionButtons numbers={numbers} answers={answers} flags={flags} current={current} onJump={onJump} />
      <div className={styles.stripSubmit}>{submit}</div>
    </QuestionStrip>
  );
}
