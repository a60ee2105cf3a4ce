import {
  QUESTION_TYPES,
  type TQuestionSection,
  type TQuestionType,
  ZQuestionSection,
} from "@bandcraft/contract/question-types/index";
import { type TLearnerPractice, ZLearnerPractice } from "@bandcraft/contract/reading";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import { z } from "zod";

/** Why one section cannot be shown; the engine turns each into an inline notice. */
export type TSectionProblem =
  | { kind: "noSection" }
  | { kind: "noContent" }
  | { kind: "unknownType"; questionType: string }
  | { kind: "invalid"; questionType: TQuestionType };

/** One question section after lenient parsing: usable, or a problem plus whatever heading text it had. */
export type TParsedSection =
  | { ok: true; index: number; numbers: number[]; section: TQuestionSection }
  | { ok: false; index: number; numbers: number[]; problem: TSectionProblem; title: string; instruction: string };

export type TTestPractice = Omit<TLearnerPractice, "questionSections"> & { sections: TParsedSection[] };

// The practice shell is checked strictly except its sections, which are checked one by one so a single
// malformed section shows its notice while the rest of the test works.
const ZPracticeShell = z.object({ ...ZLearnerPractice.shape, questionSections: z.array(z.unknown()) });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function problemOf(raw: unknown): TSectionProblem {
  if (!isRecord(raw)) return { kind: "noSection" };
  const type = typeof raw.questionType === "string" ? raw.questionType : "";
  if (!(QUESTION_TYPES as readonly string[]).includes(type)) return { kind: "unknownType", questionType: type };
  if (raw.content === undefined || raw.content === null) return { kind: "noContent" };
  return { kind: "invalid", questionType: type as TQuestionType };
}

// A stand-in with the malformed section's declared size, so numbering of the sections after it is
// unchanged (sectionQuestionNumbers advances by questionNumber).
function placeholder(raw: unknown): TQuestionSection {
  const count = isRecord(raw) && Number.isInteger(raw.questionNumber) ? Math.max(0, Number(raw.questionNumber)) : 0;
  return {
    title: "",
    questionType: "SHORT_ANSWER_QUESTIONS",
    questionNumber: count,
    instruction: "",
    content: { questions: [] },
  };
}

const text = (raw: unknown, key: string) => (isRecord(raw) && typeof raw[key] === "string" ? raw[key] : "");

/** Parses a practice leniently; throws (with Zod's reason) only when the practice shell itself is unusable. */
export function parseTestPractice(raw: unknown): TTestPractice {
  const { questionSections, ...shell } = ZPracticeShell.parse(raw);
  const parsed = questionSections.map((s) => ZQuestionSection.safeParse(s));
  const numbered = parsed.map((result, i) => (result.success ? result.data : placeholder(questionSections[i])));
  const numbers = sectionQuestionNumbers({
    level: shell.level,
    startNumber: shell.startNumber,
    questionSections: numbered,
  });
  const sections = parsed.map((result, index): TParsedSection => {
    const sectionNumbers = numbers[index] ?? [];
    if (result.success) return { ok: true, index, numbers: sectionNumbers, section: result.data };
    const rawSection = questionSections[index];
    return {
      ok: false,
      index,
      numbers: sectionNumbers,
      problem: problemOf(rawSection),
      title: text(rawSection, "title"),
      instruction: text(rawSection, "instruction"),
    };
  });
  return { ...shell, sections };
}

/** Every question number of the practice, in order. */
export function allQuestionNumbers(practice: TTestPractice): number[] {
  return practice.sections.flatMap((s) => s.numbers);
}
