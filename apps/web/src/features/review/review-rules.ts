import type { TExplanation, THighlightItem, TParagraph, TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { markOf } from "@bandcraft/domain/grading/grade-practice";
import { contextOf, EXPLANATION_ITEM_ID, passageComponentId, passageGlobalBase } from "../reading-test/public";

/** the review summary is green at 70 % or more. */
export const PASS_PERCENT = 70;

/** A strip button's state: green tick, red cross, grey question mark. */
export type TReviewStatus = "correct" | "incorrect" | "unanswered";

/** Text keys on the wire ("12") → number keys, as the engine's modules read them. */
export function byNumber<T>(record: Readonly<Record<string, T>>): Record<number, T> {
  const out: Record<number, T> = {};
  for (const [key, value] of Object.entries(record)) if (/^\d+$/.test(key)) out[Number(key)] = value;
  return out;
}

/** The key as question number → accepted answer text (question_, heading_ and list keys expanded). */
export function standardAnswersOf(practice: Pick<TReadingPractice, "answers">): Record<number, string> {
  return Object.fromEntries(expandAnswerKey(practice.answers));
}

/** One question's mark: the server's correctTable wins (markOf). */
export function statusOf(
  questionNumber: number,
  answers: Readonly<Record<number, string>>,
  standardAnswers: Readonly<Record<number, string>>,
  correctTable: Readonly<Record<string, boolean>>,
): TReviewStatus {
  return markOf(questionNumber, answers[questionNumber], standardAnswers[questionNumber], correctTable);
}

/** The marks of the given questions, by number. */
export function statusesOf(
  numbers: readonly number[],
  answers: Readonly<Record<number, string>>,
  standardAnswers: Readonly<Record<number, string>>,
  correctTable: Readonly<Record<string, boolean>>,
): Record<number, TReviewStatus> {
  const out: Record<number, TReviewStatus> = {};
  for (const n of numbers) out[n] = statusOf(n, answers, standardAnswers, correctTable);
  return out;
}

export type TReviewSummary = { correct: number; total: number; percent: number; passed: boolean };

/** Correct count, total and percentage of the strip's questions; passed at 70 % or more. */
export function summaryOf(statuses: readonly TReviewStatus[]): TReviewSummary {
  const total = statuses.length;
  const correct = statuses.filter((s) => s === "correct").length;
  const percent = total > 0 ? (correct / total) * 100 : 0;
  return { correct, total, percent, passed: percent >= PASS_PERCENT };
}

/** A percentage to one decimal, without a trailing ".0" (75 %, 66.7 %). */
export const formatPercent = (percent: number) => String(Math.round(percent * 10) / 10);

/** Why question N is answered so: question_N, else heading_N (heading matching keys either way). */
export function explanationOf(
  practice: Pick<TReadingPractice, "explanations">,
  questionNumber: number,
): TExplanation | undefined {
  const all = practice.explanations ?? {};
  return all[`question_${questionNumber}`] ?? all[`heading_${questionNumber}`];
}

/** Where a quote sits: a paragraph and the local range within its text. */
export type TQuoteLocation = { paragraphIndex: number; start: number; end: number };

const squash = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

// Finds needle in text ignoring case and runs of white space, and maps the hit back to text's offsets.
function looseIndexOf(text: string, needle: string): { start: number; end: number } | null {
  const wanted = squash(needle);
  if (wanted === "") return null;
  const exact = text.indexOf(needle.trim());
  if (exact >= 0) return { start: exact, end: exact + needle.trim().length };
  let flat = "";
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      if (flat === "" || flat.endsWith(" ")) continue;
      flat += " ";
    } else flat += ch.toLowerCase();
    origin.push(i);
  }
  const at = flat.indexOf(wanted);
  if (at < 0) return null;
  const start = origin[at] as number;
  const end = (origin[at + wanted.length - 1] as number) + 1;
  return { start, end };
}

/**
 * The paragraph an explanation points to (by its hint letter) and the quote's range in it. A quote not
 * found in that paragraph is looked for in the others; a paragraph with no quote found keeps a null range.
 */
export function locateQuote(
  paragraphs: readonly TParagraph[],
  explanation: Pick<TExplanation, "paragraph" | "quote">,
): { paragraphIndex: number; range: { start: number; end: number } | null } | null {
  const letter = explanation.paragraph.trim().toUpperCase();
  const hinted = paragraphs.findIndex((p) => p.hint.trim().toUpperCase() === letter && letter !== "");
  const others = [...paragraphs.keys()].filter((i) => i !== hinted);
  const order = hinted >= 0 ? [hinted, ...others] : others;
  for (const i of order) {
    const range = looseIndexOf(paragraphs[i]?.content ?? "", explanation.quote);
    if (range) return { paragraphIndex: i, range };
  }
  return hinted >= 0 ? { paragraphIndex: hinted, range: null } : null;
}

/** Where question N's explanation points in the passage (locateQuote); null when it has none. */
export function locateExplanation(practice: Pick<TReadingPractice, "explanations" | "paragraphInfo">, n: number) {
  const explanation = explanationOf(practice, n);
  return explanation ? locateQuote(practice.paragraphInfo, explanation) : null;
}

/** The quote as a read-only highlight item, so the highlighting renderer draws it (no DOM surgery). */
export function explanationItem(paragraphs: readonly TParagraph[], location: TQuoteLocation): THighlightItem {
  const text = paragraphs[location.paragraphIndex]?.content ?? "";
  const globalOffset = passageGlobalBase(paragraphs, location.paragraphIndex) + location.start;
  return {
    id: EXPLANATION_ITEM_ID,
    text: text.slice(location.start, location.end),
    start: globalOffset,
    end: globalOffset + (location.end - location.start),
    componentId: passageComponentId(location.paragraphIndex),
    globalOffset,
    localStart: location.start,
    localEnd: location.end,
    timestamp: 0,
    context: contextOf(text, location.start, location.end),
  };
}
