import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import { COMPLETION_TYPES } from "@bandcraft/contract/question-types/summary-completion";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { problemTexts } from "@bandcraft/domain/content-validation/problem-text";
import { firstQuestionNumber, sectionQuestionNumbers, totalQuestions } from "@bandcraft/domain/question-numbers";
import { countWords } from "@bandcraft/domain/word-count";
import { wordLimitProblems } from "@bandcraft/domain/word-limit";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { bankStatistics } from "./bank-statistics";
import { formatProblems, readContentBank } from "./content-bank";

// The guards of the sample bank: everything an import checks, plus the editorial rules of the bank.
const { bank, problems } = readContentBank(loadConfig({}).contentDir);
const practices: [string, TReadingPractice][] = bank.practices.map((p) => [p.file, p.practice]);

describe("the content bank", () => {
  it("passes the import's checks: content validation, structure, answers, explanation quotes, pictures", () => {
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
        problemTexts(wordLimitProblems(section, answers, sectionNumbers[i] ?? [])),
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

describe("the bank's coverage", () => {
  const stats = bankStatistics(bank);

  it("holds four complete tests: twelve passages, four at each part level", () => {
    expect(stats.completeTests).toBeGreaterThanOrEqual(4);
    for (const level of [1, 2, 3]) {
      expect(bank.practices.filter((p) => p.practice.level === level).length).toBeGreaterThanOrEqual(4);
    }
  });

  it.each(QUESTION_TYPES)("uses %s in at least four sections at two or more part levels", (type) => {
    expect(stats.types[type]?.sections ?? 0).toBeGreaterThanOrEqual(4);
    expect(stats.types[type]?.levels.length ?? 0).toBeGreaterThanOrEqual(2);
  });

  it.each(COMPLETION_TYPES)("has a %s completion", (kind) => {
    expect(stats.completionTypes[kind] ?? 0).toBeGreaterThanOrEqual(1);
  });

  it("has choose-two multiple choice and sentence completion with and without a word bank", () => {
    const sections = bank.practices.flatMap((p) => p.practice.questionSections);
    expect(sections.some((s) => s.questionType === "MULTIPLE_CHOICE" && s.content.allowMultiple)).toBe(true);
    const completions = sections.filter((s) => s.questionType === "SENTENCE_COMPLETION");
    expect(completions.some((s) => s.content.options && Object.keys(s.content.options).length > 0)).toBe(true);
    expect(completions.some((s) => !s.content.options)).toBe(true);
  });
});

describe("the writing bank", () => {
  const items = bank.writingItems.map((w) => w.item);
  const themes = bank.themes;

  it("holds twelve Task 1 and eighteen Task 2 tasks", () => {
    expect(items.filter((i) => i.part === 1).length).toBeGreaterThanOrEqual(12);
    expect(items.filter((i) => i.part === 2).length).toBeGreaterThanOrEqual(18);
  });

  it("covers every Task 1 type and every Task 2 type, across at least ten themes", () => {
    const used = new Set(items.flatMap((i) => i.theme));
    for (const type of themes?.TaskOneTypes ?? []) expect(used.has(type.key), type.key).toBe(true);
    for (const type of themes?.TaskTwoTypes ?? []) expect(used.has(type.key), type.key).toBe(true);
    const themeKeys = new Set((themes?.TaskTwoThemes ?? []).map((t) => t.key));
    expect([...used].filter((k) => themeKeys.has(k)).length).toBeGreaterThanOrEqual(10);
  });

  it("tags every task with known keys: one type for Task 1, a type and a theme for Task 2", () => {
    const one = new Set((themes?.TaskOneTypes ?? []).map((t) => t.key));
    const two = new Set((themes?.TaskTwoTypes ?? []).map((t) => t.key));
    const topics = new Set((themes?.TaskTwoThemes ?? []).map((t) => t.key));
    for (const item of items) {
      if (item.part === 1)
        expect(
          item.theme.every((k) => one.has(k)),
          item.writingPracticeID,
        ).toBe(true);
      else
        expect(
          item.theme.some((k) => two.has(k)) && item.theme.every((k) => two.has(k) || topics.has(k)),
          item.writingPracticeID,
        ).toBe(true);
    }
  });

  it("spreads publish times over the last two years", () => {
    const times = items.map((i) => i.publishTime);
    const span = (Math.max(...times) - Math.min(...times)) / 86_400;
    expect(span).toBeGreaterThanOrEqual(365);
    expect(new Set(times).size).toBe(times.length);
  });
});
