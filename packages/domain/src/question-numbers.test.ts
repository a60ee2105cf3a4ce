import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import type { TMultipleChoiceContent } from "@bandcraft/contract/question-types/multiple-choice";
import { describe, expect, it } from "vitest";
import {
  firstQuestionNumber,
  isBlankSection,
  multipleChoiceGroups,
  multipleChoiceSpan,
  sectionQuestionNumbers,
  sequentialSectionNumbers,
  totalQuestions,
} from "./question-numbers";
import { samplePractice } from "./testing/sample-practice";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("firstQuestionNumber", () => {
  it.each<[number, number | undefined, number]>([
    [1, undefined, 1],
    [2, undefined, 14],
    [3, undefined, 27],
    [0, undefined, 1],
    [-1, undefined, 1],
    [2, 20, 20],
    [0, 5, 5],
    [3, 1, 1],
  ])("level %i, startNumber %s → %i", (level, startNumber, first) => {
    expect(firstQuestionNumber({ level, startNumber })).toBe(first);
  });
});

describe("totalQuestions", () => {
  it.each<[number[], number]>([
    [[], 0],
    [[1], 1],
    [[4, 5, 4], 13],
    [[5, 4, 5], 14],
  ])("sections of %j → %i", (counts, total) => {
    expect(totalQuestions({ questionSections: counts.map((questionNumber) => ({ questionNumber })) })).toBe(total);
  });

  it.each([["the sample practice has 24 questions"]])("%s", () => {
    expect(totalQuestions(samplePractice())).toBe(24);
  });
});

const identifying = (n: number): TQuestionSection => ({
  title: "",
  questionType: "IDENTIFYING_INFORMATION",
  questionNumber: n,
  instruction: "",
  content: { statements: Array.from({ length: n }, () => "s") },
});
const completion = (n: number, blankNumbers: number[]): TQuestionSection => ({
  title: "",
  questionType: "SENTENCE_COMPLETION",
  questionNumber: n,
  instruction: "",
  content: { content: "x", blankNumbers },
});

describe("sectionQuestionNumbers", () => {
  it.each<[string, number, number | undefined, TQuestionSection[], number[][]]>([
    ["one section at level 1", 1, undefined, [identifying(3)], [[1, 2, 3]]],
    ["two sections at level 2", 2, undefined, [identifying(3), identifying(2)], [range(14, 16), [17, 18]]],
    ["level 3 with a completion", 3, undefined, [completion(2, [27, 28]), identifying(3)], [[27, 28], range(29, 31)]],
    ["startNumber wins over level", 3, 5, [identifying(2)], [[5, 6]]],
    ["no sections", 1, undefined, [], []],
    // A completion that names the wrong blanks keeps them, and the next section still starts at 3.
    ["mismatched blanks are listed as given", 1, undefined, [completion(2, [7, 8]), identifying(1)], [[7, 8], [3]]],
  ])("%s", (_label, level, startNumber, questionSections, expected) => {
    expect(sectionQuestionNumbers({ level, startNumber, questionSections })).toEqual(expected);
  });

  it.each([["the sample practice numbers 1–24 in order"]])("%s", () => {
    const numbers = sectionQuestionNumbers(samplePractice());
    expect(numbers.flat()).toEqual(range(1, 24));
    expect(numbers).toEqual(sequentialSectionNumbers(samplePractice()));
  });
});

describe("sequentialSectionNumbers", () => {
  it.each([["ignores blankNumbers"]])("%s", () => {
    expect(sequentialSectionNumbers({ level: 1, questionSections: [completion(2, [7, 8])] })).toEqual([[1, 2]]);
  });
});

describe("isBlankSection", () => {
  it.each(samplePractice().questionSections.map((s) => [s.questionType, s] as const))("%s", (type, section) => {
    const blank = ["SENTENCE_COMPLETION", "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", "DIAGRAM_LABEL_COMPLETION"];
    expect(isBlankSection(section)).toBe(blank.includes(type));
  });
});

describe("multiple choice numbering", () => {
  const questions = (n: number) => Array.from({ length: n }, () => ({ question: "q", options: { A: "a", B: "b" } }));
  it.each<[string, TMultipleChoiceContent, number[], number, number[][]]>([
    ["single answer", { questions: questions(3) }, [1, 2, 3], 1, [[1], [2], [3]]],
    ["maxSelection without allowMultiple", { questions: questions(2), maxSelection: 2 }, [1, 2], 1, [[1], [2]]],
    ["choose TWO", { questions: questions(1), allowMultiple: true, maxSelection: 2 }, [5, 6], 2, [[5, 6]]],
    [
      "two choose-TWO questions",
      { questions: questions(2), allowMultiple: true, maxSelection: 2 },
      [21, 22, 23, 24],
      2,
      [
        [21, 22],
        [23, 24],
      ],
    ],
    ["multi without a limit takes 3", { questions: questions(1), allowMultiple: true }, [1, 2, 3], 3, [[1, 2, 3]]],
    ["too few numbers", { questions: questions(2), allowMultiple: true, maxSelection: 2 }, [1, 2, 3], 2, [[1, 2], [3]]],
  ])("%s", (_label, content, numbers, span, groups) => {
    expect(multipleChoiceSpan(content)).toBe(span);
    expect(multipleChoiceGroups(content, numbers)).toEqual(groups);
  });
});
