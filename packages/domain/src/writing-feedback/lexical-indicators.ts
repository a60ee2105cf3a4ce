// Lexical resource: range of vocabulary, repetition, academic words and spelling.
import { ACADEMIC_WORDS } from "./academic-words";
import type { TIndicator, TLintSummary } from "./essay-indicators";
import type { TEssayText } from "./essay-text";
import { MATTR_WINDOW, movingAverageTtr } from "./lexical-variety";
import { lintsWhere } from "./lint-kinds";
import { repeatedWords, repeatLimit } from "./repeated-words";
import { percent, round, tally } from "./statistics";
import { hasLetter, shortQuote } from "./tokenise";
import { baseFormCandidates } from "./word-forms";

/** MATTR at or above which the vocabulary reads as varied (calibrated on our passages and sample essays). */
export const MIN_LEXICAL_VARIETY = 0.7;

/** The lexical resource indicators: lexical variety, words repeated too often, academic words, spelling issues. */
export function lexicalIndicators(essay: TEssayText, lints: TLintSummary): TIndicator[] {
  // Vocabulary is words with letters: "2010" and "45%" are figures, not word choice.
  const vocabulary = essay.words.filter(hasLetter);
  const variety = movingAverageTtr(vocabulary);
  const repeated = repeatedWords(essay.words);
  const academic = vocabulary.filter(isAcademic);
  const spelling = lintsWhere(lints, true);
  const spellingCount = spelling.reduce((sum, { count }) => sum + count, 0);
  return [
    {
      id: "lexicalVariety",
      criterion: "lexical",
      // Under one window the ratio is plain type–token, which flatters short texts: say nothing yet.
      status: vocabulary.length < MATTR_WINDOW ? "info" : variety >= MIN_LEXICAL_VARIETY ? "good" : "check",
      value: round(variety, 2),
      target: `≥ ${MIN_LEXICAL_VARIETY.toFixed(2)}`,
    },
    {
      id: "repeatedWords",
      criterion: "lexical",
      status: repeated.length === 0 ? "good" : "check",
      value: repeated.length,
      target: `≤ ${repeatLimit(essay.words.length)}×`,
      examples: repeated.slice(0, 5).map(({ word }) => shortQuote(word, 40)),
      breakdown: repeated.slice(0, 10).map(({ word, count }) => ({ key: shortQuote(word, 40), count })),
    },
    {
      id: "academicWords",
      criterion: "lexical",
      // Our list is small and drawn from our own passages, so a low share is no fault: never "check".
      status: "info",
      value: percent(academic.length, vocabulary.length, 1),
      heuristic: true,
      examples: tally(academic)
        .slice(0, 5)
        .map(({ key }) => key),
    },
    {
      id: "spellingIssues",
      criterion: "lexical",
      status: spellingCount === 0 ? "good" : "check",
      value: spellingCount,
      target: "0",
      breakdown: spelling.slice(0, 10).map(({ kind, count }) => ({ key: kind, count })),
    },
  ];
}

/** Whether a normalised word, or any of its parts if hyphenated, is on our academic word list under some base form. */
export function isAcademic(word: string): boolean {
  return word.split("-").some((part) => baseFormCandidates(part).some((candidate) => ACADEMIC_WORDS.has(candidate)));
}
