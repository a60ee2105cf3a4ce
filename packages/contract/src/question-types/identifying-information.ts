import { z } from "zod";

export const IDENTIFYING_INFORMATION = "IDENTIFYING_INFORMATION" as const;
export const TRUE_FALSE_NOT_GIVEN = ["TRUE", "FALSE", "NOT GIVEN"] as const;

/** TRUE / FALSE / NOT GIVEN: one statement per question. */
export const ZIdentifyingInformationContent = z.strictObject({ statements: z.array(z.string()) });
export type TIdentifyingInformationContent = z.infer<typeof ZIdentifyingInformationContent>;
