import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TQuestionSection, TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import { isJsonObject } from "./json";
import type { TAnswerCase, TQuestionTypeRules, TStructureContext } from "./rules";
import { diagramLabelCompletionRules } from "./types/diagram-label-completion";
import { identifyingInformationRules } from "./types/identifying-information";
import { identifyingWritersViewRules } from "./types/identifying-writers-view";
import { matchingFeaturesRules } from "./types/matching-features";
import { matchingHeadingsRules } from "./types/matching-headings";
import { matchingInformationRules } from "./types/matching-information";
import { matchingSentenceEndingsRules } from "./types/matching-sentence-endings";
import { multipleChoiceRules } from "./types/multiple-choice";
import { sentenceCompletionRules } from "./types/sentence-completion";
import { shortAnswerQuestionsRules } from "./types/short-answer-questions";
import { summaryCompletionRules } from "./types/summary-completion";

type TRulesRegistry = { readonly [K in TQuestionType]: TQuestionTypeRules<K> };

/** The one place question types are registered for validation: a twelfth type adds one line here. */
export const QUESTION_TYPE_RULES: TRulesRegistry = {
  MULTIPLE_CHOICE: multipleChoiceRules,
  IDENTIFYING_INFORMATION: identifyingInformationRules,
  IDENTIFYING_WRITERS_VIEW: identifyingWritersViewRules,
  MATCHING_INFORMATION: matchingInformationRules,
  MATCHING_HEADINGS: matchingHeadingsRules,
  MATCHING_FEATURES: matchingFeaturesRules,
  MATCHING_SENTENCE_ENDINGS: matchingSentenceEndingsRules,
  SENTENCE_COMPLETION: sentenceCompletionRules,
  SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: summaryCompletionRules,
  DIAGRAM_LABEL_COMPLETION: diagramLabelCompletionRules,
  SHORT_ANSWER_QUESTIONS: shortAnswerQuestionsRules,
};

/** True when `type` names one of the eleven registered question types. */
export function isQuestionType(type: unknown): type is TQuestionType {
  return typeof type === "string" && Object.hasOwn(QUESTION_TYPE_RULES, type);
}

/** The per-type content problems of untrusted content in the section at 1-based `index`; other types are unknown. */
export function contentProblems(type: unknown, content: unknown, index: number): TContentProblem[] {
  if (!isQuestionType(type)) return [{ code: "unknownQuestionType", section: index }];
  return QUESTION_TYPE_RULES[type].content(isJsonObject(content) ? content : {}, index);
}

// Generic over the type so the section and its rules stay paired without a cast.
function structureOf<K extends TQuestionType>(
  type: K,
  section: TSectionOf<K>,
  context: TStructureContext,
): TContentProblem[] {
  return QUESTION_TYPE_RULES[type].structure(section, context);
}

/** The type-specific structural problems of one schema-valid section. */
export function sectionStructureProblems(section: TQuestionSection, context: TStructureContext): TContentProblem[] {
  return structureOf(section.questionType, section, context);
}

function answerCaseFor<K extends TQuestionType>(type: K, section: TSectionOf<K>): TAnswerCase {
  return QUESTION_TYPE_RULES[type].answerCase(section);
}

/** How one section's answers are written in a stored key (see TAnswerCase). */
export function answerCaseOf(section: TQuestionSection): TAnswerCase {
  return answerCaseFor(section.questionType, section);
}
