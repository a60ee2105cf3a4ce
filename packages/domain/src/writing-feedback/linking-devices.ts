// Our own curated list of linking devices (connectives), by what they do in an argument. "and", "or" and
// "so" mid-sentence are left out on purpose: they are in every sentence and would drown the signal.

export type TLinkingFunction = "addition" | "contrast" | "cause" | "example" | "sequence" | "conclusion";

export const LINKING_DEVICES: Readonly<Record<TLinkingFunction, readonly string[]>> = {
  addition: [
    "moreover",
    "furthermore",
    "in addition",
    "additionally",
    "also",
    "besides",
    "what is more",
    "as well as",
    "not only",
    "similarly",
    "likewise",
    "in the same way",
    "equally",
  ],
  contrast: [
    "however",
    "nevertheless",
    "nonetheless",
    "on the one hand",
    "on the other hand",
    "in contrast",
    "by contrast",
    "on the contrary",
    "conversely",
    "whereas",
    "although",
    "even though",
    "though",
    "despite",
    "in spite of",
    "but",
    "yet",
    "while",
    "whilst",
    "instead",
    "alternatively",
  ],
  cause: [
    "because",
    "because of",
    "due to",
    "owing to",
    "as a result",
    "as a consequence",
    "consequently",
    "therefore",
    "thus",
    "hence",
    "accordingly",
    "for this reason",
    "so",
    "since",
    "so that",
    "in order to",
    "this means that",
  ],
  example: [
    "for example",
    "for instance",
    "such as",
    "in particular",
    "particularly",
    "namely",
    "to illustrate",
    "a case in point",
    "notably",
    "including",
  ],
  sequence: [
    "firstly",
    "first",
    "first of all",
    "to begin with",
    "in the first place",
    "secondly",
    "second",
    "thirdly",
    "third",
    "next",
    "then",
    "after that",
    "subsequently",
    "afterwards",
    "meanwhile",
    "finally",
    "lastly",
    "eventually",
  ],
  conclusion: [
    "in conclusion",
    "to conclude",
    "to sum up",
    "in summary",
    "to summarise",
    "to summarize",
    "in short",
    "in brief",
    "overall",
    "all in all",
    "on the whole",
    "ultimately",
  ],
};

// Words that link only at the start of a sentence; elsewhere they are something else ("so much", "since
// 2010", "the first year", "yet to come", "while waiting"... "while" is kept anywhere as it mostly contrasts).
const SENTENCE_START_ONLY = new Set(["so", "since", "yet", "first", "second", "third", "next", "then", "equally"]);

type TDevice = { phrase: string; words: readonly string[]; fn: TLinkingFunction };

// Devices by first word, longest first, so "even though" wins over "though" and "because of" over "because".
const BY_FIRST_WORD: ReadonlyMap<string, readonly TDevice[]> = (() => {
  const map = new Map<string, TDevice[]>();
  for (const [fn, phrases] of Object.entries(LINKING_DEVICES) as [TLinkingFunction, readonly string[]][]) {
    for (const phrase of phrases) {
      const words = phrase.split(" ");
      const first = words[0]!;
      map.set(first, [...(map.get(first) ?? []), { phrase, words, fn }]);
    }
  }
  for (const devices of map.values()) devices.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

export type TLinkingMatch = { phrase: string; fn: TLinkingFunction };

/** The linking devices used in sentences given as normalised word lists, left to right, without overlaps. */
export function findLinkingDevices(sentences: readonly (readonly string[])[]): TLinkingMatch[] {
  const found: TLinkingMatch[] = [];
  for (const words of sentences) {
    let index = 0;
    while (index < words.length) {
      const device = BY_FIRST_WORD.get(words[index]!)?.find(
        (candidate) =>
          candidate.words.every((word, offset) => words[index + offset] === word) &&
          (index === 0 || candidate.words.length > 1 || !SENTENCE_START_ONLY.has(candidate.phrase)),
      );
      if (device === undefined) {
        index += 1;
        continue;
      }
      found.push({ phrase: device.phrase, fn: device.fn });
      index += device.words.length;
    }
  }
  return found;
}
