import { describe, expect, it } from "vitest";
import { samplePractice } from "../testing/sample-practice";
import { problemText } from "./problem-text";
import { validateQuestionSection, validateReadingPractice } from "./validate-practice";

const valid = () => JSON.parse(JSON.stringify(samplePractice())) as Record<string, unknown>;
const withSections = (...sections: unknown[]) => ({ ...valid(), questionSections: sections });
const section = (questionType: unknown, content: unknown) => ({
  title: "t",
  questionType,
  questionNumber: 1,
  instruction: "i",
  content,
});

describe("validateReadingPractice", () => {
  it.each<[string, unknown, string[]]>([
    ["the sample practice is valid", valid(), []],
    [
      "not an object",
      null,
      ["Title cannot be empty", "Page content cannot be empty", "Must have at least one question section"],
    ],
    [
      "an empty object",
      {},
      ["Title cannot be empty", "Page content cannot be empty", "Must have at least one question section"],
    ],
    ["a blank title", { ...valid(), title: "  " }, ["Title cannot be empty"]],
    ["a title that is not text", { ...valid(), title: 42 }, ["Title cannot be empty"]],
    ["no paragraphs", { ...valid(), paragraphInfo: [] }, ["Page content cannot be empty"]],
    [
      "blank paragraphs (one message)",
      {
        ...valid(),
        paragraphInfo: [
          { hint: "A", content: "" },
          { hint: "B", content: "text" },
          { hint: "C", content: " " },
        ],
      },
      ["Paragraph content cannot be empty"],
    ],
    [
      "a paragraph that is not an object",
      { ...valid(), paragraphInfo: ["text"] },
      ["Paragraph content cannot be empty"],
    ],
    ["no sections", { ...valid(), questionSections: [] }, ["Must have at least one question section"]],
    ["sections not a list", { ...valid(), questionSections: {} }, ["Must have at least one question section"]],
    [
      "an invalid type",
      withSections(section("TRUE_FALSE", { statements: ["s"] })),
      ["Question section 1: Question type is invalid: TRUE_FALSE"],
    ],
    [
      "a missing type",
      withSections(section(undefined, { statements: ["s"] })),
      ["Question section 1: Question type is invalid: undefined"],
    ],
    [
      "null content",
      withSections(section("IDENTIFYING_INFORMATION", null)),
      ["Question section 1: Content cannot be null"],
    ],
    [
      "missing content",
      withSections({ questionType: "SHORT_ANSWER_QUESTIONS" }),
      ["Question section 1: Content cannot be null"],
    ],
    [
      "content of another type",
      withSections(section("IDENTIFYING_INFORMATION", { type: "MULTIPLE_CHOICE", statements: ["s"] })),
      ["Question section 1: Content type mismatch: expected IDENTIFYING_INFORMATION, got MULTIPLE_CHOICE"],
    ],
    [
      "content naming its own type",
      withSections(section("IDENTIFYING_INFORMATION", { type: "IDENTIFYING_INFORMATION", statements: ["s"] })),
      [],
    ],
    [
      "per-type messages carry the 1-based section index",
      withSections(
        section("SHORT_ANSWER_QUESTIONS", { questions: ["q"] }),
        section("IDENTIFYING_WRITERS_VIEW", { statements: ["ok", ""] }),
      ),
      ["Question section 2: Statement 2 cannot be empty"],
    ],
    [
      "content that is not an object is checked as empty",
      withSections(section("MATCHING_FEATURES", "text")),
      ["Question section 1: Must have feature options", "Question section 1: Must have items to match"],
    ],
    [
      "everything at once, in order",
      { title: "", paragraphInfo: [{ hint: "A", content: "" }], questionSections: [section("X", {}), null] },
      [
        "Title cannot be empty",
        "Paragraph content cannot be empty",
        "Question section 1: Question type is invalid: X",
        "Question section 2: Question type is invalid: undefined",
      ],
    ],
  ])("%s", (_label, input, messages) => {
    expect(validateReadingPractice(input).map(problemText)).toEqual(messages);
  });
});

describe("validateQuestionSection", () => {
  it.each(samplePractice().questionSections.map((s, i) => [s.questionType, s, i + 1] as const))(
    "the sample's %s section is valid",
    (_type, s, index) => {
      expect(validateQuestionSection(s, index)).toEqual([]);
    },
  );
});

describe("the problems are data: codes and the values their messages name", () => {
  it.each<[string, unknown, unknown[]]>([
    ["an empty object", {}, [{ code: "titleEmpty" }, { code: "pageContentEmpty" }, { code: "noSections" }]],
    [
      "a statement left blank in section 2",
      withSections(
        section("SHORT_ANSWER_QUESTIONS", { questions: ["q"] }),
        section("IDENTIFYING_WRITERS_VIEW", { statements: ["ok", ""] }),
      ),
      [{ code: "statementEmpty", section: 2, item: 2 }],
    ],
    [
      "content of another type",
      withSections(section("IDENTIFYING_INFORMATION", { type: "MULTIPLE_CHOICE" })),
      [{ code: "contentTypeMismatch", section: 1, expected: "IDENTIFYING_INFORMATION", got: "MULTIPLE_CHOICE" }],
    ],
    [
      "a type sent as a list nested 10,000 deep (it would overflow String())",
      withSections({ ...section("MULTIPLE_CHOICE", {}), questionType: deepList(10_000) }),
      [{ code: "typeInvalid", section: 1, type: "a list" }],
    ],
    [
      "a content type as an object, and a type name of 10,000 characters, cut to 80",
      withSections(section("IDENTIFYING_INFORMATION", { type: { nested: true } }), {
        ...section("MULTIPLE_CHOICE", {}),
        questionType: "Q".repeat(10_000),
      }),
      [
        { code: "contentTypeMismatch", section: 1, expected: "IDENTIFYING_INFORMATION", got: "an object" },
        { code: "typeInvalid", section: 2, type: `${"Q".repeat(80)}…` },
      ],
    ],
  ])("%s", (_label, input, problems) => {
    expect(validateReadingPractice(input)).toEqual(problems);
  });
});

/** [[[…]]] `depth` lists deep, built without recursion. */
function deepList(depth: number): unknown {
  let list: unknown = [];
  for (let i = 0; i < depth; i++) list = [list];
  return list;
}
