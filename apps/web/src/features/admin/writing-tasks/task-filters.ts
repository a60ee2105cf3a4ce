import type { TAdminWritingListRequest } from "@bandcraft/contract/admin-writing";
import type { TThemeEntry, TThemes } from "@bandcraft/contract/writing";

/** The administrator's task list shows ten tasks a page. */
export const TASKS_PAGE_SIZE = 10;

/** What the list is narrowed to: a text in the title or content, a task, a type or theme key. */
export type TTaskFilters = { query: string; part: 1 | 2 | null; theme: string | null };

export const NO_FILTERS: TTaskFilters = { query: "", part: null, theme: null };

/** The list call's body for a page: only the filters that are set. */
export function listRequest(filters: TTaskFilters, page: number): TAdminWritingListRequest {
  const query = filters.query.trim();
  return {
    paginationRequest: { page, pageSize: TASKS_PAGE_SIZE },
    ...(query !== "" && { query }),
    ...(filters.part !== null && { part: filters.part }),
    ...(filters.theme !== null && { theme: filters.theme }),
  };
}

/** How many pages `total` tasks fill (at least one, so an empty list still reads "Page 1 of 1"). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / TASKS_PAGE_SIZE));

/** The theme groups a task offers (both tasks' when none is chosen), each with its entries, in catalogue order. */
export function themeGroupsFor(themes: TThemes | undefined, part: 1 | 2 | null): [keyof TThemes, TThemeEntry[]][] {
  if (!themes) return [];
  const groups: (keyof TThemes)[] =
    part === 1
      ? ["TaskOneTypes"]
      : part === 2
        ? ["TaskTwoTypes", "TaskTwoThemes"]
        : ["TaskOneTypes", "TaskTwoTypes", "TaskTwoThemes"];
  return groups.map((group) => [group, themes[group]]);
}

/** The filters after choosing a task: a theme the new task does not offer is dropped. */
export function choosePart(filters: TTaskFilters, part: 1 | 2 | null, themes: TThemes | undefined): TTaskFilters {
  const offered = themeGroupsFor(themes, part).some(([, entries]) => entries.some((e) => e.key === filters.theme));
  return { ...filters, part, theme: offered ? filters.theme : null };
}
