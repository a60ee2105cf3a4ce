import { z } from "zod";
import { ZOptionMap } from "./shared";

export const MATCHING_SENTENCE_ENDINGS = "MATCHING_SENTENCE_ENDINGS" as const;

/** Complete each beginning with one ending: answers are keys of endingOptions. */
export const ZMatchingSentenceEndingsContent = z.strictObject({
  sentenceBeginnings: z.array(z.string()),
  endingOptions: ZOptionMap,
  allowRepeats: z.boolean().optional(),
});
export type TMatchingSentenceEndingsContent = z.infer<typeof ZMatchingSentenceEndingsContent>;
