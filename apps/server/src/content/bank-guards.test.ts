import type { TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { firstQuestionNumber, sectionQuestionNumbers, totalQuestions } from "@bandcraft/domain/question-numbers";
import { countWords } from "@bandcraft/domain/word-count";
import { wordLimitProblems } from "@bandcraft/domain/word-limit";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { formatProblems, readContentBank } from "./content-bank";

// The guards of the sample bank: everything an import checks, plus the editorial rules of the bank.
const { bank, problems } = readContentBank(loadConfig({}).contentDir);
const practices: [string, TReadingPractice][] = bank.practices.map((p) => [p.file, p.practice]);

describe("the content bank", () => {
  it("passes the import's checks: spec validation, structure, answers, explanation quotes, pictures", () => {
    expect(formatProblems(problems)).toBe("");
  });

  describe.each(practices)("%s", (_file, practice) => {
    it("numbers its questions contiguously from its start number", () => {
      const first = firstQuestionNumber(practice);
      const numbers = sectionQuestionNumbers(practice).flat();
      expect(numbers).toEqual(Array.from({ length: totalQuestions(practice) }, (_, i) => first + i));
    });

    it("explains every question", () => {
      const numbers = sectionQuestionNumbers(practice).flat();
      const missing = numbers.filter((n) => !practice.explanations?.[`question_${n}`]);
      expect(missing).toEqual([]);
    });

    it("keeps every free-text answer within its instruction's word limit", () => {
      const answers = expandAnswerKey(practice.answers);
      const sectionNumbers = sectionQuestionNumbers(practice);
      const found = practice.questionSections.flatMap((section, i) =>
        wordLimitProblems(section, answers, sectionNumbers[i] ?? []),
      );
      expect(found).toEqual([]);
    });

    it("is a passage of 700–950 words", () => {
      const words = countWords(practice.paragraphInfo.map((p) => p.content).join(" "));
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(950);
    });
  });

  const groups = new Map<string, TReadingPractice[]>();
  for (const { practice } of bank.practices) {
    if (practice.testGroup) groups.set(practice.testGroup, [...(groups.get(practice.testGroup) ?? []), practice]);
  }
  describe.each([...groups.entries()])("complete test %s", (_group, parts) => {
    it("has parts 1, 2 and 3 numbered 1–13, 14–26 and 27–40: 40 questions", () => {
      const sorted = parts.toSorted((a, b) => a.level - b.level);
      expect(sorted.map((p) => p.level)).toEqual([1, 2, 3]);
      expect(sorted.flatMap((p) => sectionQuestionNumbers(p).flat())).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });
  });
});
