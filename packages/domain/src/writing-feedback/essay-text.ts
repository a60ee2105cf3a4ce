// One parse of the essay shared by every indicator, so a 350-word essay is tokenised once, not sixteen times.
import { splitParagraphs, splitSentences } from "./sentences";
import { normaliseToken, stripMarkup, tokenise } from "./tokenise";

export type TSentence = {
  /** As written, trimmed. */
  text: string;
  /** Word tokens, normalised (lower case, plain apostrophes), numbers included. */
  words: string[];
  /** The first two tokens as written, for quoting repeated openings. */
  opening: string[];
};
export type TParagraph = { sentences: TSentence[]; wordCount: number };
export type TEssayText = { paragraphs: TParagraph[]; sentences: TSentence[]; words: string[] };

/** Parses an essay into paragraphs, sentences and normalised word tokens; paragraphs and sentences without words are dropped. */
export function parseEssay(text: string): TEssayText {
  const paragraphs: TParagraph[] = [];
  for (const block of splitParagraphs(stripMarkup(text))) {
    const sentences: TSentence[] = [];
    for (const sentenceText of splitSentences(block)) {
      const tokens = tokenise(sentenceText);
      if (tokens.length === 0) continue;
      sentences.push({ text: sentenceText, words: tokens.map(normaliseToken), opening: tokens.slice(0, 2) });
    }
    if (sentences.length === 0) continue;
    paragraphs.push({ sentences, wordCount: sentences.reduce((sum, sentence) => sum + sentence.words.length, 0) });
  }
  const sentences = paragraphs.flatMap((paragraph) => paragraph.sentences);
  return { paragraphs, sentences, words: sentences.flatMap((sentence) => sentence.words) };
}
