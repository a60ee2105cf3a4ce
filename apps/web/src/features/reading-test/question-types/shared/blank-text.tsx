import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TQuestionReview } from "../../engine/question-type-module";
import { questionAnchorId } from "../../engine/question-type-module";
import { ReviewAnswer } from "./review-answer";
import styles from "./shared.module.css";
import { BankSlot, bankLabel } from "./word-bank";

export type TBlankPart = { kind: "text"; text: string } | { kind: "blank"; questionNumber: number };

const BLANK = /\{(\d+)\}/g;

/** Splits text on its {N} markers: "It is {1}." → text "It is ", blank 1, text ".". */
export function splitBlanks(text: string): TBlankPart[] {
  const parts: TBlankPart[] = [];
  let last = 0;
  for (const match of text.matchAll(BLANK)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: "text", text: text.slice(last, index) });
    parts.push({ kind: "blank", questionNumber: Number(match[1]) });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** The question numbers the texts mark with {N}, in reading order. */
export function blanksIn(texts: readonly string[]): number[] {
  return texts.flatMap((text) =>
    splitBlanks(text).flatMap((part) => (part.kind === "blank" ? [part.questionNumber] : [])),
  );
}

/** What every blank of a section needs; with `bank` the blanks are drop slots answered by option key. */
export interface TBlankContext {
  numbers: readonly number[];
  answers: Readonly<Record<number, string>>;
  setAnswer: (questionNumber: number, value: string) => void;
  readOnly: boolean;
  review?: TQuestionReview;
  bank?: { group: string; options: Readonly<Record<string, string>> };
}

/** One blank: its visible number, then an input, a drop slot, or (in review) the marked answer. */
export function Blank({ questionNumber, ctx }: { questionNumber: number; ctx: TBlankContext }) {
  const { t } = useTranslation();
  const value = ctx.answers[questionNumber] ?? "";
  const { bank, review } = ctx;
  let body: ReactNode;
  if (review) {
    body = (
      <ReviewAnswer
        questionNumber={questionNumber}
        answers={ctx.answers}
        review={review}
        display={bank ? (v) => bankLabel(bank.options, v) : undefined}
      />
    );
  } else if (bank) {
    body = <BankSlot questionNumber={questionNumber} ctx={{ ...ctx, bank }} />;
  } else {
    body = (
      <input
        className={styles.blankInput}
        // The box grows with the answer: at least the filler width, about one `ch` per character.
        style={{ width: `max(var(--blank-min, 140px), ${value.length + 2}ch)` }}
        value={value}
        readOnly={ctx.readOnly}
        aria-label={t("questionTypes.common.blankLabel", { number: questionNumber })}
        data-testid={`blank-${questionNumber}`}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => ctx.setAnswer(questionNumber, event.target.value)}
      />
    );
  }
  return (
    <span id={questionAnchorId(questionNumber)} className={styles.blank} data-answered={value.trim() !== ""}>
      <span className={styles.blankNumber}>{questionNumber}</span>
      {body}
    </span>
  );
}

/** Text with its {N} markers turned into blanks; markers of numbers outside the section stay as text. */
export function BlankText({ text, ctx }: { text: string; ctx: TBlankContext }) {
  return (
    <>
      {splitBlanks(text).map((part, i) =>
        part.kind === "blank" && ctx.numbers.includes(part.questionNumber) ? (
          <Blank key={`blank-${part.questionNumber}`} questionNumber={part.questionNumber} ctx={ctx} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never reorder
          <Fragment key={i}>{part.kind === "text" ? part.text : `{${part.questionNumber}}`}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Numbered answer boxes for the section's numbers that no text marks (a diagram's labels that live
 * only in its picture): every number still gets exactly one anchor and one way to answer.
 */
export function UnplacedBlanks({ texts, ctx }: { texts: readonly string[]; ctx: TBlankContext }) {
  const { t } = useTranslation();
  const placed = new Set(blanksIn(texts));
  const rest = ctx.numbers.filter((n) => !placed.has(n));
  if (rest.length === 0) return null;
  return (
    <ol className={styles.unplaced} aria-label={t("questionTypes.common.answers")}>
      {rest.map((n) => (
        <li key={n}>
          <Blank questionNumber={n} ctx={ctx} />
        </li>
      ))}
    </ol>
  );
}
