// Coherence and cohesion: how the essay is divided into paragraphs and how its ideas are linked.
import type { TIndicator } from "./essay-indicators";
import type { TEssayText } from "./essay-text";
import { findLinkingDevices } from "./linking-devices";
import { repeatedOpenings } from "./sentence-openings";
import { percent, tally } from "./statistics";
import { shortQuote } from "./tokenise";

/** Largest share (%) of the words one paragraph may hold before the essay reads as one block. */
export const MAX_PARAGRAPH_SHARE = 60;
/** Below this many words, paragraph balance and linking density say nothing yet. */
const MIN_WORDS_TO_JUDGE = 40;
// Linking devices per 100 words: under 2 the ideas sit side by side unlinked; over 8 nearly every clause
// opens with a connective, which examiners call mechanical.
export const LINKING_PER_100 = [2, 8] as const;
/** A varied essay uses at least this many different devices, from at least this many functions. */
export const MIN_DISTINCT_DEVICES = 4;
export const MIN_FUNCTIONS = 3;

/** The coherence and cohesion indicators: paragraph balance, linking devices (count, variety), repeated openings. */
export function coherenceIndicators(essay: TEssayText): TIndicator[] {
  const words = essay.words.length;
  return [paragraphBalance(essay), ...linkingIndicators(essay, words), repeatedOpeningsIndicator(essay)];
}

function paragraphBalance(essay: TEssayText): TIndicator {
  const words = essay.words.length;
  // A reduce, not Math.max(...spread): 100,000 one-line paragraphs would overflow the argument stack.
  const longest = essay.paragraphs.reduce((most, paragraph) => Math.max(most, paragraph.wordCount), 0);
  const share = percent(longest, words);
  return {
    id: "paragraphBalance",
    criterion: "coherence",
    // One giant paragraph (or one holding most of the essay) hides the structure from the reader.
    status:
      words < MIN_WORDS_TO_JUDGE
        ? "info"
        : share <= MAX_PARAGRAPH_SHARE && essay.paragraphs.length > 1
          ? "good"
          : "check",
    value: share,
    target: `≤ ${MAX_PARAGRAPH_SHARE}%`,
  };
}

function linkingIndicators(essay: TEssayText, words: number): TIndicator[] {
  const found = findLinkingDevices(essay.sentences.map((sentence) => sentence.words));
  const [low, high] = LINKING_PER_100;
  const fewest = Math.ceil((words * low) / 100);
  const most = Math.max(fewest, Math.floor((words * high) / 100));
  const byPhrase = tally(found.map((match) => match.phrase));
  const byFunction = tally(found.map((match) => match.fn));
  const distinct = byPhrase.length;
  return [
    {
      id: "linkingDevices",
      criterion: "coherence",
      status: words < MIN_WORDS_TO_JUDGE ? "info" : found.length >= fewest && found.length <= most ? "good" : "check",
      value: found.length,
      target: `${fewest}–${most}`,
      examples: byPhrase.slice(0, 5).map(({ key }) => key),
    },
    {
      id: "linkingVariety",
      criterion: "coherence",
      status:
        words < MIN_WORDS_TO_JUDGE
          ? "info"
          : distinct >= MIN_DISTINCT_DEVICES && byFunction.length >= MIN_FUNCTIONS
            ? "good"
            : "check",
      value: distinct,
      target: `≥ ${MIN_DISTINCT_DEVICES}`,
      examples: byPhrase.slice(0, 5).map(({ key }) => key),
      // By function (addition, contrast, cause, example, sequence, conclusion): the UI translates the keys.
      breakdown: byFunction,
    },
  ];
}

function repeatedOpeningsIndicator(essay: TEssayText): TIndicator {
  const repeated = repeatedOpenings(essay.sentences);
  return {
    id: "repeatedOpenings",
    criterion: "coherence",
    status: repeated.length === 0 ? "good" : "check",
    value: repeated.length,
    target: "0",
    examples: repeated.slice(0, 5).map(({ opening }) => shortQuote(opening, 40)),
    breakdown: repeated.slice(0, 10).map(({ opening, count }) => ({ key: shortQuote(opening, 40), count })),
  };
}
