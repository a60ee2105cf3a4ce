import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { ROUTES } from "@bandcraft/contract/routes";
import { problemTexts } from "@bandcraft/domain/content-validation/problem-text";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import i18n from "../../../lib/i18n";
import { mockCall, ok, refused } from "../../../test/api-mock";
import { ADMIN, signedInEachTest } from "../../../test/signed-in";
import { openInEditorView } from "./editor-test-setup";

/** A refusal as the server sends it: English errMsg and problems, and the same problems as codes. */
const CONTENT_PROBLEMS: TContentProblem[] = [
  { code: "titleEmpty" },
  { code: "countMismatch", section: 2, declared: 3, held: 2, counted: "statements" },
  {
    code: "answerNotAllowed",
    question: 5,
    value: "MAYBE",
    choices: "judgements",
    keys: ["TRUE", "FALSE", "NOT GIVEN"],
  },
  { code: "wordLimit", question: 18, value: "the blue lagoon", words: 2, number: false },
];
const problems = problemTexts(CONTENT_PROBLEMS);

const shownProblems = async () =>
  [...(await screen.findByTestId("reading-editor-problems")).querySelectorAll("li")].map((li) => li.textContent);

async function saveRefused(fields: object) {
  mockCall(ROUTES.adminReadingModify, refused(400, `Invalid practice: ${problems.join("; ")}`, fields));
  await openInEditorView("sample-1");
  fireEvent.click(screen.getByTestId("reading-editor-save"));
}

describe("a refused save, in the teacher's language", () => {
  signedInEachTest(ADMIN);
  beforeEach(() => {
    mockCall(ROUTES.adminReadingSingle, ok({ readingPractice: samplePractice() }));
    mockCall(ROUTES.adminReadingGroups, ok({ data: [] }));
  });

  it("words each problem's code in Chinese, with its section and values", async () => {
    await i18n.changeLanguage("zh");
    await saveRefused({ problems, contentProblems: CONTENT_PROBLEMS });
    expect(await shownProblems()).toEqual([
      "标题不能为空",
      "题目部分 2：该部分设为 3 道题，但有 2 条陈述",
      '第 5 题：答案 "MAYBE" 不是 TRUE、FALSE或NOT GIVEN',
      '第 18 题："the blue lagoon" 超过了 2 个词的限制',
    ]);
  });

  it("words them in English as the server does", async () => {
    await saveRefused({ problems, contentProblems: CONTENT_PROBLEMS });
    const shown = await shownProblems();
    expect(shown[0]).toBe("Title cannot be empty");
    expect(shown[1]).toBe("Question section 2: the section says 3 questions but has 2 statements");
    expect(shown[3]).toBe(problems[3]);
  });

  it("shows the server's English when a refusal carries no codes", async () => {
    await i18n.changeLanguage("ja");
    await saveRefused({ problems });
    expect(await shownProblems()).toEqual(problems);
  });
});
