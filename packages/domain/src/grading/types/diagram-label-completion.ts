import { modeForBank, perQuestion, type TSectionGrader } from "../section-grader";

/** Labels: free text, or bank letters when the diagram has a word bank. */
export const gradeDiagramLabelCompletion: TSectionGrader<"DIAGRAM_LABEL_COMPLETION"> = (input) =>
  perQuestion<"DIAGRAM_LABEL_COMPLETION">(modeForBank(input.section.content.wordBank))(input);
