import { CONTENT_PROBLEM_CODES, type TContentProblem } from "@bandcraft/contract/content-problems";
import { describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { contentProblemMessage } from "./content-problem-messages";

/** One problem of every code, with every value its message names. */
const SAMPLES: TContentProblem[] = CONTENT_PROBLEM_CODES.map((code): TContentProblem => {
  switch (code) {
    case "questionTextEmpty":
    case "tooFewOptions":
    case "statementEmpty":
      return { code, section: 2, item: 3 };
    case "typeInvalid":
      return { code, section: 2, type: "TRUE_FALSE" };
    case "contentTypeMismatch":
      return { code, section: 2, expected: "MULTIPLE_CHOICE", got: "MATCHING_HEADINGS" };
    case "invalidShape":
      return { code, section: 2, where: "options.A", detail: "expected text" };
    case "countMismatch":
      return { code, section: 2, declared: 3, held: 2, counted: "paragraphPositions" };
    case "choiceCountMismatch":
      return { code, section: 2, declared: 2, questions: 1, covered: 3 };
    case "selectionWithoutMultiple":
      return { code, section: 2, maxSelection: 2 };
    case "blankMissing":
      return { code, section: 2, blank: 14 };
    case "blankNumbersMismatch":
      return { code, section: 2, blanks: [14, 16], questions: [] };
    case "positionOutside":
      return { code, section: 2, paragraph: 4, paragraphs: 3 };
    case "positionRepeated":
      return { code, section: 2, paragraph: 2 };
    case "answerNotAllowed":
      return { code, question: 5, value: "E", choices: "wordBank", keys: [] };
    case "answerRepeated":
      return { code, question: 5, value: "A" };
    case "listTooLong":
      return { code, question: 5, listed: 3, most: 2 };
    case "wordLimit":
      return { code, question: 5, value: "big dogs", words: 1, number: true };
    case "noWordLimit":
      return { code, title: "Questions 1-4" };
    case "answerMissing":
      return { code, question: 5 };
    case "answerConflict":
      return { code, question: 11, used: "question_11", ignored: "heading_11" };
    case "answerStray":
      return { code, question: 25, key: "question_25" };
    case "explanationNoParagraph":
      return { code, key: "question_1", paragraph: "D" };
    case "explanationQuoteEmpty":
      return { code, key: "question_1" };
    case "explanationQuoteNotFound":
      return { code, key: "question_1", quote: "Glass", paragraph: "A" };
    case "explanationNoAnswer":
      return { code, key: "question_30", question: 30 };
    case "titleEmpty":
    case "pageContentEmpty":
    case "paragraphContentEmpty":
    case "noSections":
      return { code };
    default:
      return { code, section: 2 };
  }
});

describe("contentProblemMessage", () => {
  it.each(["en", "zh", "ja"])("words every code in %s, every value filled in", async (language) => {
    const t = i18n.getFixedT(language);
    for (const problem of SAMPLES) {
      const text = contentProblemMessage(t, problem, language);
      // A missing key comes back as the key itself; an unfilled value as its {{placeholder}}.
      expect(text, problem.code).not.toMatch(/admin\.editor|\{\{|\}\}/);
      if ("section" in problem) expect(text, problem.code).toContain("2");
      for (const value of [
        "question" in problem ? String(problem.question) : "",
        "key" in problem ? problem.key : "",
      ]) {
        expect(text, problem.code).toContain(value);
      }
    }
  });

  it.each<[string, TContentProblem, string]>([
    [
      "en",
      { code: "countMismatch", section: 2, declared: 1, held: 2, counted: "paragraphPositions" },
      "Question section 2: the section says 1 question but has 2 paragraphs that need a heading",
    ],
    [
      "en",
      { code: "blankMissing", section: 3, blank: 14 },
      "Question section 3: blank {14} does not appear in the text",
    ],
    [
      "zh",
      { code: "answerNotAllowed", question: 2, value: "E", choices: "options", keys: ["A", "B"] },
      '第 2 题：答案 "E" 不是选项之一（A, B）',
    ],
    [
      "ja",
      { code: "countMismatch", section: 2, declared: 3, held: 2, counted: "statements" },
      "設問セクション 2: セクションの問題数は 3 問ですが、2 文あります",
    ],
  ])("%s: %j", (language, problem, text) => {
    expect(contentProblemMessage(i18n.getFixedT(language), problem, language)).toBe(text);
  });
});
