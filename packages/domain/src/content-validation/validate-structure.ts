import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { answerKeyEntries, answerKeyNumber, expandAnswerKey } from "../answer-key";
import { isBlankSection, sequentialSectionNumbers } from "../question-numbers";
import { wordLimitProblems } from "../word-limit";
import { sectionStructureProblems } from "./registry";
import type { TStructureContext } from "./rules";

function listLengths(answers: TReadingPractice["answers"]): Map<number, number> {
  const lengths = new Map<number, number>();
  for (const [key, value] of Object.entries(answers)) {
    const start = answerKeyNumber(key);
    if (start === null || typeof value === "string") continue;
    lengths.set(start, value.filter((v) => v.trim() !== "").length);
  }
  return lengths;
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

function answerKeyProblems(practice: TReadingPractice, numbered: ReadonlySet<number>): TContentProblem[] {
  const problems: TContentProblem[] = [];
  const answers = expandAnswerKey(practice.answers);
  for (const question of numbered) {
    if (!answers.has(question)) problems.push({ code: "answerMissing", question });
  }
  const seen = new Map<number, { key: string; value: string }>();
  for (const entry of answerKeyEntries(practice.answers)) {
    const first = seen.get(entry.number);
    if (first !== undefined) {
      // The same answer under two forms (question_11 and heading_11, as clients of the spec send) is no conflict.
      if (first.value !== entry.value) {
        problems.push({ code: "answerConflict", question: entry.number, used: first.key, ignored: entry.key });
      }
    } else {
      seen.set(entry.number, { key: entry.key, value: entry.value });
      if (!numbered.has(entry.number)) {
        problems.push({ code: "answerStray", question: entry.number, key: entry.key });
      }
    }
  }
  return problems;
}

function explanationProblems(practice: TReadingPractice, answers: ReadonlyMap<number, string>): TContentProblem[] {
  const problems: TContentProblem[] = [];
  for (const [key, explanation] of Object.entries(practice.explanations ?? {})) {
    const paragraph = practice.paragraphInfo.find((p) => p.hint === explanation.paragraph);
    if (!paragraph) {
      problems.push({ code: "explanationNoParagraph", key, paragraph: explanation.paragraph });
    } else if (explanation.quote.trim() === "") {
      problems.push({ code: "explanationQuoteEmpty", key });
    } else if (!paragraph.content.includes(explanation.quote)) {
      const { quote, paragraph: hint } = explanation;
      problems.push({ code: "explanationQuoteNotFound", key, quote, paragraph: hint });
    }
    const question = answerKeyNumber(key);
    if (question !== null && !answers.has(question)) problems.push({ code: "explanationNoAnswer", key, question });
  }
  return problems;
}

/**
 * Stricter checks for importing a schema-valid practice: every question answered (and nothing
 * else), blank numbers in sequence, answers drawn from their options, counts that agree, heading
 * positions inside the passage, explanation quotes found verbatim. An empty list means none.
 */
export function structuralProblems(practice: TReadingPractice): TContentProblem[] {
  const sequential = sequentialSectionNumbers(practice);
  const answers = expandAnswerKey(practice.answers);
  const lengths = listLengths(practice.answers);
  const problems: TContentProblem[] = [];
  practice.questionSections.forEach((section, i) => {
    const numbers = sequential[i] ?? [];
    const context: TStructureContext = {
      index: i + 1,
      numbers,
      answers,
      listLengths: lengths,
      paragraphCount: practice.paragraphInfo.length,
    };
    if (isBlankSection(section) && !sameNumbers(section.content.blankNumbers, numbers)) {
      const blanks = [...section.content.blankNumbers];
      problems.push({ code: "blankNumbersMismatch", section: i + 1, blanks, questions: numbers });
    }
    problems.push(...sectionStructureProblems(section, context));
    // Free-text keys within the instruction's word limit, where it states one ("ONE WORD ONLY").
    problems.push(...wordLimitProblems(section, answers, numbers, { limitRequired: false }));
  });
  problems.push(...answerKeyProblems(practice, new Set(sequential.flat())));
  problems.push(...explanationProblems(practice, answers));
  return problems;
}
