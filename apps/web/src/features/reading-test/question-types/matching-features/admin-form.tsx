import { defineMatchingForm } from "../admin-shared/matching-fields";

/** Match items to features: the feature options, the items, allowRepeats. */
export const matchingFeaturesAdminForm = defineMatchingForm<"MATCHING_FEATURES">({
  lines: "itemsToMatch",
  options: "featureOptions",
  optionsFirst: true,
});
