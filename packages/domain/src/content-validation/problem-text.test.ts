import { CONTENT_PROBLEM_CODES, type TContentProblem, ZContentProblem } from "@bandcraft/contract/content-problems";
import { describe, expect, it } from "vitest";
import { problemMessage, problemText, problemTexts } from "./problem-text";

/** One problem of every code and its English: the spec's texts where it has them, plain words elsewhere. */
const TABLE: [TContentProblem, string][] = [
  [{ code: "titleEmpty" }, "Title cannot be empty"],
  [{ code: "pageContentEmpty" }, "Page content cannot be empty"],
  [{ code: "paragraphContentEmpty" }, "Paragraph content cannot be empty"],
  [{ code: "noSections" }, "Must have at least one question section"],
  [{ code: "contentNull", section: 1 }, "Question section 1: Content cannot be null"],
  [{ code: "unknownQuestionType", section: 2 }, "Question section 2: Unknown question type"],
  [{ code: "titleRequired", section: 2 }, "Question section 2: Title is required"],
  [{ code: "instructionRequired", section: 2 }, "Question section 2: Instruction is required"],
  [{ code: "noQuestions", section: 3 }, "Question section 3: Must have at least one question"],
  [{ code: "noStatements", section: 3 }, "Question section 3: Must have at least one statement"],
  [{ code: "contentEmpty", section: 3 }, "Question section 3: Content cannot be empty"],
  [{ code: "noBlankNumbers", section: 3 }, "Question section 3: Must have at least one blank number"],
  [{ code: "noHeadings", section: 3 }, "Question section 3: Must have at least one heading"],
  [{ code: "noParagraphPositions", section: 3 }, "Question section 3: Must have at least one paragraph position"],
  [{ code: "noFeatureOptions", section: 3 }, "Question section 3: Must have feature options"],
  [{ code: "noItemsToMatch", section: 3 }, "Question section 3: Must have items to match"],
  [{ code: "noStatementsToMatch", section: 3 }, "Question section 3: Must have at least one statement to match"],
  [{ code: "noParagraphOptions", section: 3 }, "Question section 3: Must have at least one paragraph option"],
  [{ code: "noSentenceBeginnings", section: 3 }, "Question section 3: Must have sentence beginnings"],
  [{ code: "noEndingOptions", section: 3 }, "Question section 3: Must have ending options"],
  [{ code: "summaryEmpty", section: 4 }, "Question section 4: Summary content cannot be empty"],
  [{ code: "notesEmpty", section: 4 }, "Question section 4: Notes content cannot be empty"],
  [{ code: "tableEmpty", section: 4 }, "Question section 4: Table must have information"],
  [{ code: "flowChartEmpty", section: 4 }, "Question section 4: Flowchart must have information"],
  [{ code: "diagramNoImages", section: 4 }, "Question section 4: Diagram must have images"],
  [{ code: "unknownCompletionType", section: 4 }, "Question section 4: Unknown completion type"],
  [{ code: "completionTypeMismatch", section: 4 }, "Question section 4: Completion type mismatch"],
  [{ code: "questionTextEmpty", section: 1, item: 2 }, "Question section 1: Question 2: question text cannot be empty"],
  [{ code: "tooFewOptions", section: 1, item: 2 }, "Question section 1: Question 2: must have at least 2 options"],
  [{ code: "statementEmpty", section: 1, item: 3 }, "Question section 1: Statement 3 cannot be empty"],
  [{ code: "typeInvalid", section: 1, type: "TRUE_FALSE" }, "Question section 1: Question type is invalid: TRUE_FALSE"],
  [
    { code: "contentTypeMismatch", section: 1, expected: "MULTIPLE_CHOICE", got: "MATCHING_HEADINGS" },
    "Question section 1: Content type mismatch: expected MULTIPLE_CHOICE, got MATCHING_HEADINGS",
  ],
  [
    { code: "invalidShape", section: 2, where: "options.A", detail: "expected text" },
    'Question section 2: expected text (at "options.A")',
  ],
  [{ code: "invalidShape", where: "", detail: "expected an object" }, "expected an object"],
  [
    { code: "countMismatch", section: 2, declared: 3, held: 2, counted: "statements" },
    "Question section 2: the section says 3 questions but has 2 statements",
  ],
  [
    { code: "countMismatch", section: 6, declared: 1, held: 2, counted: "paragraphPositions" },
    "Question section 6: the section says 1 question but has 2 paragraphs that need a heading",
  ],
  [
    { code: "countMismatch", section: 1, declared: 2, held: 1, counted: "itemsToMatch" },
    "Question section 1: the section says 2 questions but has 1 item to match",
  ],
  [
    { code: "choiceCountMismatch", section: 2, declared: 2, questions: 1, covered: 3 },
    "Question section 2: the section says 2 questions but its 1 question covers 3",
  ],
  [
    { code: "choiceCountMismatch", section: 2, declared: 5, questions: 2, covered: 4 },
    "Question section 2: the section says 5 questions but its 2 questions cover 4",
  ],
  [
    { code: "selectionWithoutMultiple", section: 1, maxSelection: 2 },
    "Question section 1: 2 letters per question are set, but several answers per question are not allowed",
  ],
  [{ code: "blankMissing", section: 3, blank: 14 }, "Question section 3: blank {14} does not appear in the text"],
  [
    { code: "blankNumbersMismatch", section: 3, blanks: [14, 16], questions: [14, 15] },
    "Question section 3: the blanks are numbered 14, 16 but the section's questions are 14, 15",
  ],
  [
    { code: "blankNumbersMismatch", section: 3, blanks: [], questions: [14] },
    "Question section 3: the blanks are numbered none but the section's questions are 14",
  ],
  [
    { code: "positionOutside", section: 6, paragraph: 4, paragraphs: 3 },
    "Question section 6: a heading is asked for paragraph 4, but the passage has 3 paragraphs",
  ],
  [
    { code: "positionRepeated", section: 6, paragraph: 2 },
    "Question section 6: paragraph 2 is asked for a heading more than once",
  ],
  [
    { code: "answerNotAllowed", question: 2, value: "E", choices: "options", keys: ["A", "B"] },
    'Question 2: answer "E" is not one of the options (A, B)',
  ],
  [
    { code: "answerNotAllowed", question: 19, value: "Q", choices: "wordBank", keys: [] },
    'Question 19: answer "Q" is not one of the word bank letters (none given)',
  ],
  [
    {
      code: "answerNotAllowed",
      question: 5,
      value: "YES",
      choices: "judgements",
      keys: ["TRUE", "FALSE", "NOT GIVEN"],
    },
    'Question 5: answer "YES" is not TRUE, FALSE or NOT GIVEN',
  ],
  [{ code: "answerRepeated", question: 3, value: "A" }, 'Question 3: answer "A" is listed more than once'],
  [
    { code: "listTooLong", question: 3, listed: 3, most: 2 },
    "Question 3: the answer key lists 3 answers but the question takes at most 2",
  ],
  [
    { code: "wordLimit", question: 18, value: "the blue lagoon", words: 2, number: false },
    'Question 18: "the blue lagoon" breaks the limit of 2 words',
  ],
  [
    { code: "wordLimit", question: 18, value: "big 12 dogs", words: 1, number: true },
    'Question 18: "big 12 dogs" breaks the limit of 1 word and/or a number',
  ],
  [{ code: "noWordLimit", title: "Questions 1-4" }, '"Questions 1-4": the instruction states no word limit'],
  [{ code: "answerMissing", question: 2 }, "Question 2: the answer key has no answer"],
  [
    { code: "answerConflict", question: 11, used: "question_11", ignored: "heading_11" },
    "Question 11: answered by both question_11 and heading_11; question_11 is used",
  ],
  [
    { code: "answerStray", question: 25, key: "question_25" },
    "Question 25: question_25 answers a question no section asks",
  ],
  [
    { code: "explanationNoParagraph", key: "question_1", paragraph: "D" },
    'Explanation question_1: no paragraph has the hint "D"',
  ],
  [{ code: "explanationQuoteEmpty", key: "question_1" }, "Explanation question_1: the quote is empty"],
  [
    { code: "explanationQuoteNotFound", key: "question_1", quote: "Glass", paragraph: "A" },
    'Explanation question_1: the quote "Glass" is not in paragraph A',
  ],
  [
    { code: "explanationNoAnswer", key: "question_30", question: 30 },
    "Explanation question_30: question 30 has no answer to explain",
  ],
];

describe("problemText", () => {
  it.each(TABLE)("%j → %s", (problem, text) => {
    expect(ZContentProblem.parse(problem)).toEqual(problem);
    expect(problemText(problem)).toBe(text);
  });

  it("words every code of the contract (the table has a row for each)", () => {
    expect(new Set(TABLE.map(([p]) => p.code))).toEqual(new Set(CONTENT_PROBLEM_CODES));
  });

  // Teachers read these: the stored field names stay out of every message.
  it.each(TABLE)("names no internal field: %j", (problem) => {
    expect(problemText(problem)).not.toMatch(
      /questionNumber|paragraphInfo|readingPracticeID|maxSelection|allowMultiple|blankNumbers|paragraphPositions/,
    );
  });

  it("keeps the section prefix out of problemMessage and the order in problemTexts", () => {
    const problems: TContentProblem[] = [{ code: "noHeadings", section: 2 }, { code: "titleEmpty" }];
    expect(problemMessage(problems[0] as TContentProblem)).toBe("Must have at least one heading");
    expect(problemTexts(problems)).toEqual([
      "Question section 2: Must have at least one heading",
      "Title cannot be empty",
    ]);
  });
});
