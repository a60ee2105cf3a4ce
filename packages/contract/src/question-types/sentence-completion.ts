import { z } from "zod";
import { ZBlankNumbers, ZOptionMap } from "./shared";

export const SENTENCE_COMPLETION = "SENTENCE_COMPLETION" as const;

/**
 * Sentences with {N} blank markers (one sentence per line). With options the blanks take
 * word-bank letters; without, free text within the instruction's word limit.
 */
export const ZSentenceCompletionContent = z.strictObject({
  title: z.string().optional(),
  content: z.string(),
  blankNumbers: ZBlankNumbers,
  options: ZOptionMap.optional(),
});
export type TSentenceCompletionContent = z.infer<typeof ZSentenceCompletionContent>;
