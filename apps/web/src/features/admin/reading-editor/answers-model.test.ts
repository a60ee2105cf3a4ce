import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import type { TAnswers } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { answerRows, fromAnswerDrafts, questionLayout, toAnswerDrafts } from "./answers-model";

const section = (questionType: TQuestionSection["questionType"], count: number, content: object) =>
  ({ questionType, count, content }) as Pick<TQuestionSection, "questionType" | "content"> & { count: number };

describe("answer drafts: list values edited as comma-separated text", () => {
  it.each<[TAnswers]>([
    [{ question_1: "TRUE", question_2: ["B", "D"], heading_3: "iv" }],
    [{ question_8: "3,500|3500|some 3,500" }],
    [{}],
  ])("%j survives drafts → answers", (answers) => {
    expect(fromAnswerDrafts(toAnswerDrafts(answers), { listStarts: new Set() })).toStrictEqual(answers);
  });

  it.each<[Record<string, string>, string[], number[], TAnswers]>([
    [{ question_1: " B ,D" }, ["question_1"], [], { question_1: ["B", "D"] }],
    [{ question_1: "B, D" }, [], [1], { question_1: ["B", "D"] }],
    [{ question_1: "B, D" }, [], [], { question_1: "B, D" }],
    [{ question_1: "  yes  " }, [], [], { question_1: "yes" }],
    [{ question_1: "", question_2: " , " }, ["question_2"], [], {}],
  ])("%j (lists %j, multi-select starts %j) → %j", (texts, lists, starts, answers) => {
    expect(fromAnswerDrafts({ texts, lists }, { listStarts: new Set(starts) })).toStrictEqual(answers);
  });
});

describe("questionLayout", () => {
  it("numbers sections from the level's first number; blank sections use their own numbers", () => {
    const layout = questionLayout({ level: 2 }, [
      section("IDENTIFYING_INFORMATION", 2, { statements: ["a", "b"] }),
      section("SENTENCE_COMPLETION", 2, { content: "{16} {17}", blankNumbers: [16, 17] }),
    ]);
    expect(layout.numbers).toEqual([14, 15, 16, 17]);
  });

  it("a multi-select question answers its numbers with one list", () => {
    const layout = questionLayout({ level: 1, startNumber: 5 }, [
      section("MULTIPLE_CHOICE", 4, { questions: [{}, {}], allowMultiple: true, maxSelection: 2 }),
    ]);
    expect(layout.numbers).toEqual([5, 6, 7, 8]);
    expect([...layout.listStarts]).toEqual([5, 7]);
    expect([...layout.continuations]).toEqual([6, 8]);
  });

  it("hand-edited content of the wrong shape does not break the numbering", () => {
    const layout = questionLayout({ level: 0 }, [section("DIAGRAM_LABEL_COMPLETION", 2, { blankNumbers: "1,2" })]);
    expect(layout.numbers).toEqual([]);
  });
});

describe("answerRows", () => {
  const layout = questionLayout({ level: 1 }, [
    section("IDENTIFYING_INFORMATION", 2, { statements: ["a", "b"] }),
    section("MULTIPLE_CHOICE", 2, { questions: [{}], allowMultiple: true, maxSelection: 2 }),
    section("SHORT_ANSWER_QUESTIONS", 1, { questions: ["q"] }),
  ]);

  it.each<[string, Record<string, string>, string[], [string, boolean, boolean][]]>([
    [
      "an empty key: one row per question, the multi-select one as a list",
      {},
      [],
      [
        ["question_1", false, true],
        ["question_2", false, true],
        ["question_3", true, true],
        ["question_5", false, true],
      ],
    ],
    [
      "existing keys in number order; a list covers the numbers it spreads over",
      { question_5: "x", question_3: "B, D", question_1: "TRUE" },
      ["question_3"],
      [
        ["question_1", false, true],
        ["question_2", false, true],
        ["question_3", true, true],
        ["question_5", false, true],
      ],
    ],
    [
      "heading_N counts for N; a key no section asks is kept and marked",
      { heading_2: "iv", question_9: "stale" },
      [],
      [
        ["question_1", false, true],
        ["heading_2", false, true],
        ["question_3", true, true],
        ["question_5", false, true],
        ["question_9", false, false],
      ],
    ],
    [
      "a two-entry list on a single question covers the next one too",
      { question_1: "A, B" },
      ["question_1"],
      [
        ["question_1", true, true],
        ["question_3", true, true],
        ["question_5", false, true],
      ],
    ],
  ])("%s", (_label, texts, lists, rows) => {
    expect(answerRows({ texts, lists }, layout).map((r) => [r.key, r.list, r.asked])).toEqual(rows);
  });
});
