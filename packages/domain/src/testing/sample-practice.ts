import type { TQuestionSection, TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";

/**
 * A small practice with one section of every question type (and a multi-select one), numbered 1–24.
 * Test support only: each call returns a fresh copy that a test may change.
 */
export function samplePractice(): TReadingPractice {
  return {
    readingPracticeID: "sample-1",
    title: "The history of glass",
    level: 1,
    pageType: "ActualTest",
    paragraphInfo: [
      { hint: "A", content: "Glass was first made in Mesopotamia about 4,500 years ago." },
      { hint: "B", content: "Roman glassblowers learned to shape glass with a pipe, which made it cheap." },
      { hint: "C", content: "Venetian makers moved to Murano in 1291, partly because of the fire risk." },
    ],
    questionSections: [
      {
        title: "Questions 1-2",
        questionType: "MULTIPLE_CHOICE",
        questionNumber: 2,
        instruction: "Choose the correct letter, A, B, C or D.",
        content: {
          questions: [
            {
              question: "Where was glass first made?",
              options: { A: "Rome", B: "Mesopotamia", C: "Venice", D: "Egypt" },
            },
            { question: "What made glass cheap?", options: { A: "Sand", B: "Fire", C: "Blowing", D: "Trade" } },
          ],
        },
      },
      {
        title: "Questions 3-4",
        questionType: "MULTIPLE_CHOICE",
        questionNumber: 2,
        instruction: "Choose TWO letters, A-E.",
        content: {
          questions: [
            {
              question: "Which TWO reasons are given for the move to Murano?",
              options: { A: "fire", B: "taxes", C: "space", D: "secrecy", E: "water" },
            },
          ],
          allowMultiple: true,
          maxSelection: 2,
        },
      },
      {
        title: "Questions 5-6",
        questionType: "IDENTIFYING_INFORMATION",
        questionNumber: 2,
        instruction: "TRUE, FALSE or NOT GIVEN?",
        content: { statements: ["Glass is older than 4,000 years.", "Romans exported glass to China."] },
      },
      {
        title: "Questions 7-8",
        questionType: "IDENTIFYING_WRITERS_VIEW",
        questionNumber: 2,
        instruction: "YES, NO or NOT GIVEN?",
        content: { statements: ["Blowing was a major advance.", "Venice was unwise to move."] },
      },
      {
        title: "Questions 9-10",
        questionType: "MATCHING_INFORMATION",
        questionNumber: 2,
        instruction: "Which paragraph contains the following information?",
        content: {
          statementsToMatch: ["a date of relocation", "an early origin"],
          paragraphOptions: { A: "Paragraph A", B: "Paragraph B", C: "Paragraph C" },
        },
      },
      {
        title: "Questions 11-12",
        questionType: "MATCHING_HEADINGS",
        questionNumber: 2,
        instruction: "Choose the correct heading for paragraphs A and B.",
        content: {
          headings: { i: "An island industry", ii: "Ancient beginnings", iii: "A cheaper method", iv: "Trade routes" },
          paragraphPositions: [0, 1],
        },
      },
      {
        title: "Questions 13-14",
        questionType: "MATCHING_FEATURES",
        questionNumber: 2,
        instruction: "Match each statement with the correct place.",
        content: {
          featureOptions: { A: "Mesopotamia", B: "Rome", C: "Venice" },
          itemsToMatch: ["where blowing spread", "where glass began"],
        },
      },
      {
        title: "Questions 15-16",
        questionType: "MATCHING_SENTENCE_ENDINGS",
        questionNumber: 2,
        instruction: "Complete each sentence with the correct ending.",
        content: {
          sentenceBeginnings: ["The blowpipe", "The move to Murano"],
          endingOptions: { A: "reduced fire risk.", B: "raised taxes.", C: "was Egyptian.", D: "lowered prices." },
        },
      },
      {
        title: "Questions 17-18",
        questionType: "SENTENCE_COMPLETION",
        questionNumber: 2,
        instruction: "Write NO MORE THAN TWO WORDS.",
        content: {
          content: "Glass could be tinted any {17}.\nSand was dredged from the {18}.",
          blankNumbers: [17, 18],
        },
      },
      {
        title: "Questions 19-20",
        questionType: "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
        questionNumber: 2,
        instruction: "Complete the summary using the list of words, A-F.",
        content: {
          completionType: "summary",
          summary: { content: "Glassmaking began in {19} and became {20} under Rome." },
          wordBank: { A: "Venice", B: "cheap", C: "rare", D: "Rome", E: "Mesopotamia", F: "costly" },
          blankNumbers: [19, 20],
        },
      },
      {
        title: "Questions 21-22",
        questionType: "DIAGRAM_LABEL_COMPLETION",
        questionNumber: 2,
        instruction: "Label the diagram.",
        content: {
          picURL: "furnace.svg",
          textContents: ["{21} feeds the fire", "{22} holds the melt"],
          blankNumbers: [21, 22],
        },
      },
      {
        title: "Questions 23-24",
        questionType: "SHORT_ANSWER_QUESTIONS",
        questionNumber: 2,
        instruction: "Answer with NO MORE THAN THREE WORDS AND/OR A NUMBER.",
        content: { questions: ["Which island did Venetian makers move to?", "In which year?"] },
      },
    ],
    answers: {
      question_1: "B",
      question_2: "C",
      question_3: ["A", "D"],
      question_5: "TRUE",
      question_6: "NOT GIVEN",
      question_7: "YES",
      question_8: "NOT GIVEN",
      question_9: "C",
      question_10: "A",
      heading_11: "ii",
      heading_12: "iii",
      question_13: "B",
      question_14: "A",
      question_15: "D",
      question_16: "A",
      question_17: "colour|color",
      question_18: "lagoon",
      question_19: "E",
      question_20: "B",
      question_21: "bellows",
      question_22: "crucible",
      question_23: "Murano",
      question_24: "1291",
    },
    explanations: {
      question_1: { paragraph: "A", quote: "first made in Mesopotamia", note: "Paragraph A names Mesopotamia." },
      heading_12: { paragraph: "B", quote: "which made it cheap", note: "Blowing lowered the price." },
      question_24: { paragraph: "C", quote: "moved to Murano in 1291", note: "The year is given." },
    },
  };
}

/** The sample practice after `change`: a quick way to build a table row that breaks one rule. */
export function changedSample(change: (practice: TReadingPractice) => void): TReadingPractice {
  const practice = samplePractice();
  change(practice);
  return practice;
}

function isSectionOf<T extends TQuestionType>(section: TQuestionSection, type: T): section is TSectionOf<T> {
  return section.questionType === type;
}

/** The `nth` (0-based) section of `type` in a practice; throws when there is none, as a test would want. */
export function sectionOfType<T extends TQuestionType>(practice: TReadingPractice, type: T, nth = 0): TSectionOf<T> {
  const found = practice.questionSections.filter((s): s is TSectionOf<T> => isSectionOf(s, type))[nth];
  if (!found) throw new Error(`no section ${nth} of type ${type}`);
  return found;
}
