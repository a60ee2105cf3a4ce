import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import { describe, expect, it } from "vitest";
import { fitsWordLimit, wordLimitOf, wordLimitProblems } from "./word-limit";

describe("wordLimitOf", () => {
  it.each([
    ["Choose ONE WORD ONLY from the passage for each answer.", { words: 1, number: false }],
    ["Write ONE WORD AND/OR A NUMBER for each answer.", { words: 1, number: true }],
    ["Choose NO MORE THAN TWO WORDS from the passage.", { words: 2, number: false }],
    ["Choose NO MORE THAN TWO WORDS AND/OR A NUMBER from the passage.", { words: 2, number: true }],
    ["Choose NO MORE THAN THREE WORDS from the passage.", { words: 3, number: false }],
    ["Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.", { words: 3, number: true }],
    ["Choose the correct letter, A, B, C or D.", undefined],
    ["choose no more than two words", undefined],
  ])("reads %j", (instruction, limit) => {
    expect(wordLimitOf(instruction)).toEqual(limit);
  });
});

describe("fitsWordLimit", () => {
  const one = { words: 1, number: false };
  const oneAndNumber = { words: 1, number: true };
  const two = { words: 2, number: false };
  const twoAndNumber = { words: 2, number: true };
  it.each([
    ["ice", one, true],
    ["  ice  ", one, true],
    ["crushed ice", one, false],
    ["1850", one, false],
    ["water-wheel", one, true],
    ["1850", oneAndNumber, true],
    ["1850 tonnes", oneAndNumber, true],
    ["1850 tonnes weekly", oneAndNumber, false],
    ["1850 1860", oneAndNumber, false],
    ["sulphur dioxide", two, true],
    ["bright orange lichen", two, false],
    ["42% of households", twoAndNumber, true],
    ["the 1850s", twoAndNumber, true],
    ["three large wooden boxes", twoAndNumber, false],
  ])("judges %j against %o as %s", (answer, limit, fits) => {
    expect(fitsWordLimit(answer, limit)).toBe(fits);
  });
});

describe("wordLimitProblems", () => {
  const section = (instruction: string): TQuestionSection => ({
    title: "Questions 1-2",
    questionType: "SHORT_ANSWER_QUESTIONS",
    questionNumber: 2,
    instruction,
    content: { questions: ["a?", "b?"] },
  });
  const answers = new Map([
    [1, "glass"],
    [2, "blown glass|clear glass"],
  ]);
  it.each<[string, string, boolean, unknown[]]>([
    ["within the limit", "Write NO MORE THAN TWO WORDS.", true, []],
    [
      "an alternative over the limit, named with its question",
      "Write ONE WORD ONLY.",
      true,
      [
        { code: "wordLimit", question: 2, value: "blown glass", words: 1, number: false },
        { code: "wordLimit", question: 2, value: "clear glass", words: 1, number: false },
      ],
    ],
    [
      "no stated limit where one is required",
      "Answer the questions.",
      true,
      [{ code: "noWordLimit", title: "Questions 1-2" }],
    ],
    ["no stated limit where none is required", "Answer the questions.", false, []],
  ])("%s", (_label, instruction, limitRequired, problems) => {
    expect(wordLimitProblems(section(instruction), answers, [1, 2], { limitRequired })).toEqual(problems);
  });
});
