import { ROMAN_NUMERALS } from "@bandcraft/contract/question-types/shared";

export interface THeading {
  key: string;
  text: string;
}

const rank = (key: string) => {
  const i = (ROMAN_NUMERALS as readonly string[]).indexOf(key.trim().toLowerCase());
  return i === -1 ? ROMAN_NUMERALS.length : i;
};

/**
 * The headings of a section as a list ordered by roman numeral i…xv, whether the content
 * gives a map or a list of {key, text}; null when there is nothing usable (the malformed notice).
 */
export function headingList(headings: unknown): THeading[] | null {
  let items: THeading[] = [];
  if (Array.isArray(headings)) {
    items = headings.filter(
      (h): h is THeading =>
        typeof h === "object" && h !== null && typeof h.key === "string" && typeof h.text === "string",
    );
  } else if (typeof headings === "object" && headings !== null) {
    items = Object.entries(headings).flatMap(([key, text]) => (typeof text === "string" ? [{ key, text }] : []));
  }
  if (items.length === 0) return null;
  return [...items].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

/** Heading answers compare without regard to case or spaces ("IV" is "iv"), as the grader does. */
export const headingKey = (value: string) => value.trim().toLowerCase();

/** The heading a stored answer names, if it is in the list. */
export const findHeading = (list: readonly THeading[] | null, value: string) =>
  list?.find((h) => headingKey(h.key) === headingKey(value));

/** The paragraph letter of a 0-based position: the passage's hint letters run A, B, C… in order. */
export const paragraphLetter = (position: number) =>
  position < 26 ? String.fromCharCode(65 + position) : String(position + 1);

/** The question a paragraph carries: paragraphPositions[i] is answered by numbers[i]. */
export function questionAtParagraph(
  positions: unknown,
  numbers: readonly number[],
  paragraphIndex: number,
): number | undefined {
  if (!Array.isArray(positions)) return undefined;
  const i = positions.indexOf(paragraphIndex);
  return i === -1 ? undefined : numbers[i];
}

/**
 * The answer changes of giving question n a heading: the heading leaves every other
 * question; an empty value removes n's assignment.
 */
export function assignHeading(
  answers: Readonly<Record<number, string>>,
  numbers: readonly number[],
  n: number,
  value: string,
): Array<[number, string]> {
  const updates: Array<[number, string]> = [];
  if (value.trim() !== "") {
    for (const m of numbers) {
      if (m !== n && headingKey(answers[m] ?? "") === headingKey(value)) updates.push([m, ""]);
    }
  }
  updates.push([n, value.trim()]);
  return updates;
}

/**
 * The answer changes of choosing a heading in question n's select while the select has the focus,
 * worked out from the answers it found on gaining the focus (`base`). A closed select changes with every
 * arrow key, so stepping through the list takes a heading from another question only while it is the
 * one chosen, and gives it back on the next step (and a mouse choice, one change, is assignHeading's).
 */
export function browseHeading(
  current: Readonly<Record<number, string>>,
  base: Readonly<Record<number, string>>,
  numbers: readonly number[],
  n: number,
  value: string,
): Array<[number, string]> {
  const target: Record<number, string> = { ...base };
  for (const [m, v] of assignHeading(base, numbers, n, value)) target[m] = v;
  return numbers.flatMap(
    (m): Array<[number, string]> => ((current[m] ?? "") === (target[m] ?? "") ? [] : [[m, target[m] ?? ""]]),
  );
}
