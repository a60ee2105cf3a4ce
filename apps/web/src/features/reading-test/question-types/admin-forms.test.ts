import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { QUESTION_TYPES, type TQuestionSection } from "@bandcraft/contract/question-types/index";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { describe, expect, it } from "vitest";
import { ADMIN_FORMS, adminFormFor } from "./admin-forms";

// The runner starts at the repository root (the web project's import.meta.url is not a file: URL).
const bankDir = join(process.cwd(), "content", "reading");
const bankSections: [string, TQuestionSection][] = readdirSync(bankDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .flatMap((file) => {
    const practice = JSON.parse(readFileSync(join(bankDir, file), "utf8")) as { questionSections: TQuestionSection[] };
    return practice.questionSections.map((s, i): [string, TQuestionSection] => [
      `${file} section ${i + 1} ${s.questionType}`,
      s,
    ]);
  });

const roundTrip = (section: TQuestionSection) =>
  (adminFormFor(section.questionType).roundTrip as (c: unknown) => unknown)(section.content);

describe("admin forms registry", () => {
  it.each(QUESTION_TYPES)("%s has a form and an empty content", (type) => {
    expect(ADMIN_FORMS[type].Form).toBeTypeOf("function");
    expect(ADMIN_FORMS[type].empty()).toBeTypeOf("object");
  });

  it("registers nothing beyond the eleven types", () => {
    expect(Object.keys(ADMIN_FORMS).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it.each(QUESTION_TYPES)("%s: a new section's empty content survives the form unchanged", (type) => {
    const empty = ADMIN_FORMS[type].empty();
    expect((ADMIN_FORMS[type].roundTrip as (c: unknown) => unknown)(empty)).toStrictEqual(empty);
  });
});

describe("every form gives back every sample-bank section unchanged (parse → serialise)", () => {
  it("the bank has all eleven types and all four completion kinds", () => {
    const types = new Set(bankSections.map(([, s]) => s.questionType));
    expect([...types].sort()).toEqual([...QUESTION_TYPES].sort());
    const kinds = new Set(
      bankSections.flatMap(([, s]) =>
        s.questionType === "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION" ? [s.content.completionType] : [],
      ),
    );
    expect([...kinds].sort()).toEqual(["flow_chart", "notes", "summary", "table"]);
  });

  it.each(bankSections)("%s", (_name, section) => {
    const back = roundTrip(section);
    expect(back).toStrictEqual(section.content);
    // Key order too: option maps are shown in their own order.
    expect(JSON.stringify(back)).toBe(JSON.stringify(section.content));
  });

  it.each(samplePractice().questionSections.map((s, i): [string, TQuestionSection] => [`sample section ${i + 1}`, s]))(
    "%s",
    (_name, section) => {
      expect(roundTrip(section)).toStrictEqual(section.content);
    },
  );
});

describe("what a form cannot show is reported, not kept", () => {
  it.each<[TQuestionSection["questionType"], unknown]>([
    ["MULTIPLE_CHOICE", { questions: "not a list" }],
    ["IDENTIFYING_INFORMATION", { statements: ["ok", 3] }],
    ["MATCHING_HEADINGS", { headings: { xx: "Not a numeral" }, paragraphPositions: [] }],
    ["SHORT_ANSWER_QUESTIONS", { questions: ["Why?"], extra: true }],
  ])("%s %j changes on the way through", (type, content) => {
    expect((ADMIN_FORMS[type].roundTrip as (c: unknown) => unknown)(content)).not.toStrictEqual(content);
  });
});
