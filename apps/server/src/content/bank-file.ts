import type { TReadingPractice } from "@bandcraft/contract/reading";
import { checkReadingPractice } from "../features/reading/practice-check";
import { findNulCharacter } from "../lib/validate";
import type { TBankProblem } from "./content-bank";

/** A test read from a bank file, with the file it came from. */
export type TFilePractice = { file: string; practice: TReadingPractice };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The name a problem gives the test it is about: its id, or its place in a list when it has none. */
function itemName(raw: unknown, index: number | undefined): string {
  const id = isObject(raw) ? raw.readingPracticeID : undefined;
  if (typeof id === "string" && id !== "") return id;
  return index === undefined ? "(no readingPracticeID)" : `(test ${index + 1}: no readingPracticeID)`;
}

/** The text parsed, or the problem that says why it is not JSON the bank can store. */
function parseFile(file: string, text: string): { raw: unknown } | { problem: TBankProblem } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { problem: { file, item: "(file)", rule: `not valid JSON: ${(error as Error).message}` } };
  }
  // PostgreSQL text cannot hold U+0000; refused alike on both databases, as in a request body.
  const nul = findNulCharacter(raw);
  if (nul !== undefined) return { problem: { file, item: "(file)", rule: `${nul}: text may not contain U+0000` } };
  return { raw };
}

/**
 * Reads one reading file of the bank: a test (a JSON object, as `content/reading/<id>.json`) or a list of tests
 * (the whole bank's download), each through the checks of the editor's save. `seen` holds the ids read so far
 * in this import, so an id twice (in one file or across files) is a problem; `items` counts the tests the file
 * holds, valid or not. The CLI's folder import and the browser's import both read their files here, so neither
 * accepts what the other refuses.
 */
export function readPracticeFile(
  file: string,
  text: string,
  seen: Set<string>,
  maxItems = Number.POSITIVE_INFINITY,
): { practices: TFilePractice[]; problems: TBankProblem[]; items: number } {
  const parsed = parseFile(file, text);
  if ("problem" in parsed) return { practices: [], problems: [parsed.problem], items: 0 };
  const { raw } = parsed;
  const items = Array.isArray(raw) ? raw : [raw];
  // Counted before any is checked: a list of 100,000 `{}` would otherwise cost 800,000 problems to refuse.
  if (items.length > maxItems) return { practices: [], problems: [], items: items.length };
  const practices: TFilePractice[] = [];
  const problems: TBankProblem[] = [];
  if (items.length === 0) problems.push({ file, item: "(file)", rule: "the list holds no test" });
  items.forEach((item, index) => {
    const name = itemName(item, Array.isArray(raw) ? index : undefined);
    if (isObject(item) && "writingPracticeID" in item && !("readingPracticeID" in item)) {
      problems.push({ file, item: name, rule: "a writing task, not a reading test (content/writing holds those)" });
      return;
    }
    const checked = checkReadingPractice(item);
    checked.problems.forEach((rule, i) => {
      const contentProblem = checked.contentProblems[i];
      problems.push({ file, item: name, rule, ...(contentProblem && { contentProblem }) });
    });
    if (!checked.practice) return;
    const id = checked.practice.readingPracticeID;
    if (seen.has(id)) problems.push({ file, item: name, rule: "duplicate readingPracticeID" });
    seen.add(id);
    practices.push({ file, practice: checked.practice });
  });
  return { practices, problems, items: items.length };
}
