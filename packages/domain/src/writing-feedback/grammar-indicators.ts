// Grammatical range and accuracy: sentence variety, complex sentences and the grammar checker's issues.
import { complexityMarker } from "./complex-sentences";
import type { TIndicator, TLintSummary } from "./essay-indicators";
import type { TEssayText } from "./essay-text";
import { lintsWhere } from "./lint-kinds";
import { mean, percent, round, standardDeviation, tally } from "./statistics";

// Mean words per sentence: under 12 reads as a list of short statements, over 28 as run-on sentences.
export const SENTENCE_LENGTH = [12, 28] as const;
/** Standard deviation of sentence length (words) from which lengths read as varied rather than uniform (a list of
 * short statements sits near 1; our passages near 8–10; a plain but decent essay near 4). */
export const MIN_SENTENCE_SPREAD = 3.5;
/** Share (%) of sentences with a dependent clause from which the essay shows "a mix of simple and complex". */
export const MIN_COMPLEX_SHARE = 30;
/** Fewer sentences than this say nothing about variety. */
const MIN_SENTENCES = 4;

/** The grammatical range and accuracy indicators: sentence length and its variety, complex sentences, grammar issues. */
export function grammarIndicators(essay: TEssayText, lints: TLintSummary): TIndicator[] {
  const lengths = essay.sentences.map((sentence) => sentence.words.length);
  const average = mean(lengths);
  const spread = standardDeviation(lengths);
  const markers = essay.sentences.map((sentence) => complexityMarker(sentence.words));
  const complex = markers.filter((marker): marker is string => marker !== undefined);
  const complexShare = percent(complex.length, essay.sentences.length);
  const grammar = lintsWhere(lints, false);
  const grammarCount = grammar.reduce((sum, { count }) => sum + count, 0);
  const tooFew = essay.sentences.length < MIN_SENTENCES;
  const [shortest, longest] = SENTENCE_LENGTH;
  return [
    {
      id: "sentenceLength",
      criterion: "grammar",
      status: tooFew ? "info" : average >= shortest && average <= longest ? "good" : "check",
      value: round(average, 1),
      target: `${shortest}–${longest}`,
    },
    {
      id: "sentenceVariety",
      criterion: "grammar",
      status: tooFew ? "info" : spread >= MIN_SENTENCE_SPREAD ? "good" : "check",
      value: round(spread, 1),
      target: `≥ ${MIN_SENTENCE_SPREAD}`,
    },
    {
      id: "complexSentences",
      criterion: "grammar",
      status: tooFew ? "info" : complexShare >= MIN_COMPLEX_SHARE ? "good" : "check",
      value: complexShare,
      target: `≥ ${MIN_COMPLEX_SHARE}%`,
      heuristic: true,
      examples: tally(complex)
        .slice(0, 5)
        .map(({ key }) => key),
    },
    {
      id: "grammarIssues",
      criterion: "grammar",
      status: grammarCount === 0 ? "good" : "check",
      value: grammarCount,
      target: "0",
      breakdown: grammar.slice(0, 10).map(({ kind, count }) => ({ key: kind, count })),
    },
  ];
}
