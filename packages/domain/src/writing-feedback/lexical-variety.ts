// Lexical variety as a moving-average type–token ratio (MATTR, Covington & McFall 2010): the share of
// different words in every window of 50 running words, averaged. A plain type–token ratio falls as any
// text grows, which would punish a longer essay; a fixed window does not.

/** Window length in words; 50 is the usual choice for short texts such as essays. */
export const MATTR_WINDOW = 50;

/** The moving-average type–token ratio of words (already normalised); the plain ratio for fewer than `window` words, 0 for none. */
export function movingAverageTtr(words: readonly string[], window = MATTR_WINDOW): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  let types = 0;
  const enter = (word: string) => {
    const count = counts.get(word) ?? 0;
    if (count === 0) types += 1;
    counts.set(word, count + 1);
  };
  const leave = (word: string) => {
    const count = counts.get(word)!;
    if (count === 1) types -= 1;
    counts.set(word, count - 1);
  };
  for (let index = 0; index < window; index += 1) enter(words[index]!);
  let sum = types;
  for (let index = window; index < words.length; index += 1) {
    leave(words[index - window]!);
    enter(words[index]!);
    sum += types;
  }
  return sum / window / (words.length - window + 1);
}
