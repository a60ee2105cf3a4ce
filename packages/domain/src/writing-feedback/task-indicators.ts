// Task response: length, time and shape the exam asks for, and Task 1's overview.
import { countWords } from "../word-count";
import type { TEssayInput, TIndicator } from "./essay-indicators";
import type { TEssayText } from "./essay-text";
import { findOverview } from "./overview";
import { round } from "./statistics";
import { shortQuote } from "./tokenise";

/** The exam's minimum words: 150 for Task 1, 250 for Task 2. */
export const MIN_WORDS = { 1: 150, 2: 250 } as const;
/** The exam's suggested minutes: 20 for Task 1, 40 for Task 2 (60 in all). */
export const MINUTES = { 1: 20, 2: 40 } as const;
// Task 1: introduction, overview and one to three paragraphs of detail. Task 2: introduction, two or
// three body paragraphs, conclusion. Outside that is worth a look, not wrong.
export const PARAGRAPHS = { 1: [3, 5], 2: [4, 5] } as const;

/** The task response indicators: word count, time spent, paragraph count and, for Task 1, an overview. */
export function taskIndicators(input: TEssayInput, essay: TEssayText): TIndicator[] {
  const part = input.part === 1 ? 1 : 2;
  // The same count as the editor's counter and the saved essay, so the learner sees one number everywhere.
  const words = countWords(input.text);
  const seconds = Number.isFinite(input.timeSpentSeconds) ? Math.max(0, input.timeSpentSeconds) : 0;
  const [fewest, most] = PARAGRAPHS[part];
  const paragraphs = essay.paragraphs.length;
  const indicators: TIndicator[] = [
    {
      id: "wordCount",
      criterion: "task",
      status: words >= MIN_WORDS[part] ? "good" : "check",
      value: words,
      target: `≥ ${MIN_WORDS[part]}`,
    },
    {
      id: "timeSpent",
      criterion: "task",
      // No time recorded (a pasted essay) is not a fault, just nothing to say.
      status: seconds === 0 ? "info" : seconds <= MINUTES[part] * 60 ? "good" : "check",
      value: round(seconds / 60),
      target: `≤ ${MINUTES[part]}`,
    },
    {
      id: "paragraphCount",
      criterion: "task",
      status: paragraphs >= fewest && paragraphs <= most ? "good" : "check",
      value: paragraphs,
      target: `${fewest}–${most}`,
    },
  ];
  if (part === 1) {
    const overview = findOverview(essay.sentences);
    indicators.push({
      id: "overview",
      criterion: "task",
      status: overview === undefined ? "check" : "good",
      value: overview !== undefined,
      heuristic: true,
      ...(overview === undefined ? {} : { examples: [shortQuote(overview.text)] }),
    });
  }
  return indicators;
}
