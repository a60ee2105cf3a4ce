import type { TContentProblem } from "@bandcraft/contract/content-problems";

const plural = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
const listed = (numbers: readonly number[]) => (numbers.length > 0 ? numbers.join(", ") : "none");

/** What a section holds one of per question, in words, singular and plural. */
const COUNTED_WORDS = {
  statements: ["statement", "statements"],
  statementsToMatch: ["statement to match", "statements to match"],
  itemsToMatch: ["item to match", "items to match"],
  sentenceBeginnings: ["sentence beginning", "sentence beginnings"],
  paragraphPositions: ["paragraph that needs a heading", "paragraphs that need a heading"],
  questions: ["question", "questions"],
} as const;

/** What an answer must be one of, in words. */
const CHOICE_WORDS = {
  options: "options",
  headings: "headings",
  paragraphOptions: "paragraph options",
  featureOptions: "feature options",
  endingOptions: "ending options",
  wordBank: "word bank letters",
  judgements: "judgements",
} as const;

/** The spec's own texts for the problems that name nothing but where they are. */
const FIXED_TEXTS = {
  titleEmpty: "Title cannot be empty",
  pageContentEmpty: "Page content cannot be empty",
  paragraphContentEmpty: "Paragraph content cannot be empty",
  noSections: "Must have at least one question section",
  contentNull: "Content cannot be null",
  unknownQuestionType: "Unknown question type",
  titleRequired: "Title is required",
  instructionRequired: "Instruction is required",
  noQuestions: "Must have at least one question",
  noStatements: "Must have at least one statement",
  contentEmpty: "Content cannot be empty",
  noBlankNumbers: "Must have at least one blank number",
  noHeadings: "Must have at least one heading",
  noParagraphPositions: "Must have at least one paragraph position",
  noFeatureOptions: "Must have feature options",
  noItemsToMatch: "Must have items to match",
  noStatementsToMatch: "Must have at least one statement to match",
  noParagraphOptions: "Must have at least one paragraph option",
  noSentenceBeginnings: "Must have sentence beginnings",
  noEndingOptions: "Must have ending options",
  summaryEmpty: "Summary content cannot be empty",
  notesEmpty: "Notes content cannot be empty",
  tableEmpty: "Table must have information",
  flowChartEmpty: "Flowchart must have information",
  diagramNoImages: "Diagram must have images",
  unknownCompletionType: "Unknown completion type",
  completionTypeMismatch: "Completion type mismatch",
} as const;

/** "one of the options (A, B)", or "TRUE, FALSE or NOT GIVEN" for the judgements, which are the exam's words. */
function choiceWords(choices: keyof typeof CHOICE_WORDS, keys: readonly string[]): string {
  if (choices === "judgements") return `${keys.slice(0, -1).join(", ")} or ${keys[keys.length - 1] ?? ""}`;
  return `one of the ${CHOICE_WORDS[choices]} (${keys.length > 0 ? keys.join(", ") : "none given"})`;
}

/** The English message of a problem without its "Question section N: " prefix. */
export function problemMessage(problem: TContentProblem): string {
  const p = problem;
  switch (p.code) {
    case "questionTextEmpty":
      return `Question ${p.item}: question text cannot be empty`;
    case "tooFewOptions":
      return `Question ${p.item}: must have at least 2 options`;
    case "statementEmpty":
      return `Statement ${p.item} cannot be empty`;
    case "typeInvalid":
      return `Question type is invalid: ${p.type}`;
    case "contentTypeMismatch":
      return `Content type mismatch: expected ${p.expected}, got ${p.got}`;
    case "invalidShape":
      return p.where === "" ? p.detail : `${p.detail} (at "${p.where}")`;
    case "countMismatch": {
      const [one, other] = COUNTED_WORDS[p.counted];
      return `the section says ${plural(p.declared, "question", "questions")} but has ${plural(p.held, one, other)}`;
    }
    case "choiceCountMismatch":
      return `the section says ${plural(p.declared, "question", "questions")} but its ${
        p.questions === 1 ? "1 question covers" : `${p.questions} questions cover`
      } ${p.covered}`;
    case "selectionWithoutMultiple":
      return `${plural(p.maxSelection, "letter", "letters")} per question ${p.maxSelection === 1 ? "is" : "are"} set, but several answers per question are not allowed`;
    case "blankMissing":
      return `blank {${p.blank}} does not appear in the text`;
    case "blankNumbersMismatch":
      return `the blanks are numbered ${listed(p.blanks)} but the section's questions are ${listed(p.questions)}`;
    case "positionOutside":
      return `a heading is asked for paragraph ${p.paragraph}, but the passage has ${plural(p.paragraphs, "paragraph", "paragraphs")}`;
    case "positionRepeated":
      return `paragraph ${p.paragraph} is asked for a heading more than once`;
    case "answerNotAllowed":
      return `Question ${p.question}: answer "${p.value}" is not ${choiceWords(p.choices, p.keys)}`;
    case "answerRepeated":
      return `Question ${p.question}: answer "${p.value}" is listed more than once`;
    case "listTooLong":
      return `Question ${p.question}: the answer key lists ${plural(p.listed, "answer", "answers")} but the question takes at most ${p.most}`;
    case "wordLimit":
      return `Question ${p.question}: "${p.value}" breaks the limit of ${plural(p.words, "word", "words")}${p.number ? " and/or a number" : ""}`;
    case "noWordLimit":
      return `"${p.title}": the instruction states no word limit`;
    case "answerMissing":
      return `Question ${p.question}: the answer key has no answer`;
    case "answerConflict":
      return `Question ${p.question}: answered by both ${p.used} and ${p.ignored}; ${p.used} is used`;
    case "answerStray":
      return `Question ${p.question}: ${p.key} answers a question no section asks`;
    case "explanationNoParagraph":
      return `Explanation ${p.key}: no paragraph has the hint "${p.paragraph}"`;
    case "explanationQuoteEmpty":
      return `Explanation ${p.key}: the quote is empty`;
    case "explanationQuoteNotFound":
      return `Explanation ${p.key}: the quote "${p.quote}" is not in paragraph ${p.paragraph}`;
    case "explanationNoAnswer":
      return `Explanation ${p.key}: question ${p.question} has no answer to explain`;
    default:
      return FIXED_TEXTS[p.code];
  }
}

/** The prefix of a message about one section. */
export function sectionPrefix(index: number): string {
  return `Question section ${index}: `;
}

/** The one English wording of a problem: the spec's text where it has one, prefixed with its section. */
export function problemText(problem: TContentProblem): string {
  const message = problemMessage(problem);
  return "section" in problem && problem.section !== undefined ? sectionPrefix(problem.section) + message : message;
}

/** Every problem in English, in order. */
export function problemTexts(problems: readonly TContentProblem[]): string[] {
  return problems.map(problemText);
}
