import type { TExplanation } from "@bandcraft/contract/reading";

/** The explanations as the editor keeps them: by answer key (question_N, heading_N). */
export type TExplanations = Readonly<Record<string, TExplanation>>;

/**
 * Where a quote stops matching its paragraph: null when the paragraph holds it word for word (the review marks it
 * there), else the words from the first one that breaks the match on ("the 1290s" in "moved in the 1290s"), so the
 * author sees which words to fix. Matching is exact, as the server's check is: case and punctuation count.
 */
export function quoteMismatch(paragraph: string, quote: string): { offending: string } | null {
  if (quote === "" || paragraph.includes(quote)) return null;
  const words = quote.split(/(?<=\s)/);
  let matched = "";
  for (const word of words) {
    if (!paragraph.includes(matched + word.trimEnd())) break;
    matched += word;
  }
  return { offending: quote.slice(matched.length).trim() };
}

/** The explanations with one question's set, or removed when every field of it is blank. */
export function withExplanation(explanations: TExplanations, key: string, explanation: TExplanation): TExplanations {
  const { [key]: _old, ...rest } = explanations;
  const blank = explanation.paragraph === "" && explanation.quote.trim() === "" && explanation.note.trim() === "";
  return blank ? rest : { ...rest, [key]: explanation };
}
