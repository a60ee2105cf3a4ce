import type { ReactNode } from "react";
import type { TQuestionSectionProps } from "../../engine/question-type-module";
import { type TBlankContext, UnplacedBlanks } from "./blank-text";
import styles from "./completion-section.module.css";
import { BankFor } from "./word-bank";

/** The blanks' context of a completion section: its answers and, when it has a word bank, the bank's slots. */
export function blankContextOf(
  props: Omit<TQuestionSectionProps, "section">,
  wordBank: Readonly<Record<string, string>> | undefined,
): TBlankContext {
  const bank = wordBank && Object.keys(wordBank).length > 0 ? wordBank : undefined;
  return {
    numbers: props.numbers,
    answers: props.answers,
    setAnswer: props.setAnswer,
    readOnly: props.readOnly,
    review: props.review,
    bank: bank ? { group: `section-${props.sectionIndex}`, options: bank } : undefined,
  };
}

type TProps = {
  title: string | undefined;
  /** The texts the body marks its blanks in: the numbers none of them marks get boxes of their own. */
  texts: readonly string[];
  ctx: TBlankContext;
  children: ReactNode;
};

/** A completion section: its title, its body, the blanks the body leaves out, and its word bank. */
export function CompletionSection({ title, texts, ctx, children }: TProps) {
  return (
    <div className={styles.section}>
      {title ? <h3 className={styles.title}>{title}</h3> : null}
      {children}
      <UnplacedBlanks texts={texts} ctx={ctx} />
      <BankFor ctx={ctx} />
    </div>
  );
}
