// Repeated sentence openings ("The graph shows… The graph shows…", "I think… I think…") read as mechanical.
import type { TSentence } from "./essay-text";
import { byCodePoint } from "./statistics";

/** Sentences sharing an opening before it counts as repeated: 3 in an essay, more in long texts (1 in 8). */
export function repeatThreshold(sentenceCount: number): number {
  return Math.max(3, Math.ceil(sentenceCount / 8));
}

// Articles and prepositions start a fair share of all English sentences and lead into different phrases
// ("In my view", "In addition", "In conclusion"); alone they say nothing, so only their two-word openings
// ("The graph", "In addition") are counted.
const NEUTRAL_FIRST_WORDS = new Set([
  "the",
  "a",
  "an",
  "in",
  "on",
  "at",
  "for",
  "to",
  "with",
  "by",
  "from",
  "of",
  "as",
]);

export type TRepeatedOpening = { opening: string; count: number };

/** Openings (first word, or first two words) that start at least repeatThreshold sentences, most used first. */
export function repeatedOpenings(sentences: readonly TSentence[]): TRepeatedOpening[] {
  const threshold = repeatThreshold(sentences.length);
  const one = new Map<string, { quote: string; count: number }>();
  const two = new Map<string, { quote: string; count: number }>();
  const tally = (map: typeof one, key: string, quote: string) => {
    const entry = map.get(key);
    if (entry === undefined) map.set(key, { quote, count: 1 });
    else entry.count += 1;
  };
  for (const sentence of sentences) {
    const [first, second] = sentence.words;
    if (first === undefined) continue;
    tally(one, first, sentence.opening[0] ?? first);
    if (second !== undefined) tally(two, `${first} ${second}`, sentence.opening.join(" "));
  }
  const repeated: TRepeatedOpening[] = [];
  for (const [key, { quote, count }] of two) {
    if (count >= threshold) repeated.push({ opening: quote, count });
    // A repeated two-word opening already explains its first word, unless that word is used more often still.
    const firstWord = key.split(" ")[0]!;
    const single = one.get(firstWord);
    if (count >= threshold && single !== undefined && single.count === count) one.delete(firstWord);
  }
  for (const [key, { quote, count }] of one) {
    if (count >= threshold && !NEUTRAL_FIRST_WORDS.has(key)) repeated.push({ opening: quote, count });
  }
  return repeated.sort((a, b) => b.count - a.count || byCodePoint(a.opening, b.opening));
}
