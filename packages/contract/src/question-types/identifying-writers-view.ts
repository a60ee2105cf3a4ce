import { z } from "zod";

export const IDENTIFYING_WRITERS_VIEW = "IDENTIFYING_WRITERS_VIEW" as const;
export const YES_NO_NOT_GIVEN = ["YES", "NO", "NOT GIVEN"] as const;

/** YES / NO / NOT GIVEN on the writer's claims: one statement per question. */
export const ZIdentifyingWritersViewContent = z.strictObject({ statements: z.array(z.string()) });
export type TIdentifyingWritersViewContent = z.infer<typeof ZIdentifyingWritersViewContent>;
