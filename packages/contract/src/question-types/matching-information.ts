import { z } from "zod";
import { ZOptionMap } from "./shared";

export const MATCHING_INFORMATION = "MATCHING_INFORMATION" as const;

/** Which paragraph contains the information: answers are paragraph letters (keys of paragraphOptions). */
export const ZMatchingInformationContent = z.strictObject({
  statementsToMatch: z.array(z.string()),
  paragraphOptions: ZOptionMap,
  allowRepeats: z.boolean().optional(),
});
export type TMatchingInformationContent = z.infer<typeof ZMatchingInformationContent>;
