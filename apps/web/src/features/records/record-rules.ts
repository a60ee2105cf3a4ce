import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TInsight, TPracticeRecord } from "@bandcraft/contract/reading";

/** Records per page. */
export const RECORDS_PAGE_SIZE = 20;

export type TTier = "excellent" | "good" | "average" | "poor";
export type TBandColour = "none" | "green" | "blue" | "amber" | "red";
export type TTypeFilter = "all" | "single" | "complete";
export type TSortKey = "date" | "score" | "duration";
export type TFilters = { search: string; type: TTypeFilter; sort: TSortKey };

export const DEFAULT_FILTERS: TFilters = { search: "", type: "all", sort: "date" };

/** More than one passage makes a record a full (complete) test. */
export function isFullTest(record: TPracticeRecord): boolean {
  return record.readingPracticeInfo.length > 1;
}

/** Accuracy tier of a record card: 0.9 excellent, 0.75 good, 0.6 average, else poor. */
export function accuracyTier(accuracy: number): TTier {
  if (accuracy >= 0.9) return "excellent";
  if (accuracy >= 0.75) return "good";
  if (accuracy >= 0.6) return "average";
  return "poor";
}

/** Band tier of a full test: 8.5 excellent, 7 good, 6 average, else poor. */
export function bandTier(band: number): TTier {
  if (band >= 8.5) return "excellent";
  if (band >= 7) return "good";
  if (band >= 6) return "average";
  return "poor";
}

/** Band colour: -1 (no score) grey, 8+ green, 6.5+ blue, 5+ amber, below 5 red. */
export function bandColour(band: number): TBandColour {
  if (band < 0) return "none";
  if (band >= 8) return "green";
  if (band >= 6.5) return "blue";
  if (band >= 5) return "amber";
  return "red";
}

/** A band to one decimal, or null for "N/A" (-1). */
export function formatBand(band: number): string | null {
  return band < 0 ? null : band.toFixed(1);
}

/** A ratio as a percent to one decimal, e.g. 0.8333 → "83.3". */
export function percent(ratio: number): string {
  return (Math.round(ratio * 1000) / 10).toFixed(1);
}

/** Whole minutes and the remaining seconds of an elapsed time; negative or fractional input is floored at 0. */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}

export type TRecordStats = {
  totalTests: number;
  averageAccuracy: number | null;
  bestAccuracy: number | null;
  correct: number;
  questions: number;
};

/**
 * The stat cards. Total tests is the server's count; the rest can only be computed over the records loaded
 * so far, so the page says so while more remain.
 */
export function computeStats(records: TPracticeRecord[], totalCnt: number): TRecordStats {
  if (records.length === 0)
    return { totalTests: totalCnt, averageAccuracy: null, bestAccuracy: null, correct: 0, questions: 0 };
  let sum = 0;
  let best = 0;
  let correct = 0;
  let questions = 0;
  for (const r of records) {
    sum += r.totalAccuracy;
    best = Math.max(best, r.totalAccuracy);
    correct += r.totalCorrectCnt;
    questions += r.questionCnt;
  }
  return {
    totalTests: Math.max(totalCnt, records.length),
    averageAccuracy: sum / records.length,
    bestAccuracy: best,
    correct,
    questions,
  };
}

/** Whether any filter differs from the defaults (the clear button is useful only then). */
export function hasActiveFilters(filters: TFilters): boolean {
  return filters.search.trim() !== "" || filters.type !== "all" || filters.sort !== "date";
}

const SORTERS: Record<TSortKey, (a: TPracticeRecord, b: TPracticeRecord) => number> = {
  // Newest first, as the server sends them.
  date: (a, b) => b.startTimeStamp - a.startTimeStamp,
  // Best accuracy first; equal accuracy puts the larger test first.
  score: (a, b) => b.totalAccuracy - a.totalAccuracy || b.totalCorrectCnt - a.totalCorrectCnt,
  // Longest first, so the marathon sittings are easy to find.
  duration: (a, b) => b.elapsedTime - a.elapsedTime,
};

/** Search on passage titles (case-insensitive), the type filter, then the sort; the input is not changed. */
export function applyFilters(records: TPracticeRecord[], filters: TFilters): TPracticeRecord[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  const shown = records.filter((r) => {
    if (filters.type === "single" && isFullTest(r)) return false;
    if (filters.type === "complete" && !isFullTest(r)) return false;
    if (needle === "") return true;
    return r.readingPracticeInfo.some((p) => p.title.toLocaleLowerCase().includes(needle));
  });
  return shown.sort(SORTERS[filters.sort]);
}

/** The records loaded so far and how many there are in all (the last page's count is the newest). */
export type TRecordsState = { records: TPracticeRecord[]; totalCnt: number };

/** One page as the server answers it. */
export type TRecordsPage = { practiceRecord: TPracticeRecord[]; totalCnt: number };

/** The pages loaded so far as one list, in order. */
export function joinPages(pages: readonly TRecordsPage[]): TRecordsState {
  const seen = new Set<string>();
  const records: TPracticeRecord[] = [];
  for (const page of pages) {
    for (const record of page.practiceRecord) {
      // A record already shown (the list shifted because a new attempt was submitted meanwhile) is not repeated.
      if (seen.has(record.testTakerID)) continue;
      seen.add(record.testTakerID);
      records.push(record);
    }
  }
  return { records, totalCnt: pages.at(-1)?.totalCnt ?? 0 };
}

/** More are available while the loaded count is below the total. */
export function remainingCount(state: TRecordsState): number {
  return Math.max(0, state.totalCnt - state.records.length);
}

export type TTypeAccuracy = { questionType: TQuestionType; correct: number; total: number; accuracy: number };

/** Accuracy per question type, weakest first; types never answered are left out. */
export function typeAccuracies(byType: TInsight["byType"]): TTypeAccuracy[] {
  return byType
    .filter((t) => t.total > 0)
    .map((t) => ({ ...t, accuracy: t.correct / t.total }))
    .sort((a, b) => a.accuracy - b.accuracy || b.total - a.total);
}

/** Fewer answers than this say little about a type, so it cannot be "the weakest". */
export const WEAKEST_MIN_ANSWERS = 3;

/** The type to practise next: lowest accuracy among types with at least 3 answers; none below 100 %. */
export function weakestType(byType: TInsight["byType"]): TTypeAccuracy | null {
  const candidate = typeAccuracies(byType).find((t) => t.total >= WEAKEST_MIN_ANSWERS);
  return candidate && candidate.accuracy < 1 ? candidate : null;
}

type TPassageInfo = TPracticeRecord["readingPracticeInfo"][number];
export type TAnswerRow = { number: number; yours: string; key: string; correct: boolean };

/**
 * The answer-details rows of one passage, in question order. The server's correctTable decides when it is
 * there; otherwise an answer is right when it equals the key.
 */
export function answerRows(info: TPassageInfo): TAnswerRow[] {
  return Object.keys(info.standardAnswers)
    .map((n) => {
      const yours = (info.userAnswers[n] ?? "").trim();
      const key = info.standardAnswers[n] ?? "";
      const correct = info.correctTable?.[n] ?? (yours !== "" && yours === key);
      return { number: Number(n), yours, key, correct };
    })
    .sort((a, b) => a.number - b.number);
}
