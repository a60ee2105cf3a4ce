import type { TReadingPractice } from "@bandcraft/contract/reading";
import { answerKeyEntries, answerKeyNumber, expandAnswerKey } from "../answer-key";
import { isBlankSection, sequentialSectionNumbers } from "../question-numbers";
import { wordLimitProblems } from "../word-limit";
import { sectionStructureProblems } from "./registry";
import { sectionPrefix, type TStructureContext } from "./rules";

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

const describeNumbers = (numbers: readonly number[]) => (numbers.length > 0 ? numbers.join(", ") : "none");

function answerKeyProblems(practice: TReadingPractice, numbered: ReadonlySet<number>): string[] {
  const problems: string[] = [];
  const answers = expandAnswerKey(practice.answers);
  for (const n of numbered) {
    if (!answers.has(n)) problems.push(`Question ${n}: the answer key has no answer`);
  }
  const seen = new Map<number, { key: string; value: string }>();
  for (const entry of answerKeyEntries(practice.answers)) {
    const first = seen.get(entry.number);
    if (first !== undefined) {
      // The same answer under two forms (question_11 and heading_11, as clients of the spec send) is no conflict.
      if (first.value !== entry.value) {
        problems.push(`Question ${entry.number}: answered by both ${first.key} and ${entry.key}; ${first.key} is used`);
      }
    } else {
      seen.set(entry.number, { key: entry.key, value: entry.value });
      if (!numbered.has(entry.number)) {
        problems.push(`Question ${entry.number}: ${entry.key} answers a question no section asks`);
      }
    }
  }
  return problems;
}

function explanationProblems(practice: TReadingPractice, answers: ReadonlyMap<number, string>): string[] {
  const problems: string[] = [];
  for (const [key, explanation] of Object.entries(practice.explanations ?? {})) {
    const paragraph = practice.paragraphInfo.find((p) => p.hint === explanation.paragraph);
    if (!paragraph) {
      problems.push(`Explanation ${key}: no paragraph has the hint "${explanation.paragraph}"`);
    } else if (explanation.quote.trim() === "") {
      problems.push(`Explanation ${key}: the quote is empty`);
    } else if (!paragraph.content.includes(explanation.quote)) {
      problems.push(
        `Explanation ${key}: the quote "${explanation.quote}" is not in paragraph ${explanation.paragraph}`,
      );
    }
    const n = answerKeyNumber(key);
    if (n !== null && !answers.has(n)) problems.push(`Explanation ${key}: question ${n} has no answer to explain`);
  }
  return problems;
}

/**
 * Stricter checks for importing a schema-valid practice: every question answered (and nothing
 * else), blank numbers in sequence, answers drawn from their options, counts that agree, heading
 * positions inside the passage, explanation quotes found verbatim. An empty list means none.
 */
export function structuralProblems(practice: TReadingPractice): string[] {
  const sequential = sequentialSectionNumbers(practice);
  const answers = expandAnswerKey(practice.answers);
  const lengths = listLengths(practice.answers);
  const problems: string[] = [];
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
      problems.push(
        `${sectionPrefix(i + 1)}blankNumbers are ${describeNumbers(section.content.blankNumbers)} but the section's questions are ${describeNumbers(numbers)}`,
      );
    }
    problems.push(...sectionStructureProblems(section, context));
    // Free-text keys within the instruction's word limit, where it states one ("ONE WORD ONLY").
    problems.push(...wordLimitProblems(section, answers, numbers, { limitRequired: false }));
  });
  problems.push(...answerKeyProblems(practice, new Set(sequential.flat())));
  problems.push(...explanationProblems(practice, answers));
  return problems;
}
