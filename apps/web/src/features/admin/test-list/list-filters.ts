import type { ZAdminReadingListItem, ZAdminReadingListRequest } from "@bandcraft/contract/admin";
import { QUESTION_TYPES, type TQuestionType } from "@bandcraft/contract/question-types/index";
import type { PAGE_TYPES } from "@bandcraft/contract/reading";
import type { z } from "zod";

/** The admin list asks 10 a page; Next is offered only after a full page. */
export const ADMIN_PAGE_SIZE = 10;

export type TPageType = (typeof PAGE_TYPES)[number];
export type TLevel = -1 | 0 | 1 | 2 | 3;
export type TListItem = z.infer<typeof ZAdminReadingListItem>;
export type TListRequest = z.infer<typeof ZAdminReadingListRequest>;

/** The filter panel's choices; null is "All Types" / "All Levels". */
export type TListFilters = { pageType: TPageType | null; level: TLevel | null; questionTypes: TQuestionType[] };
export const NO_FILTERS: TListFilters = { pageType: null, level: null, questionTypes: [] };

/** Radio order of the test-type and level groups. */
export const PAGE_TYPE_OPTIONS: readonly TPageType[] = ["ActualTest", "CambridgeIelts", "MonitorTest"];
export const LEVEL_OPTIONS: readonly TLevel[] = [0, 1, 2, 3, -1];

/** One applied filter as a removable tag. */
export type TFilterTag =
  | { kind: "pageType"; value: TPageType }
  | { kind: "level"; value: TLevel }
  | { kind: "questionType"; value: TQuestionType };

/** The list call's body: pageType and level only when set. */
export function listRequest(filters: TListFilters, page: number): TListRequest {
  return {
    questionTypes: [...filters.questionTypes],
    paginationRequest: { page, pageSize: ADMIN_PAGE_SIZE },
    ...(filters.pageType !== null && { pageType: filters.pageType }),
    ...(filters.level !== null && { level: filters.level }),
  };
}

/** The applied filters in panel order: test type, level, then question types. */
export function appliedTags(filters: TListFilters): TFilterTag[] {
  const tags: TFilterTag[] = [];
  if (filters.pageType !== null) tags.push({ kind: "pageType", value: filters.pageType });
  if (filters.level !== null) tags.push({ kind: "level", value: filters.level });
  for (const type of filters.questionTypes) tags.push({ kind: "questionType", value: type });
  return tags;
}

/** A tag's stable key, for React lists and test ids. */
export function tagKey(tag: TFilterTag): string {
  return `${tag.kind}-${tag.value}`;
}

/** The filters without one tag. */
export function removeTag(filters: TListFilters, tag: TFilterTag): TListFilters {
  switch (tag.kind) {
    case "pageType":
      return { ...filters, pageType: null };
    case "level":
      return { ...filters, level: null };
    case "questionType":
      return { ...filters, questionTypes: filters.questionTypes.filter((t) => t !== tag.value) };
  }
}

/** Ticks or unticks a question type; the selection stays in the registry's display order. */
export function toggleQuestionType(filters: TListFilters, type: TQuestionType): TListFilters {
  const on = filters.questionTypes.includes(type);
  const next = on ? filters.questionTypes.filter((t) => t !== type) : [...filters.questionTypes, type];
  return { ...filters, questionTypes: QUESTION_TYPES.filter((t) => next.includes(t)) };
}

/** What a card's level badge says. */
export type TLevelBadge = { kind: "untagged" } | { kind: "part"; part: number } | { kind: "deleted" };

export function levelBadge(level: number): TLevelBadge {
  if (level === -1) return { kind: "deleted" };
  if (level >= 1 && level <= 3) return { kind: "part", part: level };
  return { kind: "untagged" };
}

/** Next is offered only after a full page, and never while a title search result replaces the list. */
export function canGoNext(itemCount: number, searching: boolean): boolean {
  return !searching && itemCount >= ADMIN_PAGE_SIZE;
}

/** The parts of a whole practice a card needs. */
export type TPracticeHead = Omit<TListItem, "questionNumber" | "questionTypes"> & {
  questionSections: readonly { questionType: string; questionNumber: number }[];
};

/** A title search answers a whole practice; the list shows it as a card like the others. */
export function summaryOf(practice: TPracticeHead): TListItem {
  const types: string[] = [];
  for (const section of practice.questionSections) {
    if (!types.includes(section.questionType)) types.push(section.questionType);
  }
  return {
    readingPracticeID: practice.readingPracticeID,
    title: practice.title,
    level: practice.level,
    questionNumber: practice.questionSections.reduce((sum, s) => sum + s.questionNumber, 0),
    questionTypes: types,
  };
}
