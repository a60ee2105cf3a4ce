import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TQuestionTypeModule } from "../engine/question-type-module";
import { diagramLabelCompletionModule } from "./diagram-label-completion/index";
import { identifyingInformationModule } from "./identifying-information/index";
import { identifyingWritersViewModule } from "./identifying-writers-view/index";
import { matchingFeaturesModule } from "./matching-features/index";
import { matchingHeadingsModule } from "./matching-headings/index";
import { matchingInformationModule } from "./matching-information/index";
import { matchingSentenceEndingsModule } from "./matching-sentence-endings/index";
import { multipleChoiceModule } from "./multiple-choice/index";
import { sentenceCompletionModule } from "./sentence-completion/index";
import { shortAnswerQuestionsModule } from "./short-answer-questions/index";
import { summaryCompletionModule } from "./summary-completion/index";

/**
 * The one map from question type to the module that renders it (one registry). Complete by
 * type: a twelfth question type in the contract fails `tsc` here until its module is registered
 * (registry.test.ts checks the same at run time).
 */
export type TQuestionTypeModules = { [T in TQuestionType]: TQuestionTypeModule<T> };

export const QUESTION_TYPE_MODULES: TQuestionTypeModules = {
  DIAGRAM_LABEL_COMPLETION: diagramLabelCompletionModule,
  IDENTIFYING_INFORMATION: identifyingInformationModule,
  IDENTIFYING_WRITERS_VIEW: identifyingWritersViewModule,
  MATCHING_FEATURES: matchingFeaturesModule,
  MATCHING_HEADINGS: matchingHeadingsModule,
  MATCHING_INFORMATION: matchingInformationModule,
  MATCHING_SENTENCE_ENDINGS: matchingSentenceEndingsModule,
  MULTIPLE_CHOICE: multipleChoiceModule,
  SENTENCE_COMPLETION: sentenceCompletionModule,
  SHORT_ANSWER_QUESTIONS: shortAnswerQuestionsModule,
  SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: summaryCompletionModule,
};

/** The module of a type; undefined only for a type this build does not know (the engine shows a notice). */
export const moduleFor = <T extends TQuestionType>(type: T): TQuestionTypeModule<T> | undefined =>
  QUESTION_TYPE_MODULES[type] as TQuestionTypeModule<T> | undefined;
