import { z } from "zod";

// One thing wrong with a practice's content, as data: a code and the values its message names. The server
// words them in English (errMsg, the content bank's report); the web words them in the teacher's language.

/** Problems of the whole practice that name nothing else. */
export const PRACTICE_PROBLEM_CODES = [
  "titleEmpty",
  "pageContentEmpty",
  "paragraphContentEmpty",
  "noSections",
] as const;

/** Problems of one question section that name nothing but the section. */
export const SECTION_PROBLEM_CODES = [
  "contentNull",
  "unknownQuestionType",
  "titleRequired",
  "instructionRequired",
  "noQuestions",
  "noStatements",
  "contentEmpty",
  "noBlankNumbers",
  "noHeadings",
  "noParagraphPositions",
  "noFeatureOptions",
  "noItemsToMatch",
  "noStatementsToMatch",
  "noParagraphOptions",
  "noSentenceBeginnings",
  "noEndingOptions",
  "summaryEmpty",
  "notesEmpty",
  "tableEmpty",
  "flowChartEmpty",
  "diagramNoImages",
  "unknownCompletionType",
  "completionTypeMismatch",
] as const;

/** Problems of one entry of a section's list, by its 1-based place in the list ("Statement 2 cannot be empty"). */
export const ITEM_PROBLEM_CODES = ["questionTextEmpty", "tooFewOptions", "statementEmpty"] as const;

/** What a section holds one of per question, when the count disagrees with its number of questions. */
export const COUNTED_THINGS = [
  "statements",
  "statementsToMatch",
  "itemsToMatch",
  "sentenceBeginnings",
  "paragraphPositions",
  "questions",
] as const;
/** What a section holds one of per question. */
export type TCountedThing = (typeof COUNTED_THINGS)[number];

/** What an answer must be one of: a lettered list of the section, or the judgements of the identifying types. */
export const ANSWER_CHOICES = [
  "options",
  "headings",
  "paragraphOptions",
  "featureOptions",
  "endingOptions",
  "wordBank",
  "judgements",
] as const;
/** What an answer must be one of. */
export type TAnswerChoices = (typeof ANSWER_CHOICES)[number];

/** 1-based place of the section in the practice, as in "Question section 2: …". */
const section = z.number().int().min(1);
/** A global question number. */
const question = z.number().int();
const count = z.number().int().min(0);

export const ZContentProblem = z.discriminatedUnion("code", [
  z.object({ code: z.enum(PRACTICE_PROBLEM_CODES) }),
  z.object({ code: z.enum(SECTION_PROBLEM_CODES), section }),
  z.object({ code: z.enum(ITEM_PROBLEM_CODES), section, item: z.number().int().min(1) }),
  z.object({ code: z.literal("typeInvalid"), section, type: z.string() }),
  z.object({ code: z.literal("contentTypeMismatch"), section, expected: z.string(), got: z.string() }),
  /** The content does not have its type's shape; `where` is the place inside the section's content, if any. */
  z.object({ code: z.literal("invalidShape"), section: section.optional(), where: z.string(), detail: z.string() }),
  z.object({
    code: z.literal("countMismatch"),
    section,
    declared: count,
    held: count,
    counted: z.enum(COUNTED_THINGS),
  }),
  /** Multiple choice: `questions` questions of `span` letters each cover `covered` numbers. */
  z.object({ code: z.literal("choiceCountMismatch"), section, declared: count, questions: count, covered: count }),
  z.object({ code: z.literal("selectionWithoutMultiple"), section, maxSelection: count }),
  z.object({ code: z.literal("blankMissing"), section, blank: question }),
  z.object({
    code: z.literal("blankNumbersMismatch"),
    section,
    blanks: z.array(question),
    questions: z.array(question),
  }),
  /** A heading asked for paragraph `paragraph` (1-based) of a passage of `paragraphs`. */
  z.object({ code: z.literal("positionOutside"), section, paragraph: count, paragraphs: count }),
  z.object({ code: z.literal("positionRepeated"), section, paragraph: count }),
  z.object({
    code: z.literal("answerNotAllowed"),
    question,
    value: z.string(),
    choices: z.enum(ANSWER_CHOICES),
    keys: z.array(z.string()),
  }),
  z.object({ code: z.literal("answerRepeated"), question, value: z.string() }),
  z.object({ code: z.literal("listTooLong"), question, listed: count, most: count }),
  /** A free-text answer longer than the instruction's limit of `words` words (and/or a number when `number`). */
  z.object({ code: z.literal("wordLimit"), question, value: z.string(), words: count, number: z.boolean() }),
  z.object({ code: z.literal("noWordLimit"), title: z.string() }),
  z.object({ code: z.literal("answerMissing"), question }),
  /** Two keys answer one question differently; the answer under `used` counts. */
  z.object({ code: z.literal("answerConflict"), question, used: z.string(), ignored: z.string() }),
  z.object({ code: z.literal("answerStray"), question, key: z.string() }),
  z.object({ code: z.literal("explanationNoParagraph"), key: z.string(), paragraph: z.string() }),
  z.object({ code: z.literal("explanationQuoteEmpty"), key: z.string() }),
  z.object({ code: z.literal("explanationQuoteNotFound"), key: z.string(), quote: z.string(), paragraph: z.string() }),
  z.object({ code: z.literal("explanationNoAnswer"), key: z.string(), question }),
]);
/** One content problem: its code and the values its message names. */
export type TContentProblem = z.infer<typeof ZContentProblem>;
/** Every content problem code. */
export type TContentProblemCode = TContentProblem["code"];

/** Every content problem code, in the schema's order (for tests that each code is worded). */
export const CONTENT_PROBLEM_CODES: readonly TContentProblemCode[] = ZContentProblem.options.flatMap((option) => {
  const code = option.shape.code;
  return "options" in code ? [...code.options] : [...code.values];
});
