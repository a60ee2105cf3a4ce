import { z } from "zod";
import { ZRomanKey } from "./shared";

export const MATCHING_HEADINGS = "MATCHING_HEADINGS" as const;

/**
 * Headings keyed by roman numeral (a map, or a list of {key, text}); paragraphPositions are
 * 0-based indexes into paragraphInfo, one question each, numbered in the listed order.
 */
export const ZMatchingHeadingsContent = z.strictObject({
  headings: z.union([
    z.partialRecord(ZRomanKey, z.string()),
    z.array(z.strictObject({ key: ZRomanKey, text: z.string() })),
  ]),
  paragraphPositions: z.array(z.number().int().min(0)),
});
export type TMatchingHeadingsContent = z.infer<typeof ZMatchingHeadingsContent>;
