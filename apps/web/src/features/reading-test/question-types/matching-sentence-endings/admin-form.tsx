import { defineMatchingForm } from "../admin-shared/matching-fields";

/** Complete each beginning with an ending: the beginnings, the ending options, allowRepeats. */
export const matchingSentenceEndingsAdminForm = defineMatchingForm<"MATCHING_SENTENCE_ENDINGS">({
  lines: "sentenceBeginnings",
  options: "endingOptions",
});
