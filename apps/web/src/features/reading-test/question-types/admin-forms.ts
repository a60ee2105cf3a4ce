import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TAdminFormModule } from "./admin-shared/admin-form-module";
import { diagramLabelCompletionAdminForm } from "./diagram-label-completion/admin-form";
import { identifyingInformationAdminForm } from "./identifying-information/admin-form";
import { identifyingWritersViewAdminForm } from "./identifying-writers-view/admin-form";
import { matchingFeaturesAdminForm } from "./matching-features/admin-form";
import { matchingHeadingsAdminForm } from "./matching-headings/admin-form";
import { matchingInformationAdminForm } from "./matching-information/admin-form";
import { matchingSentenceEndingsAdminForm } from "./matching-sentence-endings/admin-form";
import { multipleChoiceAdminForm } from "./multiple-choice/admin-form";
import { sentenceCompletionAdminForm } from "./sentence-completion/admin-form";
import { shortAnswerQuestionsAdminForm } from "./short-answer-questions/admin-form";
import { summaryCompletionAdminForm } from "./summary-completion/admin-form";

/**
 * The admin editor's form per question type (each sits beside its type's module). Kept
 * apart from registry.ts on purpose: only the admin chunk imports this map, so the learner's test
 * chunk never carries the forms. A twelfth type fails `tsc` here until its form is registered.
 */
export type TAdminForms = { [T in TQuestionType]: TAdminFormModule<T> };

export const ADMIN_FORMS: TAdminForms = {
  MULTIPLE_CHOICE: multipleChoiceAdminForm,
  IDENTIFYING_INFORMATION: identifyingInformationAdminForm,
  IDENTIFYING_WRITERS_VIEW: identifyingWritersViewAdminForm,
  MATCHING_INFORMATION: matchingInformationAdminForm,
  MATCHING_HEADINGS: matchingHeadingsAdminForm,
  MATCHING_FEATURES: matchingFeaturesAdminForm,
  MATCHING_SENTENCE_ENDINGS: matchingSentenceEndingsAdminForm,
  SENTENCE_COMPLETION: sentenceCompletionAdminForm,
  SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: summaryCompletionAdminForm,
  DIAGRAM_LABEL_COMPLETION: diagramLabelCompletionAdminForm,
  SHORT_ANSWER_QUESTIONS: shortAnswerQuestionsAdminForm,
};

/** The form module of a type, with its own type kept (the map's index would widen it). */
export const adminFormFor = <T extends TQuestionType>(type: T): TAdminFormModule<T> => ADMIN_FORMS[type];
