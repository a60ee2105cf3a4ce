import type { ZAdminModifyRequest } from "@bandcraft/contract/admin";
import type { TQuestionSection, TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TParagraph, TReadingPractice } from "@bandcraft/contract/reading";
import type { z } from "zod";
import { adminFormFor } from "../../reading-test/public";
import {
  fromAnswerDrafts,
  questionLayout,
  type TAnswerDrafts,
  type TQuestionLayout,
  toAnswerDrafts,
} from "./answers-model";

/** The body of a save (the contract names the schema only). */
export type TSavePayload = z.input<typeof ZAdminModifyRequest>;

type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type TEditorParagraph = TParagraph & { uid: string };
/** A section while edited: the question count as typed, and an id for React that is never saved. */
export type TEditorSection = TDistributiveOmit<TQuestionSection, "questionNumber"> & {
  uid: string;
  questionNumber: string;
};
/** Fields the editor does not show (pageType, startNumber, testGroup, explanations…): sent back as they came. */
type TKept = Omit<
  TReadingPractice,
  | "readingPracticeID"
  | "title"
  | "description"
  | "level"
  | "paragraphInfo"
  | "questionSections"
  | "answers"
  | "questionTypes"
>;
type TOptionalKept = { [K in keyof TKept]?: TKept[K] };

/** A practice in the editor: null id until a new test is first saved. */
export type TEditorPractice = {
  id: string | null;
  title: string;
  description: string;
  level: number;
  paragraphs: TEditorParagraph[];
  sections: TEditorSection[];
  answers: TAnswerDrafts;
  kept: TOptionalKept;
};

/** A problem the form finds before saving (the fields every section must have); 1-based section index. */
export type TClientProblem = { section: number; field: "title" | "questionNumber" | "instruction" };

let uidCounter = 0;
/** A React key for a paragraph or section (never saved). */
export const newUid = () => `u${++uidCounter}`;

/** "3" → 3; anything but a whole number of at least 1 → null. */
export function parseQuestionCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 ? n : null;
}

/** Reads a practice from the API into the editor. */
export function toEditorPractice(practice: TReadingPractice): TEditorPractice {
  const {
    readingPracticeID,
    title,
    description,
    level,
    paragraphInfo,
    questionSections,
    answers,
    questionTypes: _derived,
    ...kept
  } = practice;
  return {
    id: readingPracticeID,
    title,
    description: description ?? "",
    level,
    paragraphs: paragraphInfo.map((p) => ({ ...p, uid: newUid() })),
    sections: questionSections.map((s) => ({ ...s, questionNumber: String(s.questionNumber), uid: newUid() })),
    answers: toAnswerDrafts(answers),
    kept,
  };
}

/** A new, empty test: one empty paragraph, no sections yet, untagged. */
export function emptyPractice(): TEditorPractice {
  return {
    id: null,
    title: "",
    description: "",
    level: 0,
    paragraphs: [{ hint: "A", content: "", uid: newUid() }],
    sections: [],
    answers: { texts: {}, lists: [] },
    kept: {},
  };
}

/** A copy to save as a new test: no id, the title marked, and out of the original's complete-test group. */
export function duplicatePractice(practice: TEditorPractice, copySuffix: string): TEditorPractice {
  const { testGroup: _group, ...kept } = practice.kept;
  return { ...practice, id: null, title: `${practice.title}${copySuffix}`, kept };
}

/** A new section of a type, with the empty content of that type's form. */
export function newSection<T extends TQuestionType>(type: T): TEditorSection {
  return {
    uid: newUid(),
    title: "",
    questionType: type,
    questionNumber: "1",
    instruction: "",
    content: adminFormFor(type).empty(),
  } as TEditorSection;
}

/** The practice's question numbering as the answers panel and the save need it. */
export function layoutOf(practice: TEditorPractice): TQuestionLayout {
  return questionLayout(
    { level: practice.level, startNumber: practice.kept.startNumber },
    practice.sections.map((s) => ({ ...s, count: parseQuestionCount(s.questionNumber) ?? 0 })),
  );
}

/** The fields each section must have (the server checks the rest). */
export function clientProblems(practice: TEditorPractice): TClientProblem[] {
  return practice.sections.flatMap((s, i): TClientProblem[] => [
    ...(s.title.trim() === "" ? [{ section: i + 1, field: "title" as const }] : []),
    ...(parseQuestionCount(s.questionNumber) === null ? [{ section: i + 1, field: "questionNumber" as const }] : []),
    ...(s.instruction.trim() === "" ? [{ section: i + 1, field: "instruction" as const }] : []),
  ]);
}

/** The body of POST /admin/reading/modify: the whole practice, without an id for a new test. */
export function toSavePayload(practice: TEditorPractice): TSavePayload {
  const sections = practice.sections.map(({ uid: _uid, questionNumber, ...s }) => ({
    ...s,
    questionNumber: parseQuestionCount(questionNumber) ?? 0,
  })) as TQuestionSection[];
  return {
    ...(practice.id !== null && { readingPracticeID: practice.id }),
    title: practice.title.trim(),
    ...(practice.description.trim() !== "" && { description: practice.description.trim() }),
    level: practice.level,
    pageType: "ActualTest",
    ...practice.kept,
    paragraphInfo: practice.paragraphs.map(({ hint, content }) => ({ hint: hint.trim(), content })),
    questionSections: sections,
    questionTypes: [...new Set(sections.map((s) => s.questionType))],
    answers: fromAnswerDrafts(practice.answers, layoutOf(practice)),
  };
}
