import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TQuestionResult } from "@bandcraft/contract/results";
import { describe, expect, it } from "vitest";
import { questionResults, type TGradedPassage } from "./question-results";

const TFNG: TQuestionType = "IDENTIFYING_INFORMATION";
const GAP: TQuestionType = "SENTENCE_COMPLETION";
/** Questions 1 and 2 true/false/not given, 3 a gap. */
const TYPES = new Map<number, TQuestionType>([
  [1, TFNG],
  [2, TFNG],
  [3, GAP],
]);

/** One learner's passage of part 1: answers and which numbers were right (the others wrong). */
const paper = (answers: Record<string, string>, right: number[], part = 1, practiceID = "p1"): TGradedPassage => ({
  part,
  practiceID,
  types: TYPES,
  answers,
  correctTable: Object.fromEntries([1, 2, 3].map((n) => [String(n), right.includes(n)])),
});

const question = (number: number, fields: Partial<TQuestionResult>): TQuestionResult => ({
  part: 1,
  practiceID: "p1",
  number,
  questionType: number === 3 ? GAP : TFNG,
  papers: 0,
  correct: 0,
  wrongAnswers: [],
  ...fields,
});

describe("questionResults", () => {
  it.each<[string, TGradedPassage[], Pick<TQuestionResult, "number" | "papers" | "correct" | "wrongAnswers">[]]>([
    ["no papers: no questions", [], []],
    [
      "one right paper: every question right, nothing wrong",
      [paper({ "1": "TRUE", "2": "FALSE", "3": "pond" }, [1, 2, 3])],
      [
        { number: 1, papers: 1, correct: 1, wrongAnswers: [] },
        { number: 2, papers: 1, correct: 1, wrongAnswers: [] },
        { number: 3, papers: 1, correct: 1, wrongAnswers: [] },
      ],
    ],
    [
      'wrong answers grouped without case or spacing, shown as the most frequent spelling, blanks as ""',
      [
        paper({ "3": "the  Lake" }, [1, 2]),
        paper({ "3": "the lake" }, [1, 2]),
        paper({ "3": " THE LAKE " }, [1, 2]),
        paper({ "3": "the lake" }, [1, 2]),
        paper({ "3": "   " }, [1, 2]),
        paper({}, [1, 2]),
        paper({ "3": "river" }, [1, 2]),
      ],
      [
        { number: 1, papers: 7, correct: 7, wrongAnswers: [] },
        { number: 2, papers: 7, correct: 7, wrongAnswers: [] },
        {
          number: 3,
          papers: 7,
          correct: 0,
          wrongAnswers: [
            { answer: "the lake", count: 4 },
            { answer: "", count: 2 },
            { answer: "river", count: 1 },
          ],
        },
      ],
    ],
    [
      "at most three listed; equal counts ordered by answer text, a spelling tie by text too",
      [
        paper({ "1": "NOT GIVEN" }, [2, 3]),
        paper({ "1": "FALSE" }, [2, 3]),
        paper({ "1": "false" }, [2, 3]),
        paper({ "1": "TRUE" }, [2, 3]),
        paper({ "1": "banana" }, [2, 3]),
        paper({ "1": "NOT GIVEN" }, [2, 3]),
        paper({ "1": "TRUE" }, [2, 3]),
      ],
      [
        {
          number: 1,
          papers: 7,
          correct: 0,
          wrongAnswers: [
            { answer: "FALSE", count: 2 },
            { answer: "NOT GIVEN", count: 2 },
            { answer: "TRUE", count: 2 },
          ],
        },
        { number: 2, papers: 7, correct: 7, wrongAnswers: [] },
        { number: 3, papers: 7, correct: 7, wrongAnswers: [] },
      ],
    ],
  ])("%s", (_name, passages, expected) => {
    expect(questionResults(passages)).toEqual(expected.map((q) => question(q.number, q)));
  });

  it("orders by part then number, keeps passages apart, and leaves out numbers without a type", () => {
    const partTwo: TGradedPassage = {
      part: 2,
      practiceID: "p2",
      types: new Map([[14, GAP]]),
      answers: { "14": "x" },
      correctTable: { "14": false, "15": true },
    };
    const results = questionResults([partTwo, paper({}, [1, 2, 3])], 1);
    expect(results.map((q) => [q.part, q.practiceID, q.number])).toEqual([
      [1, "p1", 1],
      [1, "p1", 2],
      [1, "p1", 3],
      [2, "p2", 14],
    ]);
    expect(results[3]).toMatchObject({
      questionType: GAP,
      papers: 1,
      correct: 0,
      wrongAnswers: [{ answer: "x", count: 1 }],
    });
  });

  it("lists as many wrong answers as asked", () => {
    const papers = ["a", "b", "c", "d"].map((answer) => paper({ "3": answer }, [1, 2]));
    expect(questionResults(papers)[2]?.wrongAnswers).toHaveLength(3);
    expect(questionResults(papers, 1)[2]?.wrongAnswers).toEqual([{ answer: "a", count: 1 }]);
  });
});
