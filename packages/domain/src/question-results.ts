import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { COMMON_WRONG_LISTED, type TQuestionResult } from "@bandcraft/contract/results";
import { normaliseText } from "./grading/compare";

/**
 * One passage of one submitted paper: its 1-based part, the question types of the version it was graded
 * against (number → type), the learner's answers (blank ones absent) and the marks.
 */
export interface TGradedPassage {
  part: number;
  practiceID: string;
  types: ReadonlyMap<number, TQuestionType>;
  answers: Readonly<Record<string, string>>;
  correctTable: Readonly<Record<string, boolean>>;
}

interface TTally {
  part: number;
  practiceID: string;
  number: number;
  questionType: TQuestionType;
  papers: number;
  correct: number;
  /** Wrong answers by their grouping key (as grading compares text), each spelling counted. */
  wrong: Map<string, Map<string, number>>;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The most frequent of the spellings, ties to the first by text; with the group's whole count. */
function groupAnswer(spellings: ReadonlyMap<string, number>): { answer: string; count: number } {
  let best: [string, number] = ["", -1];
  let count = 0;
  for (const [spelling, n] of spellings) {
    count += n;
    if (n > best[1] || (n === best[1] && byText(spelling, best[0]) < 0)) best = [spelling, n];
  }
  return { answer: best[0], count };
}

/**
 * Each question of an assigned paper across the class's submitted papers, in part and number order: papers
 * that had it, how many were right, and the `listed` most common wrong answers. Wrong answers are grouped as
 * grading compares text (case and spacing aside) and shown as the group's most frequent spelling (trimmed; a
 * blank answer is ""); groups tie by that text. A number the version's types do not know is left out, as the
 * learner's own tallies leave it.
 */
export function questionResults(passages: readonly TGradedPassage[], listed = COMMON_WRONG_LISTED): TQuestionResult[] {
  const tallies = new Map<string, TTally>();
  for (const passage of passages) {
    for (const [key, correct] of Object.entries(passage.correctTable)) {
      const number = Number(key);
      const questionType = passage.types.get(number);
      if (!questionType) continue;
      const id = `${passage.part}|${passage.practiceID}|${number}`;
      let tally = tallies.get(id);
      if (!tally) {
        const { part, practiceID } = passage;
        tally = { part, practiceID, number, questionType, papers: 0, correct: 0, wrong: new Map() };
        tallies.set(id, tally);
      }
      tally.papers += 1;
      if (correct) {
        tally.correct += 1;
        continue;
      }
      const spelling = (passage.answers[key] ?? "").trim();
      const group = normaliseText(spelling);
      const spellings = tally.wrong.get(group) ?? new Map<string, number>();
      tally.wrong.set(group, spellings.set(spelling, (spellings.get(spelling) ?? 0) + 1));
    }
  }
  return [...tallies.values()]
    .sort((a, b) => a.part - b.part || a.number - b.number || byText(a.practiceID, b.practiceID))
    .map(({ wrong, ...question }) => ({
      ...question,
      wrongAnswers: [...wrong.values()]
        .map(groupAnswer)
        .sort((a, b) => b.count - a.count || byText(a.answer, b.answer))
        .slice(0, listed),
    }));
}
