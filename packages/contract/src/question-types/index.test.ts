import { describe, expect, it } from "vitest";
import { MAX_SECTION_QUESTIONS, QUESTION_TYPES, ZQuestionSection } from "./index";

const minimalContent: Record<string, unknown> = {
  MULTIPLE_CHOICE: { questions: [{ question: "Why?", options: { A: "x", B: "y" } }] },
  IDENTIFYING_INFORMATION: { statements: ["s"] },
  IDENTIFYING_WRITERS_VIEW: { statements: ["s"] },
  MATCHING_INFORMATION: { statementsToMatch: ["s"], paragraphOptions: { A: "Paragraph A" } },
  MATCHING_HEADINGS: { headings: { i: "h1", ii: "h2" }, paragraphPositions: [0] },
  MATCHING_FEATURES: { featureOptions: { A: "f" }, itemsToMatch: ["i"] },
  MATCHING_SENTENCE_ENDINGS: { sentenceBeginnings: ["b"], endingOptions: { A: "e" } },
  SENTENCE_COMPLETION: { content: "It is {1}.", blankNumbers: [1] },
  SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: {
    completionType: "summary",
    summary: { content: "{1}" },
    blankNumbers: [1],
  },
  DIAGRAM_LABEL_COMPLETION: { picURL: "d.svg", blankNumbers: [1] },
  SHORT_ANSWER_QUESTIONS: { questions: ["What?"] },
};

const section = (questionType: string, content: unknown) => ({
  title: "Questions 1",
  questionType,
  questionNumber: 1,
  instruction: "Answer.",
  content,
});

describe("the question-type registry", () => {
  it("lists the eleven question types", () => {
    expect(QUESTION_TYPES).toHaveLength(11);
    expect(Object.keys(minimalContent).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it.each(QUESTION_TYPES)("parses a minimal %s section", (type) => {
    expect(ZQuestionSection.safeParse(section(type, minimalContent[type])).success).toBe(true);
  });

  it.each(QUESTION_TYPES)("refuses a %s section with an unknown content field", (type) => {
    const content = { ...(minimalContent[type] as object), surprise: 1 };
    expect(ZQuestionSection.safeParse(section(type, content)).success).toBe(false);
  });

  it.each([
    ["an unknown type", section("ESSAY", {})],
    ["content of another type", section("MULTIPLE_CHOICE", { statements: ["s"] })],
    ["a zero question count", { ...section("SHORT_ANSWER_QUESTIONS", { questions: ["q"] }), questionNumber: 0 }],
    [
      "a question count past the limit",
      { ...section("SHORT_ANSWER_QUESTIONS", { questions: ["q"] }), questionNumber: MAX_SECTION_QUESTIONS + 1 },
    ],
    ["lower-case option keys", section("MATCHING_FEATURES", { featureOptions: { a: "f" }, itemsToMatch: ["i"] })],
    ["a heading key beyond xv", section("MATCHING_HEADINGS", { headings: { xvi: "h" }, paragraphPositions: [0] })],
    [
      "an unknown completion type",
      section("SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", { completionType: "map", blankNumbers: [1] }),
    ],
  ])("refuses %s", (_label, value) => {
    expect(ZQuestionSection.safeParse(value).success).toBe(false);
  });
});
