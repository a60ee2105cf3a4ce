import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import type { TAnswers } from "@bandcraft/contract/reading";
import { answerKeyNumber } from "@bandcraft/domain/answer-key";
import { BLANK_QUESTION_TYPES, firstQuestionNumber, multipleChoiceSpan } from "@bandcraft/domain/question-numbers";
import { formatAnswerList, splitAnswerList } from "../../reading-test/public";

/** The answers as typed: key → text (a list shown "B, D"), and the keys whose value is a list. */
export type TAnswerDrafts = { texts: Readonly<Record<string, string>>; lists: readonly string[] };

/** Where a practice's questions sit, read from sections that may be half-edited or hand-written JSON. */
export type TQuestionLayout = {
  /** Every question number the sections ask, in order. */
  numbers: number[];
  /** First numbers of multi-select questions: their answer is a list. */
  listStarts: ReadonlySet<number>;
  /** The other numbers a multi-select question covers: its list answers them. */
  continuations: ReadonlySet<number>;
};

/** One line of the answers panel. */
export type TAnswerRow = { key: string; number: number | null; list: boolean; asked: boolean };

/** Reads the answer key into drafts: lists become "B, D". */
export function toAnswerDrafts(answers: TAnswers): TAnswerDrafts {
  const texts: Record<string, string> = {};
  const lists: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value === "string") texts[key] = value;
    else {
      texts[key] = formatAnswerList(value);
      lists.push(key);
    }
  }
  return { texts, lists };
}

const isList = (drafts: TAnswerDrafts, key: string, layout: Pick<TQuestionLayout, "listStarts">) => {
  const n = answerKeyNumber(key);
  return drafts.lists.includes(key) || (n !== null && layout.listStarts.has(n));
};

/** Writes the drafts back: list answers split by comma, text trimmed, empty answers left out. */
export function fromAnswerDrafts(drafts: TAnswerDrafts, layout: Pick<TQuestionLayout, "listStarts">): TAnswers {
  const answers: TAnswers = {};
  for (const [key, text] of Object.entries(drafts.texts)) {
    if (isList(drafts, key, layout)) {
      const values = splitAnswerList(text);
      if (values.length > 0) answers[key] = values;
    } else if (text.trim() !== "") {
      answers[key] = text.trim();
    }
  }
  return answers;
}

const integers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n) => Number.isInteger(n)) : []);

/**
 * The question numbers of the sections (as the domain numbers them: consecutive from the first number,
 * blank-based sections by their own blankNumbers), and which numbers multi-select questions span.
 */
export function questionLayout(
  practice: { level: number; startNumber?: number | undefined },
  sections: readonly (Pick<TQuestionSection, "questionType" | "content"> & { count: number })[],
): TQuestionLayout {
  let next = firstQuestionNumber(practice);
  const numbers: number[] = [];
  const listStarts = new Set<number>();
  const continuations = new Set<number>();
  for (const section of sections) {
    const sequential = Array.from({ length: section.count }, (_, i) => next + i);
    next += section.count;
    const content = section.content as Record<string, unknown>;
    const blankBased = (BLANK_QUESTION_TYPES as readonly string[]).includes(section.questionType);
    const own = blankBased ? integers(content.blankNumbers) : sequential;
    numbers.push(...own);
    if (section.questionType === "MULTIPLE_CHOICE" && content.allowMultiple === true) {
      const span = multipleChoiceSpan({
        allowMultiple: true,
        maxSelection: Number.isInteger(content.maxSelection) ? Number(content.maxSelection) : undefined,
      });
      for (let i = 0; i < sequential.length; i += span) {
        listStarts.add(sequential[i]!);
        for (const n of sequential.slice(i + 1, i + span)) continuations.add(n);
      }
    }
  }
  return { numbers, listStarts, continuations };
}

/**
 * The answers panel's lines: every key the drafts hold, plus question_N for each asked number no key
 * covers yet (a list covers as many numbers as it has entries; a multi-select question's other numbers
 * are answered by its list). Ordered by question number.
 */
export function answerRows(drafts: TAnswerDrafts, layout: TQuestionLayout): TAnswerRow[] {
  const asked = new Set(layout.numbers);
  const covered = new Set<number>();
  const rows: TAnswerRow[] = Object.entries(drafts.texts).map(([key, text]) => {
    const number = answerKeyNumber(key);
    const list = isList(drafts, key, layout);
    if (number !== null) {
      const span = list ? Math.max(1, splitAnswerList(text).length) : 1;
      for (let i = 0; i < span; i++) covered.add(number + i);
    }
    return { key, number, list, asked: number !== null && asked.has(number) };
  });
  for (const n of layout.numbers) {
    if (covered.has(n) || layout.continuations.has(n)) continue;
    covered.add(n);
    rows.push({ key: `question_${n}`, number: n, list: layout.listStarts.has(n), asked: true });
  }
  const order = (r: TAnswerRow) => r.number ?? Number.MAX_SAFE_INTEGER;
  return rows.sort((a, b) => order(a) - order(b) || a.key.localeCompare(b.key));
}
