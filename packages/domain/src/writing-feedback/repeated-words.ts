// Content words used so often that an examiner would notice (a topic word said eight times instead of
// being paraphrased). Inflections are grouped, so "student" and "students" count together.

import { byCodePoint } from "./statistics";
import { STOP_WORDS } from "./stop-words";
import { hasLetter } from "./tokenise";
import { baseFormCandidates } from "./word-forms";

/** Uses above which a content word is "repeated too often": more than 4, or 1.5 % of the words in longer texts. */
export function repeatLimit(wordCount: number): number {
  return Math.max(4, Math.floor(wordCount * 0.015));
}

export type TRepeatedWord = { word: string; count: number };

/** Content words (not function words, at least 3 letters, grouped by base form) used more than repeatLimit times, most used first. */
export function repeatedWords(words: readonly string[]): TRepeatedWord[] {
  const content = words.filter((word) => word.length >= 3 && hasLetter(word) && !STOP_WORDS.has(word));
  const vocabulary = new Set(content);
  const groups = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const word of content) {
    // Group under the shortest form of the word that the essay itself uses: "students" under "student".
    const base = baseFormCandidates(word).reduce(
      (best, candidate) => (vocabulary.has(candidate) && candidate.length < best.length ? candidate : best),
      word,
    );
    const group = groups.get(base) ?? { count: 0, forms: new Map<string, number>() };
    group.count += 1;
    group.forms.set(word, (group.forms.get(word) ?? 0) + 1);
    groups.set(base, group);
  }
  const limit = repeatLimit(words.length);
  return [...groups]
    .filter(([, group]) => group.count > limit)
    .map(([base, group]) => ({ word: base, count: group.count }))
    .sort((a, b) => b.count - a.count || byCodePoint(a.word, b.word));
}
