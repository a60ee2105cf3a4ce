import { z } from "zod";
import { ZOptionMap } from "./shared";

export const MATCHING_FEATURES = "MATCHING_FEATURES" as const;

/** Match each item to a feature (person, place, date…): answers are keys of featureOptions. */
export const ZMatchingFeaturesContent = z.strictObject({
  featureOptions: ZOptionMap,
  itemsToMatch: z.array(z.string()),
  allowRepeats: z.boolean().optional(),
});
export type TMatchingFeaturesContent = z.infer<typeof ZMatchingFeaturesContent>;
