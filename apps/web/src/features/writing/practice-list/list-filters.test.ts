import type { TThemes } from "@bandcraft/contract/writing";
import { describe, expect, it } from "vitest";
import {
  clearFilters,
  goToPage,
  groupsOf,
  INITIAL_LIST,
  selectedThemes,
  switchPart,
  type TFilterGroup,
  type TListState,
  toggleFilter,
} from "./list-filters";

const state = (over: Partial<TListState>): TListState => ({ ...INITIAL_LIST, ...over });

describe("switchPart", () => {
  it.each<[TListState, 1 | 2, TListState]>([
    [state({}), 2, state({ part: 2 })],
    [state({ part: 1, page: 3, type: "map" }), 2, state({ part: 2 })],
    [state({ part: 2, page: 2, type: "opinion", theme: "health" }), 1, state({ part: 1 })],
    // The same task again keeps the page and the filters.
    [state({ part: 2, page: 2, type: "opinion" }), 2, state({ part: 2, page: 2, type: "opinion" })],
  ])("%j → part %d → %j", (from, part, expected) => {
    expect(switchPart(from, part)).toEqual(expected);
  });
});

describe("toggleFilter", () => {
  it.each<[string, TListState, TFilterGroup, string, TListState]>([
    ["picks a Task 1 type", state({}), "type", "map", state({ type: "map" })],
    ["the same Task 1 type clears it", state({ type: "map" }), "type", "map", state({ type: null })],
    ["another Task 1 type replaces it", state({ type: "map" }), "type", "table", state({ type: "table" })],
    ["Task 1 has no theme group", state({ type: "map", page: 2 }), "theme", "health", state({ type: "map", page: 2 })],
    [
      "a Task 2 type beside a theme",
      state({ part: 2, theme: "health" }),
      "type",
      "opinion",
      state({ part: 2, type: "opinion", theme: "health" }),
    ],
    [
      "another theme replaces the theme only",
      state({ part: 2, type: "opinion", theme: "health" }),
      "theme",
      "work",
      state({ part: 2, type: "opinion", theme: "work" }),
    ],
    [
      "the selected theme again clears it",
      state({ part: 2, type: "opinion", theme: "work" }),
      "theme",
      "work",
      state({ part: 2, type: "opinion" }),
    ],
    ["any change goes back to page 1", state({ part: 2, page: 4 }), "theme", "work", state({ part: 2, theme: "work" })],
  ])("%s", (_name, from, group, key, expected) => {
    expect(toggleFilter(from, group, key)).toEqual(expected);
  });
});

describe("selectedThemes", () => {
  it.each<[TListState, string[]]>([
    [state({}), []],
    [state({ type: "map" }), ["map"]],
    [state({ part: 2, type: "opinion" }), ["opinion"]],
    [state({ part: 2, theme: "health" }), ["health"]],
    [state({ part: 2, type: "opinion", theme: "health" }), ["opinion", "health"]],
    // A theme left over on Task 1 is never sent.
    [state({ part: 1, type: "map", theme: "health" }), ["map"]],
  ])("%j → %j", (s, expected) => {
    expect(selectedThemes(s)).toEqual(expected);
  });
});

describe("page and clearing", () => {
  it("goToPage never goes below 1", () => {
    expect(goToPage(state({ page: 2 }), 3).page).toBe(3);
    expect(goToPage(state({ page: 2 }), 0).page).toBe(1);
  });

  it("clearFilters keeps the task and returns to page 1", () => {
    expect(clearFilters(state({ part: 2, page: 3, type: "opinion", theme: "work" }))).toEqual(state({ part: 2 }));
  });
});

describe("groupsOf", () => {
  const entry = (key: string) => ({ key, name: { en: key } });
  const themes: TThemes = {
    TaskOneTypes: [entry("map")],
    TaskTwoTypes: [entry("opinion")],
    TaskTwoThemes: [entry("health")],
  };

  it("Task 1 shows its types only; Task 2 its types and themes", () => {
    expect(groupsOf(themes, 1)).toEqual({ types: [entry("map")], themes: [] });
    expect(groupsOf(themes, 2)).toEqual({ types: [entry("opinion")], themes: [entry("health")] });
    expect(groupsOf(undefined, 2)).toEqual({ types: [], themes: [] });
  });
});
