import { firstQuestionNumber } from "@bandcraft/domain/question-numbers";

/** The questions of a complete test, as the real exam has them. */
export const COMPLETE_TEST_QUESTIONS = 40;

/** One passage of a test group: its part (level), its question count and where its numbering starts. */
export type TGroupPart = {
  readingPracticeID: string | null;
  title: string;
  level: number;
  questionCount: number;
  startNumber?: number | undefined;
};

/** A part as the panel shows it, with the question numbers it covers. */
export type TPartRow = TGroupPart & { first: number; last: number };

/** What keeps a group from being a complete test learners can be given. */
export type TGroupProblem =
  | { kind: "missing"; level: number }
  | { kind: "doubled"; level: number }
  | { kind: "total"; total: number }
  | { kind: "numbering"; after: number; next: number };

/**
 * A test group as it will stand once `current` (the passage in the editor, saved or not) is saved: its parts in
 * order with their numbers, and what is wrong: a part missing or given twice, a total other than 40, or numbers
 * that do not run on from one part to the next (1–13, 14–26, 27–40).
 */
export function groupStatus(
  saved: readonly TGroupPart[],
  current: TGroupPart,
): { rows: TPartRow[]; problems: TGroupProblem[] } {
  const others = saved.filter((p) => p.readingPracticeID === null || p.readingPracticeID !== current.readingPracticeID);
  const parts = [...others, current].filter((p) => p.level >= 1 && p.level <= 3).sort((a, b) => a.level - b.level);
  const rows = parts.map((p) => {
    const first = firstQuestionNumber({ level: p.level, startNumber: p.startNumber });
    return { ...p, first, last: first + p.questionCount - 1 };
  });
  const problems: TGroupProblem[] = [];
  for (const level of [1, 2, 3]) {
    const count = rows.filter((r) => r.level === level).length;
    if (count === 0) problems.push({ kind: "missing", level });
    if (count > 1) problems.push({ kind: "doubled", level });
  }
  const total = rows.reduce((sum, r) => sum + r.questionCount, 0);
  if (total !== COMPLETE_TEST_QUESTIONS) problems.push({ kind: "total", total });
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    if (previous && previous.level !== row.level && row.first !== previous.last + 1) {
      problems.push({ kind: "numbering", after: previous.last, next: row.first });
    }
  });
  return { rows, problems };
}
