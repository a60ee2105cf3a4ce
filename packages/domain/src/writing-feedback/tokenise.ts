// Word tokens for the essay indicators. The learner's text is only ever read as characters here: markup
// is blanked out so a pasted "<p>" does not count as a word, but nothing is parsed or rendered as HTML.

// A tag ends at the next "<" or after 500 characters, so every character is scanned by one attempt at
// most: linear even on hostile input (an unclosed "<a" followed by 200,000 characters).
const TAG = /<\/?[A-Za-z][^<>]{0,500}>/gu;
const ENTITIES: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };
const ENTITY = /&(nbsp|amp|lt|gt|quot|apos|#39);/gu;
// Letters, marks and digits, joined by an apostrophe or hyphen ("it's", "well-known"), or by a point or
// comma between digits ("3.5", "10,000"), so decimals and thousands stay one token.
const TOKEN = /[\p{L}\p{M}\p{N}]+(?:(?:['’‐-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu;
const LETTER = /\p{L}/u;

/** The text with HTML-like tags and the commonest entities replaced, so pasted markup is not counted as words. */
export function stripMarkup(text: string): string {
  return text.replace(TAG, " ").replace(ENTITY, (_, name: string) => ENTITIES[name] ?? " ");
}

/** The word tokens of a text, as written (no markup stripping; call stripMarkup first for raw input). */
export function tokenise(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** A token's comparable form: lower case, typographic apostrophe and hyphen made plain. */
export function normaliseToken(token: string): string {
  return token.toLowerCase().replace(/’/gu, "'").replace(/‐/gu, "-");
}

/** Whether a token holds a letter: numbers count as words for length, but are not vocabulary. */
export function hasLetter(token: string): boolean {
  return LETTER.test(token);
}

/** A short quote for an indicator's examples: whitespace collapsed, cut with an ellipsis past `max` characters. */
export function shortQuote(text: string, max = 80): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}
