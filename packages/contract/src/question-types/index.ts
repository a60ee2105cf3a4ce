import { z } from "zod";
import { DIAGRAM_LABEL_COMPLETION, ZDiagramLabelCompletionContent } from "./diagram-label-completion";
import { IDENTIFYING_INFORMATION, ZIdentifyingInformationContent } from "./identifying-information";
import { IDENTIFYING_WRITERS_VIEW, ZIdentifyingWritersViewContent } from "./identifying-writers-view";
import { MATCHING_FEATURES, ZMatchingFeaturesContent } from "./matching-features";
import { MATCHING_HEADINGS, ZMatchingHeadingsContent } from "./matching-headings";
import { MATCHING_INFORMATION, ZMatchingInformationContent } from "./matching-information";
import { MATCHING_SENTENCE_ENDINGS, ZMatchingSentenceEndingsContent } from "./matching-sentence-endings";
import { MULTIPLE_CHOICE, ZMultipleChoiceContent } from "./multiple-choice";
import { SENTENCE_COMPLETION, ZSentenceCompletionContent } from "./sentence-completion";
import { SHORT_ANSWER_QUESTIONS, ZShortAnswerQuestionsContent } from "./short-answer-questions";
import { SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION, ZSummaryCompletionContent } from "./summary-completion";

/** The one registry of question types: type name → content schema. Order is display order. */
export const QUESTION_CONTENT_SCHEMAS = {
  [MULTIPLE_CHOICE]: ZMultipleChoiceContent,
  [IDENTIFYING_INFORMATION]: ZIdentifyingInformationContent,
  [IDENTIFYING_WRITERS_VIEW]: ZIdentifyingWritersViewContent,
  [MATCHING_INFORMATION]: ZMatchingInformationContent,
  [MATCHING_HEADINGS]: ZMatchingHeadingsContent,
  [MATCHING_FEATURES]: ZMatchingFeaturesContent,
  [MATCHING_SENTENCE_ENDINGS]: ZMatchingSentenceEndingsContent,
  [SENTENCE_COMPLETION]: ZSentenceCompletionContent,
  [SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION]: ZSummaryCompletionContent,
  [DIAGRAM_LABEL_COMPLETION]: ZDiagramLabelCompletionContent,
  [SHORT_ANSWER_QUESTIONS]: ZShortAnswerQuestionsContent,
} as const;

export type TQuestionType = keyof typeof QUESTION_CONTENT_SCHEMAS;
export const QUESTION_TYPES = Object.keys(QUESTION_CONTENT_SCHEMAS) as [TQuestionType, ...TQuestionType[]];
export const ZQuestionType = z.enum(QUESTION_TYPES);

/** More questions than any section needs (a whole test has 40); numbering allocates one entry per question. */
export const MAX_SECTION_QUESTIONS = 100;

const sectionOf = <T extends TQuestionType, C extends z.ZodType>(questionType: T, content: C) =>
  z.strictObject({
    title: z.string(),
    questionType: z.literal(questionType),
    /** How many question numbers this section covers. */
    questionNumber: z
      .number()
      .int()
      .min(1)
      .max(MAX_SECTION_QUESTIONS, `A question section has at most ${MAX_SECTION_QUESTIONS} questions`),
    instruction: z.string(),
    content,
  });

/** A question section: the discriminated union on questionType. */
export const ZQuestionSection = z.discriminatedUnion("questionType", [
  sectionOf(MULTIPLE_CHOICE, ZMultipleChoiceContent),
  sectionOf(IDENTIFYING_INFORMATION, ZIdentifyingInformationContent),
  sectionOf(IDENTIFYING_WRITERS_VIEW, ZIdentifyingWritersViewContent),
  sectionOf(MATCHING_INFORMATION, ZMatchingInformationContent),
  sectionOf(MATCHING_HEADINGS, ZMatchingHeadingsContent),
  sectionOf(MATCHING_FEATURES, ZMatchingFeaturesContent),
  sectionOf(MATCHING_SENTENCE_ENDINGS, ZMatchingSentenceEndingsContent),
  sectionOf(SENTENCE_COMPLETION, ZSentenceCompletionContent),
  sectionOf(SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION, ZSummaryCompletionContent),
  sectionOf(DIAGRAM_LABEL_COMPLETION, ZDiagramLabelCompletionContent),
  sectionOf(SHORT_ANSWER_QUESTIONS, ZShortAnswerQuestionsContent),
]);
export type TQuestionSection = z.infer<typeof ZQuestionSection>;
/** The section of one given type, e.g. TSectionOf<"MULTIPLE_CHOICE">. */
export type TSectionOf<T extends TQuestionType> = Extract<TQuestionSection, { questionType: T }>;
