import { z } from "zod";

export const SHORT_ANSWER_QUESTIONS = "SHORT_ANSWER_QUESTIONS" as const;

/** Wh- questions answered with words from the passage (answerSource names where to look). */
export const ZShortAnswerQuestionsContent = z.strictObject({
  questions: z.array(z.string()),
  answerSource: z.string().optional(),
});
export type TShortAnswerQuestionsContent = z.infer<typeof ZShortAnswerQuestionsContent>;
