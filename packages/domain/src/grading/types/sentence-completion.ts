import { modeForBank, perQuestion, type TSectionGrader } from "../section-grader";

/** Free text compares as text; with a word bank the answers are bank letters. */
export const gradeSentenceCompletion: TSectionGrader<"SENTENCE_COMPLETION"> = (input) =>
  perQuestion<"SENTENCE_COMPLETION">(modeForBank(input.section.content.options))(input);
