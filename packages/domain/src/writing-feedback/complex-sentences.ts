// A heuristic for complex sentences: one with a subordinating conjunction or a relative pronoun has a
// dependent clause. It misses clauses without a marker ("Having finished, …") and counts some
// prepositions, which is why the indicator says "heuristic".

const SUBORDINATORS = new Set([
  "although",
  "though",
  "because",
  "since",
  "unless",
  "whereas",
  "while",
  "whilst",
  "if",
  "when",
  "whenever",
  "where",
  "wherever",
  "whether",
  "after",
  "before",
  "until",
  "till",
  "once",
  "which",
  "who",
  "whom",
  "whose",
]);
// "after 2010", "since 1990", "until 2000" are prepositions before a year, common in Task 1 reports.
const PREPOSITION_BEFORE_NUMBER = new Set(["after", "before", "since", "until", "till"]);

/** The first clause marker in a sentence's normalised words, or undefined for a sentence that looks simple. */
export function complexityMarker(words: readonly string[]): string | undefined {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const next = words[index + 1];
    if (SUBORDINATORS.has(word)) {
      if (PREPOSITION_BEFORE_NUMBER.has(word) && next !== undefined && /^\d/u.test(next)) continue;
      return word;
    }
    // "that" opening a sentence is a pronoun ("That is why"); inside one it mostly opens a clause.
    if (word === "that" && index > 0) return word;
  }
  return undefined;
}
