import { z } from "zod";
import { ZOptionMap } from "./shared";

export const MULTIPLE_CHOICE = "MULTIPLE_CHOICE" as const;

/**
 * Multiple choice. A multi-select question (allowMultiple) takes maxSelection numbers:
 * "Choose TWO letters" is one question worth two marks, answered as a list under its first number.
 */
export const ZMultipleChoiceContent = z.strictObject({
  questions: z.array(z.strictObject({ question: z.string(), options: ZOptionMap })),
  allowMultiple: z.boolean().optional(),
  maxSelection: z.number().int().min(1).optional(),
});
export type TMultipleChoiceContent = z.infer<typeof ZMultipleChoiceContent>;
