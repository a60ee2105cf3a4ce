// Task 1 asks for an overview: the main features or trends, without detail. The rule, a heuristic:
// a sentence is an overview when
//   (a) it holds a signal phrase ("overall" opening or closing it; "in general", "it is clear",
//       "the most noticeable", "in summary", … anywhere), or
//   (b) it is not the essay's first sentence (the paraphrase of the task), quotes no figure, and
//       names a trend or an extreme together with a comparison ("Coal use rose, whereas nuclear power
//       declined"): describing the big picture without numbers is what an overview does.
import type { TSentence } from "./essay-text";
import { baseFormCandidates } from "./word-forms";

const SIGNAL_PHRASES = [
  "in general",
  "generally",
  "it is clear",
  "it is evident",
  "it is apparent",
  "it is obvious",
  "it can be seen",
  "it can be clearly seen",
  "clearly",
  "evidently",
  "the most noticeable",
  "the most striking",
  "the most significant",
  "the most notable",
  "the most obvious",
  "the main trend",
  "the main trends",
  "the main features",
  "in summary",
  "to summarise",
  "to summarize",
  "in short",
  "in brief",
  "on the whole",
  "broadly",
  "all in all",
].map((phrase) => phrase.split(" "));

const TREND_WORDS = new Set([
  "increase",
  "rise",
  "rose",
  "risen",
  "grow",
  "grew",
  "grown",
  "growth",
  "decline",
  "fall",
  "fell",
  "fallen",
  "drop",
  "decrease",
  "remain",
  "stable",
  "fluctuate",
  "peak",
  "trend",
  "highest",
  "lowest",
  "largest",
  "smallest",
  "biggest",
  "most",
  "least",
  "majority",
  "minority",
  "dominant",
]);
const COMPARISON_WORDS = new Set([
  "whereas",
  "while",
  "whilst",
  "but",
  "than",
  "both",
  "all",
  "compared",
  "contrast",
  "however",
  "although",
  "conversely",
  "similarly",
  "whilst",
]);

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether one sentence looks like a Task 1 overview; `isFirst` marks the essay's first sentence. */
export function isOverviewSentence(words: readonly string[], isFirst: boolean): boolean {
  if (words[0] === "overall" || words.at(-1) === "overall") return true;
  if (SIGNAL_PHRASES.some((phrase) => containsPhrase(words, phrase))) return true;
  if (isFirst || words.some((word) => /\d/u.test(word))) return false;
  const hasTrend = words.some((word) => baseFormCandidates(word).some((candidate) => TREND_WORDS.has(candidate)));
  return hasTrend && words.some((word) => COMPARISON_WORDS.has(word));
}

/** The first sentence that looks like a Task 1 overview, or undefined when none does. */
export function findOverview(sentences: readonly TSentence[]): TSentence | undefined {
  return sentences.find((sentence, index) => isOverviewSentence(sentence.words, index === 0));
}
