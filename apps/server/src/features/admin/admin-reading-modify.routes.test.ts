import { ZAdminModifyError } from "@bandcraft/contract/admin";
import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { adminReadingTestSetup, SOURCE } from "./admin-reading-test-setup";

describe.each(DIALECTS)("admin reading calls on %s", (dialect) => {
  const { signedIn, post, list, single, start, submitFor, createCopy } = adminReadingTestSetup(dialect);

  describe("modify", () => {
    it("creates a test when no id is sent; it is listed first and learners can start it", async () => {
      const id = await createCopy("A copy to practise on");
      expect(id).toMatch(/^reading-/);
      expect((await list())[0]?.readingPracticeID).toBe(id);
      const start = await post(ROUTES.readingSingle.path, { practiceID: id }, signedIn.learner);
      expect(start.statusCode).toBe(200);
      expect(start.json().readingPractice.title).toBe("A copy to practise on");
      expect(start.json().readingPractice.answers).toBeUndefined();
    });

    it("saves an edit to a title, a paragraph and an answer, which the learner's next start and grade use", async () => {
      const id = await createCopy("Before the edit");
      const practice = await single(id);
      const paragraphs = practice.paragraphInfo.map((p, i) =>
        i === 0 ? { ...p, content: `Edited. ${p.content}` } : p,
      );
      const res = await post(ROUTES.adminReadingModify.path, {
        ...practice,
        title: "After the edit",
        paragraphInfo: paragraphs,
        // Question 1 matches information to paragraphs A–H; the key moves from D to B.
        answers: { ...practice.answers, question_1: "B" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().readingPracticeID).toBe(id);
      const { given, testTakerID } = await start(id);
      expect(given.title).toBe("After the edit");
      expect((given.paragraphInfo as { content: string }[])[0]?.content).toMatch(/^Edited\. /);
      const submitted = await submitFor(testTakerID, id, { "1": "B" });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().submissionRecord.SubmissionResults[0].correctTable["1"]).toBe(true);
    });

    it("takes the key forms the spec's clients send: lower-case keys normalised, heading_N beside question_N, {} banks", async () => {
      const { readingPracticeID: _sampleId, ...sample } = samplePractice();
      const summary = sample.questionSections.find(
        (s) => s.questionType === "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
      );
      if (summary?.questionType === "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION") summary.content.wordBank = {};
      const answers = {
        ...sample.answers,
        question_1: "b",
        question_5: "true",
        question_6: "not given",
        heading_11: "II",
        question_11: "ii",
        question_19: "furnace",
        question_20: "sand",
      };
      const res = await post(ROUTES.adminReadingModify.path, { ...sample, title: "Key forms", answers });
      expect(res.statusCode, res.body).toBe(200);
      const saved = await single(res.json().readingPracticeID);
      expect(saved.answers).toMatchObject({
        question_1: "B",
        question_5: "TRUE",
        question_6: "NOT GIVEN",
        heading_11: "ii",
      });
      expect(saved.answers.question_19).toBe("furnace");
    });

    it("refuses a free-text key longer than its instruction's word limit", async () => {
      const { readingPracticeID: _sampleId, ...sample } = samplePractice();
      const answers = { ...sample.answers, question_18: "the blue lagoon of Venice" };
      const res = await post(ROUTES.adminReadingModify.path, { ...sample, title: "Too long a key", answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().problems).toContain('Question 18: "the blue lagoon of Venice" breaks the limit of 2 words');
      expect(res.json().contentProblems).toContainEqual({
        code: "wordLimit",
        question: 18,
        value: "the blue lagoon of Venice",
        words: 2,
        number: false,
      });
    });

    it("refuses an invalid practice with the validator's messages and stores nothing", async () => {
      const id = await createCopy("Valid until now");
      const practice = await single(id);
      const broken = {
        ...practice,
        title: "  ",
        paragraphInfo: [{ hint: "A", content: "" }],
        questionSections: practice.questionSections.map((s, i) => (i === 0 ? { ...s, content: null } : s)),
      };
      const res = await post(ROUTES.adminReadingModify.path, broken);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.problems).toEqual(
        expect.arrayContaining([
          "Title cannot be empty",
          "Paragraph content cannot be empty",
          "Question section 1: Content cannot be null",
        ]),
      );
      expect(body.errMsg).toContain("Title cannot be empty");
      // The same problems as codes, one for one, for the web to word in the teacher's language.
      expect(ZAdminModifyError.parse(body).contentProblems).toEqual(
        expect.arrayContaining([
          { code: "titleEmpty" },
          { code: "paragraphContentEmpty" },
          { code: "contentNull", section: 1 },
        ]),
      );
      expect(body.contentProblems).toHaveLength(body.problems.length);
      expect((await single(id)).title).toBe("Valid until now");
    });

    it("refuses an answer key that does not fit the questions (structure check) and a non-object body", async () => {
      const id = await createCopy("Structure");
      const practice = await single(id);
      const res = await post(ROUTES.adminReadingModify.path, { ...practice, answers: { question_99: "A" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().problems.length).toBeGreaterThan(0);
      const notObject = await post(ROUTES.adminReadingModify.path, [1, 2]);
      expect(notObject.statusCode).toBe(400);
    });

    // Found by the hostile-input suite: 2^53 - 1 questions sent numbering into Array.from (a RangeError, 500).
    it("refuses a section claiming more questions than any section has, with the contract's message", async () => {
      const practice = await single(SOURCE);
      const sections = practice.questionSections.map((s, i) => (i === 0 ? { ...s, questionNumber: 2 ** 53 - 1 } : s));
      const { readingPracticeID: _id, ...rest } = practice;
      const res = await post(ROUTES.adminReadingModify.path, { ...rest, questionSections: sections });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errMsg).toContain("A question section has at most 100 questions");
      expect(res.json().contentProblems).toContainEqual({
        code: "invalidShape",
        section: 1,
        where: "questionNumber",
        detail: "A question section has at most 100 questions",
      });
    });

    it("words a count that disagrees with its section without field names, and sends it as a code", async () => {
      const id = await createCopy("Counts");
      const practice = await single(id);
      const index = practice.questionSections.findIndex((s) => s.questionType === "IDENTIFYING_INFORMATION");
      const sections = practice.questionSections.map((s, i) =>
        i === index && s.questionType === "IDENTIFYING_INFORMATION"
          ? { ...s, content: { ...s.content, statements: s.content.statements.slice(1) } }
          : s,
      );
      const res = await post(ROUTES.adminReadingModify.path, { ...practice, questionSections: sections });
      expect(res.statusCode).toBe(400);
      const body = ZAdminModifyError.parse(res.json());
      const original = practice.questionSections[index];
      if (original?.questionType !== "IDENTIFYING_INFORMATION") throw new Error("the source has a TRUE/FALSE section");
      const declared = original.questionNumber;
      const held = original.content.statements.length - 1;
      expect(body.contentProblems).toContainEqual({
        code: "countMismatch",
        section: index + 1,
        declared,
        held,
        counted: "statements",
      });
      expect(body.problems).toContain(
        `Question section ${index + 1}: the section says ${declared} questions but has ${held} statement${held === 1 ? "" : "s"}`,
      );
      expect(body.errMsg).not.toMatch(/questionNumber|paragraphInfo|readingPracticeID/);
    });

    it("requires every section's title and instruction", async () => {
      const id = await createCopy("Sections need titles");
      const practice = await single(id);
      const sections = practice.questionSections.map((s, i) => (i === 1 ? { ...s, title: " ", instruction: "" } : s));
      const res = await post(ROUTES.adminReadingModify.path, { ...practice, questionSections: sections });
      expect(res.statusCode).toBe(400);
      expect(res.json().problems).toEqual([
        "Question section 2: Title is required",
        "Question section 2: Instruction is required",
      ]);
      expect(res.json().contentProblems).toEqual([
        { code: "titleRequired", section: 2 },
        { code: "instructionRequired", section: 2 },
      ]);
    });

    it("answers 404 for an id that does not exist, rather than creating it", async () => {
      const practice = await single(SOURCE);
      const res = await post(ROUTES.adminReadingModify.path, { ...practice, readingPracticeID: "no-such-test" });
      expect(res.statusCode).toBe(404);
      expect((await post(ROUTES.adminReadingSingle.path, { practiceID: "no-such-test" })).statusCode).toBe(404);
    });

    it("soft-deletes with level -1: hidden from learners and the default list, shown under Deleted", async () => {
      const id = await createCopy("Retired");
      const practice = await single(id);
      expect((await post(ROUTES.adminReadingModify.path, { ...practice, level: -1 })).statusCode).toBe(200);
      expect((await list({}, 1, 100)).some((t) => t.readingPracticeID === id)).toBe(false);
      expect((await list({ level: -1 }, 1, 100)).map((t) => t.readingPracticeID)).toContain(id);
      expect((await post(ROUTES.readingSingle.path, { practiceID: id }, signedIn.learner)).statusCode).toBe(404);
    });
  });
});
