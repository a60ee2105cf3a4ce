import { ROMAN_NUMERALS } from "@bandcraft/contract/question-types/shared";

// The admin editor's editing rules, pure so each is table-tested.

/** "1, 2, x, 3" → [1, 2, 3]: comma-separated whole numbers; anything else is dropped. */
export function parseBlankNumbers(text: string): number[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

/** [1, 2, 3] → "1, 2, 3": the text a blank-numbers field shows. */
export const formatBlankNumbers = (numbers: readonly number[]): string => numbers.join(", ");

/** One entry per line: each line trimmed, blank lines dropped. */
export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A list shown one entry per line. */
export const formatLines = (lines: readonly string[]): string => lines.join("\n");

/** A list answer typed as "B, D": split by commas, entries trimmed, empty ones dropped. */
export function splitAnswerList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** A list answer shown as text: "B, D". */
export const formatAnswerList = (values: readonly string[]): string => values.join(", ");

/** The key of a new word-bank or option entry: the letter after the highest one used (A when none); null after Z. */
export function nextLetterKey(keys: readonly string[]): string | null {
  const codes = keys.filter((k) => /^[A-Z]$/.test(k)).map((k) => k.charCodeAt(0));
  const next = codes.length === 0 ? 65 : Math.max(...codes) + 1;
  return next > 90 ? null : String.fromCharCode(next);
}

/** The options a new multiple-choice question starts with. */
export const DEFAULT_CHOICE_KEYS = ["A", "B", "C", "D"] as const;

/** A new multiple-choice question: empty text and empty options A to D. */
export function newMultipleChoiceQuestion(): { question: string; options: Record<string, string> } {
  return { question: "", options: Object.fromEntries(DEFAULT_CHOICE_KEYS.map((k) => [k, ""])) };
}

/** Where a roman numeral sits in i…xv; unknown keys sort after every numeral. */
export function romanRank(key: string): number {
  const i = (ROMAN_NUMERALS as readonly string[]).indexOf(key.trim().toLowerCase());
  return i === -1 ? ROMAN_NUMERALS.length : i;
}

/** Headings in roman numeral order i, ii, … x (unknown keys last, by text), without changing the input. */
export function sortByRoman<E extends { key: string }>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => romanRank(a.key) - romanRank(b.key) || a.key.localeCompare(b.key));
}

/** The key of a new heading: the numeral after the highest used (i when none); null after xv. */
export function nextRomanKey(keys: readonly string[]): (typeof ROMAN_NUMERALS)[number] | null {
  const ranks = keys.map(romanRank).filter((r) => r < ROMAN_NUMERALS.length);
  const next = ranks.length === 0 ? 0 : Math.max(...ranks) + 1;
  return ROMAN_NUMERALS[next] ?? null;
}
