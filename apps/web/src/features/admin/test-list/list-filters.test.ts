import { describe, expect, it } from "vitest";
import {
  appliedTags,
  canGoNext,
  levelBadge,
  listRequest,
  NO_FILTERS,
  removeTag,
  summaryOf,
  type TFilterTag,
  type TListFilters,
  tagKey,
  toggleQuestionType,
} from "./list-filters";

const ALL: TListFilters = {
  pageType: "CambridgeIelts",
  level: 2,
  questionTypes: ["MULTIPLE_CHOICE", "MATCHING_HEADINGS"],
};

describe("listRequest", () => {
  it.each<[string, TListFilters, number, object]>([
    [
      "no filters: only the types and the page",
      NO_FILTERS,
      1,
      { questionTypes: [], paginationRequest: { page: 1, pageSize: 10 } },
    ],
    [
      "every filter",
      ALL,
      3,
      {
        questionTypes: ["MULTIPLE_CHOICE", "MATCHING_HEADINGS"],
        paginationRequest: { page: 3, pageSize: 10 },
        pageType: "CambridgeIelts",
        level: 2,
      },
    ],
    [
      "level 0 (Untagged) is sent",
      { ...NO_FILTERS, level: 0 },
      1,
      { questionTypes: [], paginationRequest: { page: 1, pageSize: 10 }, level: 0 },
    ],
    [
      "level -1 (Deleted) is sent",
      { ...NO_FILTERS, level: -1 },
      2,
      { questionTypes: [], paginationRequest: { page: 2, pageSize: 10 }, level: -1 },
    ],
  ])("%s", (_name, filters, page, expected) => {
    expect(listRequest(filters, page)).toStrictEqual(expected);
  });
});

describe("applied tags", () => {
  it.each<[string, TListFilters, string[]]>([
    ["none", NO_FILTERS, []],
    [
      "all, in panel order",
      ALL,
      ["pageType-CambridgeIelts", "level-2", "questionType-MULTIPLE_CHOICE", "questionType-MATCHING_HEADINGS"],
    ],
    ["Untagged counts as a filter", { ...NO_FILTERS, level: 0 }, ["level-0"]],
  ])("%s", (_name, filters, keys) => {
    expect(appliedTags(filters).map(tagKey)).toStrictEqual(keys);
  });

  it.each<[TFilterTag, TListFilters]>([
    [
      { kind: "pageType", value: "CambridgeIelts" },
      { ...ALL, pageType: null },
    ],
    [
      { kind: "level", value: 2 },
      { ...ALL, level: null },
    ],
    [
      { kind: "questionType", value: "MULTIPLE_CHOICE" },
      { ...ALL, questionTypes: ["MATCHING_HEADINGS"] },
    ],
  ])("removing %o leaves the others", (tag, expected) => {
    expect(removeTag(ALL, tag)).toStrictEqual(expected);
  });
});

describe("toggleQuestionType", () => {
  it.each<
    [string, TListFilters["questionTypes"], TListFilters["questionTypes"][number], TListFilters["questionTypes"]]
  >([
    ["adds", [], "SENTENCE_COMPLETION", ["SENTENCE_COMPLETION"]],
    ["removes", ["SENTENCE_COMPLETION"], "SENTENCE_COMPLETION", []],
    [
      "keeps registry order",
      ["SHORT_ANSWER_QUESTIONS"],
      "MULTIPLE_CHOICE",
      ["MULTIPLE_CHOICE", "SHORT_ANSWER_QUESTIONS"],
    ],
  ])("%s", (_name, before, type, after) => {
    expect(toggleQuestionType({ ...NO_FILTERS, questionTypes: before }, type).questionTypes).toStrictEqual(after);
  });
});

describe("levelBadge", () => {
  it.each([
    [0, { kind: "untagged" }],
    [1, { kind: "part", part: 1 }],
    [2, { kind: "part", part: 2 }],
    [3, { kind: "part", part: 3 }],
    [-1, { kind: "deleted" }],
    [7, { kind: "untagged" }],
  ])("level %i", (level, badge) => {
    expect(levelBadge(level)).toStrictEqual(badge);
  });
});

describe("canGoNext", () => {
  it.each([
    [10, false, true],
    [9, false, false],
    [0, false, false],
    [10, true, false],
    [1, true, false],
  ])("%i items, searching %s → %s", (count, searching, expected) => {
    expect(canGoNext(count, searching)).toBe(expected);
  });
});

describe("summaryOf", () => {
  it("sums the sections' question numbers and lists each type once, in order", () => {
    const section = (questionType: string, questionNumber: number) => ({ questionType, questionNumber }) as never;
    expect(
      summaryOf({
        readingPracticeID: "p1",
        title: "Bees",
        level: 3,
        questionSections: [
          section("MATCHING_HEADINGS", 6),
          section("MULTIPLE_CHOICE", 4),
          section("MATCHING_HEADINGS", 3),
        ],
      }),
    ).toStrictEqual({
      readingPracticeID: "p1",
      title: "Bees",
      level: 3,
      questionNumber: 13,
      questionTypes: ["MATCHING_HEADINGS", "MULTIPLE_CHOICE"],
    });
  });
});
