import { defineMatchingForm } from "../admin-shared/matching-fields";

/** Which paragraph holds the information: statements, paragraph options (or the passage's), allowRepeats. */
export const matchingInformationAdminForm = defineMatchingForm<"MATCHING_INFORMATION">({
  lines: "statementsToMatch",
  options: "paragraphOptions",
  fromPassage: true,
});
