import type { TThemes } from "@bandcraft/contract/writing";
import { describe, expect, it } from "vitest";
import { choosePart, listRequest, NO_FILTERS, pageCount, type TTaskFilters, themeGroupsFor } from "./task-filters";

const entry = (key: string) => ({ key, name: { en: key } });
const THEMES: TThemes = {
  TaskOneTypes: [entry("bar_chart"), entry("map")],
  TaskTwoTypes: [entry("opinion")],
  TaskTwoThemes: [entry("transport")],
};

describe("listRequest", () => {
  it.each<[string, TTaskFilters, number, object]>([
    ["no filters", NO_FILTERS, 1, { paginationRequest: { page: 1, pageSize: 10 } }],
    [
      "every filter, the search trimmed",
      { query: "  ferry ", part: 1, theme: "bar_chart" },
      3,
      { paginationRequest: { page: 3, pageSize: 10 }, query: "ferry", part: 1, theme: "bar_chart" },
    ],
    ["a blank search", { ...NO_FILTERS, query: "   " }, 1, { paginationRequest: { page: 1, pageSize: 10 } }],
  ])("sends %s", (_name, filters, page, expected) => {
    expect(listRequest(filters, page)).toEqual(expected);
  });
});

describe("pageCount", () => {
  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [31, 4],
  ])("%i tasks fill %i pages", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});

describe("themes by task", () => {
  it("offers task 1 its types, task 2 its types and themes, and no task all three groups", () => {
    expect(themeGroupsFor(THEMES, 1).map(([group]) => group)).toEqual(["TaskOneTypes"]);
    expect(themeGroupsFor(THEMES, 2).map(([group]) => group)).toEqual(["TaskTwoTypes", "TaskTwoThemes"]);
    expect(themeGroupsFor(THEMES, null).map(([group]) => group)).toEqual([
      "TaskOneTypes",
      "TaskTwoTypes",
      "TaskTwoThemes",
    ]);
    expect(themeGroupsFor(undefined, 1)).toEqual([]);
  });

  it.each<[string, TTaskFilters, 1 | 2 | null, string | null]>([
    ["keeps a theme the new task offers", { ...NO_FILTERS, theme: "transport" }, 2, "transport"],
    ["drops a theme the new task does not offer", { ...NO_FILTERS, theme: "transport" }, 1, null],
    ["keeps any theme for all tasks", { ...NO_FILTERS, part: 1, theme: "map" }, null, "map"],
  ])("choosing a task %s", (_name, filters, part, theme) => {
    expect(choosePart(filters, part, THEMES)).toEqual({ ...filters, part, theme });
  });
});
