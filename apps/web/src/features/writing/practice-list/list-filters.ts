import type { TThemeEntry, TThemes } from "@bandcraft/contract/writing";

export type TPart = 1 | 2;

/** A filter group: the task's question types, or (Task 2 only) the content themes. */
export type TFilterGroup = "type" | "theme";

/** What the list shows: the task, the page and at most one pick per group. */
export type TListState = { part: TPart; page: number; type: string | null; theme: string | null };

export const INITIAL_LIST: TListState = { part: 1, page: 1, type: null, theme: null };

/** Changing the task resets the page and clears the filters; choosing the same task changes nothing. */
export function switchPart(state: TListState, part: TPart): TListState {
  if (state.part === part) return state;
  return { part, page: 1, type: null, theme: null };
}

/**
 * A filter click: the selected key again clears it, another key replaces the group's pick (one per group);
 * Task 1 has no theme group. Any change goes back to page 1.
 */
export function toggleFilter(state: TListState, group: TFilterGroup, key: string): TListState {
  if (group === "theme" && state.part === 1) return state;
  const next = state[group] === key ? null : key;
  return { ...state, [group]: next, page: 1 };
}

/** Clears both groups (the empty state's action); back to page 1. */
export function clearFilters(state: TListState): TListState {
  return { ...state, type: null, theme: null, page: 1 };
}

/** A page change, never below 1. */
export function goToPage(state: TListState, page: number): TListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** The theme keys sent with the list call: the type, then (Task 2) the theme. */
export function selectedThemes(state: TListState): string[] {
  const keys = [state.type, state.part === 2 ? state.theme : null];
  return keys.filter((k): k is string => k !== null);
}

/** The option groups a task shows: Task 1 its types; Task 2 its types and the content themes. */
export function groupsOf(themes: TThemes | undefined, part: TPart): { types: TThemeEntry[]; themes: TThemeEntry[] } {
  if (!themes) return { types: [], themes: [] };
  return part === 1
    ? { types: themes.TaskOneTypes, themes: [] }
    : { types: themes.TaskTwoTypes, themes: themes.TaskTwoThemes };
}
