// Paragraph and sentence splitting for learner essays, which often lack final punctuation or capitals.

// Titles before a name: the point never ends a sentence ("Dr. Smith").
const TITLES = new Set(["mr", "mrs", "ms", "dr", "prof", "st", "jr", "sr", "mt", "messrs"]);
// Abbreviations that run on into the same sentence, whatever follows ("e.g. Spain", "et al. Their").
const RUN_ON = new Set(["e.g", "i.e", "cf", "vs", "viz", "al", "approx", "ca"]);
// Abbreviations before a number: "No. 5", "Fig. 2", "p. 10"; before anything else the point ends a sentence.
const BEFORE_NUMBER = new Set(["no", "nos", "fig", "figs", "vol", "p", "pp", "c", "ch", "sec"]);
// A point, ellipsis, question or exclamation mark, maybe closed by quotes or brackets, then space or the end.
// Digits on both sides of a point (3.5) never match, for lack of the space.
const BOUNDARY = /[.!?…]+["'”’»)\]]*(?=\s|$)/gu;
const OPENING_PUNCTUATION = /^["'“‘«([]+/u;

/** The paragraphs of a text: blocks between blank lines, or single lines when the text has no blank line. */
export function splitParagraphs(text: string): string[] {
  const normalised = text.replace(/\r\n?/gu, "\n");
  const blocks = /\n[^\S\n]*\n/u.test(normalised) ? normalised.split(/\n(?:[^\S\n]*\n)+/u) : normalised.split("\n");
  return blocks.map((block) => block.trim()).filter((block) => block !== "");
}

/** The sentences of a paragraph: split after . ! ? … unless the point belongs to an abbreviation, initial or list number. */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const end = match.index + match[0].length;
    const before = paragraph.slice(start, match.index);
    const next = paragraph.slice(end).trimStart();
    if (endsSentence(match[0], before, next)) {
      const sentence = paragraph.slice(start, end).trim();
      if (sentence !== "") sentences.push(sentence);
      start = end;
    }
  }
  // Text after the last mark is a sentence too: learners often leave the last full stop out.
  const rest = paragraph.slice(start).trim();
  if (rest !== "") sentences.push(rest);
  return sentences;
}

function endsSentence(mark: string, before: string, next: string): boolean {
  if (next === "") return true;
  const nextStartsLower = /^\p{Ll}/u.test(next.replace(OPENING_PUNCTUATION, ""));
  const closedByQuote = /["'”’»]$/u.test(mark);
  // '"Why?" she asked.' and 'He shouted "Stop!" at them.' go on in the same sentence.
  if (/[!?]/u.test(mark)) return !(closedByQuote && nextStartsLower);
  // An ellipsis mid-thought ("and so on... the") runs on; before a capital it ends the sentence.
  if (mark.startsWith("…") || mark.startsWith("..")) return !nextStartsLower;
  const lastWord = (before.match(/\S+$/u)?.[0] ?? "").replace(OPENING_PUNCTUATION, "");
  const word = lastWord.toLowerCase();
  if (TITLES.has(word) || RUN_ON.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && /^\d/u.test(next)) return false;
  // "etc." and dotted abbreviations ("U.S.", "a.m.") end a sentence only before a capital.
  if (word === "etc" || /^(?:\p{L}\.)+\p{L}$/u.test(lastWord)) return !nextStartsLower;
  // An initial ("J. K. Rowling").
  if (/^\p{Lu}$/u.test(lastWord)) return false;
  // A list number ("1. First, ...") opens a sentence rather than being one.
  if (/^\d+$/u.test(before.trim())) return false;
  // Otherwise a full stop ends the sentence even before a lower-case letter: learners forget capitals.
  return true;
}
