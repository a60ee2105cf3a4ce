import { ZAdminReadingListResponse } from "@bandcraft/contract/admin";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  paperPassage,
  signedInLearner,
  signIn,
  submitPaper,
  type TestContext,
} from "../../../test/harness";
import { createUser } from "../accounts/user-admin.service";

const SOURCE = "bandcraft-test-2-part-1";

describe.each(DIALECTS)("admin reading calls on %s", (dialect) => {
  let ctx: TestContext;
  let admin: string;
  let learner: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await signIn(ctx);
    await createUser(
      ctx.deps.db,
      { email: "lee@example.com", password: "learner-password", grantedBy: "test" },
      ctx.clock.now,
    );
    learner = await signIn(ctx, "lee@example.com", "learner-password");
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token = admin) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const list = async (filters: Record<string, unknown> = {}, page = 1, pageSize = 10) => {
    const res = await post("/api/admin/reading/list", {
      questionTypes: [],
      paginationRequest: { page, pageSize },
      ...filters,
    });
    expect(res.statusCode).toBe(200);
    return ZAdminReadingListResponse.parse(res.json()).info;
  };
  const single = async (id: string): Promise<TReadingPractice> =>
    (await post("/api/admin/reading/single", { practiceID: id })).json().readingPractice;
  /** Starts a practice as a learner: the form they were given and the attempt's server-made id. */
  const start = async (id: string, token = learner) => {
    const res = await post("/api/reading/single", { practiceID: id }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ readingPractice: Record<string, unknown>; attempt: { testTakerID: string } }>();
    return { given: body.readingPractice, testTakerID: body.attempt.testTakerID };
  };
  /** Submits one passage's answers for an attempt, some minutes after its start (submitPaper). */
  const submitFor = (testTakerID: string, id: string, answers: Record<string, string>, token = learner) =>
    submitPaper(ctx, token, testTakerID, [paperPassage(id, answers)]);
  /** A copy of a sample passage saved as a new test (the sample bank stays untouched for other tests). */
  const createCopy = async (title: string, changes: Partial<TReadingPractice> = {}) => {
    ctx.clock.now += 1000;
    const { readingPracticeID: _id, ...rest } = await single(SOURCE);
    const res = await post("/api/admin/reading/modify", { ...rest, title, testGroup: undefined, level: 0, ...changes });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().readingPracticeID as string;
  };

  describe("list", () => {
    it("lists the bank's tests ten to a page, with question counts and types", async () => {
      const page1 = await list();
      expect(page1).toHaveLength(10);
      const page2 = await list({}, 2);
      expect(page2).toHaveLength(2);
      const all = [...page1, ...page2];
      expect(new Set(all.map((t) => t.readingPracticeID)).size).toBe(12);
      const sample = all.find((t) => t.readingPracticeID === "bandcraft-test-1-part-1");
      expect(sample).toMatchObject({ level: 1, questionNumber: 13 });
      expect(sample?.questionTypes.length).toBeGreaterThan(0);
    });

    it.each([
      ["level 2", { level: 2 }, (t: { level: number }) => t.level === 2, 4],
      ["untagged (none in the bank)", { level: 0 }, () => true, 0],
      ["Cambridge IELTS (none in the bank)", { pageType: "CambridgeIelts" }, () => true, 0],
    ])("filters by %s", async (_name, filters, holds, count) => {
      const found = await list(filters, 1, 100);
      expect(found).toHaveLength(count);
      expect(found.every(holds)).toBe(true);
    });

    it("keeps tests using any of the chosen question types", async () => {
      const all = await list({}, 1, 100);
      const types = ["DIAGRAM_LABEL_COMPLETION", "MATCHING_SENTENCE_ENDINGS"];
      const expected = all.filter((t) => t.questionTypes.some((q) => types.includes(q)));
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      const found = await list({ questionTypes: types }, 1, 100);
      expect(found.map((t) => t.readingPracticeID).sort()).toEqual(expected.map((t) => t.readingPracticeID).sort());
    });

    it("refuses an unknown question type or level with 400", async () => {
      for (const filters of [{ questionTypes: ["ESSAY"] }, { level: 7 }, { pageType: "Mock" }]) {
        const res = await post("/api/admin/reading/list", {
          questionTypes: [],
          paginationRequest: { page: 1, pageSize: 10 },
          ...filters,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().errMsg).toContain("Invalid request");
      }
    });
  });

  describe("title search", () => {
    it("finds a partial, case-insensitive match, preferring the exact title", async () => {
      const practice = await single("bandcraft-test-3-part-2");
      const word = practice.title.split(" ").slice(-1)[0] ?? "";
      const res = await post("/api/admin/reading/title", { title: `  ${word.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().readingPractice.title.toLowerCase()).toContain(word.toLowerCase());
      const exact = await post("/api/admin/reading/title", { title: practice.title.toLowerCase() });
      expect(exact.json().readingPractice.readingPracticeID).toBe("bandcraft-test-3-part-2");
      expect(exact.json().readingPractice.answers).toBeDefined();
    });

    it.each([
      ["no match", { title: "zzz no such passage" }, 404, "Test not found with this title"],
      ["a wildcard that must not match everything", { title: "%" }, 404, "Test not found with this title"],
      ["a blank title", { title: "   " }, 400, "Please enter a title to search"],
      // Found by the hostile-input suite: a NUL reached PostgreSQL's LIKE (a 500).
      ["a title with a NUL", { title: "\u0000ice" }, 400, "NUL character"],
    ])("answers %s", async (_name, payload, status, message) => {
      const res = await post("/api/admin/reading/title", payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().errMsg).toContain(message);
    });
  });

  describe("modify", () => {
    it("creates a test when no id is sent; it is listed first and learners can start it", async () => {
      const id = await createCopy("A copy to practise on");
      expect(id).toMatch(/^reading-/);
      expect((await list())[0]?.readingPracticeID).toBe(id);
      const start = await post("/api/reading/single", { practiceID: id }, learner);
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
      const res = await post("/api/admin/reading/modify", {
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

    it("refuses an invalid practice with the validator's messages and stores nothing", async () => {
      const id = await createCopy("Valid until now");
      const practice = await single(id);
      const broken = {
        ...practice,
        title: "  ",
        paragraphInfo: [{ hint: "A", content: "" }],
        questionSections: practice.questionSections.map((s, i) => (i === 0 ? { ...s, content: null } : s)),
      };
      const res = await post("/api/admin/reading/modify", broken);
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
      expect((await single(id)).title).toBe("Valid until now");
    });

    it("refuses an answer key that does not fit the questions (structure check) and a non-object body", async () => {
      const id = await createCopy("Structure");
      const practice = await single(id);
      const res = await post("/api/admin/reading/modify", { ...practice, answers: { question_99: "A" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().problems.length).toBeGreaterThan(0);
      const notObject = await post("/api/admin/reading/modify", [1, 2]);
      expect(notObject.statusCode).toBe(400);
    });

    // Found by the hostile-input suite: 2^53 - 1 questions sent numbering into Array.from (a RangeError, 500).
    it("refuses a section claiming more questions than any section has, with the contract's message", async () => {
      const practice = await single(SOURCE);
      const sections = practice.questionSections.map((s, i) => (i === 0 ? { ...s, questionNumber: 2 ** 53 - 1 } : s));
      const { readingPracticeID: _id, ...rest } = practice;
      const res = await post("/api/admin/reading/modify", { ...rest, questionSections: sections });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errMsg).toContain("A question section has at most 100 questions");
    });

    it("requires every section's title and instruction", async () => {
      const id = await createCopy("Sections need titles");
      const practice = await single(id);
      const sections = practice.questionSections.map((s, i) => (i === 1 ? { ...s, title: " ", instruction: "" } : s));
      const res = await post("/api/admin/reading/modify", { ...practice, questionSections: sections });
      expect(res.statusCode).toBe(400);
      expect(res.json().problems).toEqual([
        "Question section 2: Title is required",
        "Question section 2: Instruction is required",
      ]);
    });

    it("answers 404 for an id that does not exist, rather than creating it", async () => {
      const practice = await single(SOURCE);
      const res = await post("/api/admin/reading/modify", { ...practice, readingPracticeID: "no-such-test" });
      expect(res.statusCode).toBe(404);
      expect((await post("/api/admin/reading/single", { practiceID: "no-such-test" })).statusCode).toBe(404);
    });

    it("soft-deletes with level -1: hidden from learners and the default list, shown under Deleted", async () => {
      const id = await createCopy("Retired");
      const practice = await single(id);
      expect((await post("/api/admin/reading/modify", { ...practice, level: -1 })).statusCode).toBe(200);
      expect((await list({}, 1, 100)).some((t) => t.readingPracticeID === id)).toBe(false);
      expect((await list({ level: -1 }, 1, 100)).map((t) => t.readingPracticeID)).toContain(id);
      expect((await post("/api/reading/single", { practiceID: id }, learner)).statusCode).toBe(404);
    });
  });

  describe("a learner mid-attempt", () => {
    // A learner of their own, so these starts leave the other tests' daily tokens alone.
    let mid: string;
    beforeAll(async () => {
      mid = await signedInLearner(ctx, "mid");
    });
    const submitOne = (testTakerID: string, id: string, answer: string) =>
      submitFor(testTakerID, id, { "1": answer }, mid);
    const correct = (res: {
      json: () => { submissionRecord: { SubmissionResults: { correctTable: Record<string, boolean> }[] } };
    }) => res.json().submissionRecord.SubmissionResults[0]?.correctTable["1"];

    it("is graded against the version they were given, though the key was edited meanwhile", async () => {
      const id = await createCopy("Edited mid-attempt");
      const first = await start(id, mid);
      // The version given is kept by the attempt on the server, never sent: the form names none.
      expect(first.given).not.toHaveProperty("version");
      const practice = await single(id);
      const oldKey = String(practice.answers.question_1);
      const newKey = oldKey === "B" ? "C" : "B";
      const edit = await post("/api/admin/reading/modify", {
        ...practice,
        answers: { ...practice.answers, question_1: newKey },
      });
      expect(edit.statusCode).toBe(200);
      const res = await submitOne(first.testTakerID, id, oldKey);
      expect(res.statusCode).toBe(200);
      expect(correct(res)).toBe(true);
      // The review shows the version graded, too.
      const review = (
        await post("/api/reading/review", { readingPracticeID: id, testTakerID: first.testTakerID }, mid)
      ).json();
      expect(review.readingPractice.answers.question_1).toBe(oldKey);
      // A learner who starts now gets the new version and its key.
      const next = await start(id, mid);
      expect(next.testTakerID).not.toBe(first.testTakerID);
      const graded = await submitOne(next.testTakerID, id, oldKey);
      expect(correct(graded)).toBe(false);
      expect(graded.json().submissionRecord.SubmissionResults[0].standardAnswers["1"]).toEqual(
        expect.stringContaining(newKey),
      );
    });

    it("can still submit after the test was deleted", async () => {
      const id = await createCopy("Deleted mid-attempt");
      const { testTakerID } = await start(id, mid);
      const key = String((await single(id)).answers.question_1);
      expect((await post("/api/admin/reading/delete", { readingPracticeID: id })).statusCode).toBe(200);
      const res = await submitOne(testTakerID, id, key);
      expect(res.statusCode).toBe(200);
      expect(correct(res)).toBe(true);
    });

    it("cannot submit a passage that is not in their attempt: 400, and nothing is stored", async () => {
      const id = await createCopy("Own passage only");
      const { testTakerID } = await start(id, mid);
      const key = String((await single(id)).answers.question_1);
      for (const passages of [[paperPassage(SOURCE, { "1": key })], [paperPassage(id), paperPassage(SOURCE)]]) {
        const res = await submitPaper(ctx, mid, testTakerID, passages);
        expect(res.statusCode).toBe(400);
        expect(res.json().errMsg).toContain(`Passage ${SOURCE} is not part of test ${testTakerID}`);
      }
      const records = (
        await post("/api/reading/record", { paginationRequest: { page: 1, pageSize: 100 } }, mid)
      ).json();
      expect(records.data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).not.toContain(testTakerID);
      const result = await post("/api/reading/result", { testTakerID }, mid);
      expect(result.statusCode).toBe(409);
      // The attempt is still open: its own passage submits and is graded against its own key.
      const res = await submitOne(testTakerID, id, key);
      expect(res.statusCode).toBe(200);
      expect(correct(res)).toBe(true);
    });
  });

  describe("delete", () => {
    it("deletes a test; the learner's records and review of it stay intact", async () => {
      const id = await createCopy("To be deleted");
      const practice = await single(id);
      const first = practice.answers.question_1;
      const { testTakerID } = await start(id);
      const submitted = await submitFor(testTakerID, id, {
        "1": Array.isArray(first) ? (first[0] ?? "") : (String(first).split("|")[0] ?? ""),
      });
      expect(submitted.statusCode).toBe(200);
      const res = await post("/api/admin/reading/delete", { readingPracticeID: id });
      expect(res.statusCode).toBe(200);
      expect((await post("/api/admin/reading/single", { practiceID: id })).statusCode).toBe(404);
      expect((await list({}, 1, 100)).some((t) => t.readingPracticeID === id)).toBe(false);
      const records = (
        await post("/api/reading/record", { paginationRequest: { page: 1, pageSize: 20 } }, learner)
      ).json();
      expect(records.data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).toContain(testTakerID);
      const review = await post("/api/reading/review", { readingPracticeID: id, testTakerID }, learner);
      expect(review.statusCode).toBe(200);
      expect(review.json().readingPractice.title).toBe("To be deleted");
      expect(review.json().correctTable["1"]).toBe(true);
    });

    it("answers 404 for an unknown test and 400 for a malformed id", async () => {
      expect((await post("/api/admin/reading/delete", { readingPracticeID: "no-such-test" })).statusCode).toBe(404);
      expect((await post("/api/admin/reading/delete", { readingPracticeID: "../etc" })).statusCode).toBe(400);
    });
  });
});
