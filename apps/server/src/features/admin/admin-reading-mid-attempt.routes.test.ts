import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, paperPassage, signedInLearner, submitPaper } from "../../../test/harness";
import { adminReadingTestSetup, SOURCE } from "./admin-reading-test-setup";

describe.each(DIALECTS)("admin reading calls on %s", (dialect) => {
  const { ctx, signedIn, post, list, single, start, submitFor, createCopy } = adminReadingTestSetup(dialect);

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
      const edit = await post(ROUTES.adminReadingModify.path, {
        ...practice,
        answers: { ...practice.answers, question_1: newKey },
      });
      expect(edit.statusCode).toBe(200);
      const res = await submitOne(first.testTakerID, id, oldKey);
      expect(res.statusCode).toBe(200);
      expect(correct(res)).toBe(true);
      // The review shows the version graded, too.
      const review = (
        await post(ROUTES.readingReview.path, { readingPracticeID: id, testTakerID: first.testTakerID }, mid)
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
      expect((await post(ROUTES.adminReadingDelete.path, { readingPracticeID: id })).statusCode).toBe(200);
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
        await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 100 } }, mid)
      ).json();
      expect(records.data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).not.toContain(testTakerID);
      const result = await post(ROUTES.readingResult.path, { testTakerID }, mid);
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
      const res = await post(ROUTES.adminReadingDelete.path, { readingPracticeID: id });
      expect(res.statusCode).toBe(200);
      expect((await post(ROUTES.adminReadingSingle.path, { practiceID: id })).statusCode).toBe(404);
      expect((await list({}, 1, 100)).some((t) => t.readingPracticeID === id)).toBe(false);
      const records = (
        await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }, signedIn.learner)
      ).json();
      expect(records.data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).toContain(testTakerID);
      const review = await post(ROUTES.readingReview.path, { readingPracticeID: id, testTakerID }, signedIn.learner);
      expect(review.statusCode).toBe(200);
      expect(review.json().readingPractice.title).toBe("To be deleted");
      expect(review.json().correctTable["1"]).toBe(true);
    });

    it("answers 404 for an unknown test and 400 for a malformed id", async () => {
      expect((await post(ROUTES.adminReadingDelete.path, { readingPracticeID: "no-such-test" })).statusCode).toBe(404);
      expect((await post(ROUTES.adminReadingDelete.path, { readingPracticeID: "../etc" })).statusCode).toBe(400);
    });
  });
});
