import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_ELAPSED_SECONDS, ZLearnerPractice, ZReadingPractice, ZSubmitRequest } from "./reading";

const bankDir = path.resolve(import.meta.dirname, "../../../content/reading");
const bankFiles = fs.readdirSync(bankDir).filter((f) => f.endsWith(".json"));

describe("reading schemas", () => {
  it.each(bankFiles)("parse the bank file %s", (file) => {
    const raw = JSON.parse(fs.readFileSync(path.join(bankDir, file), "utf8"));
    const result = ZReadingPractice.safeParse(raw);
    expect(result.success ? "" : result.error.message).toBe("");
  });

  it("never lets the answer key into the learner's shape", () => {
    const raw = JSON.parse(fs.readFileSync(path.join(bankDir, bankFiles[0] ?? ""), "utf8"));
    expect(ZLearnerPractice.safeParse(raw).success).toBe(false);
    const { answers: _answers, explanations: _explanations, ...learner } = raw;
    expect(ZLearnerPractice.safeParse(learner).success).toBe(true);
  });

  const submission = {
    testTakerID: "TT-ABCDEFGH1234",
    elapsedTime: 120,
    startTimeStamp: 1_700_000_000_000,
    submissionTimestamp: 1_700_000_120_000,
    readingPractices: [
      {
        readingPracticeID: "bandcraft-test-1-part-1",
        answers: { "1": "TRUE", "2": "ice" },
        highlights: { items: [] },
        highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
      },
    ],
  };

  it.each([
    ["a valid submission", submission, true],
    ["a bad test-taker id", { ...submission, testTakerID: "XX-1" }, false],
    ["no passages", { ...submission, readingPractices: [] }, false],
    ["four passages", { ...submission, readingPractices: Array(4).fill(submission.readingPractices[0]) }, false],
    [
      "a non-numeric answer key",
      { ...submission, readingPractices: [{ ...submission.readingPractices[0], answers: { q1: "x" } }] },
      false,
    ],
    ["a negative elapsed time", { ...submission, elapsedTime: -1 }, false],
    ["the longest elapsed time the records hold", { ...submission, elapsedTime: MAX_ELAPSED_SECONDS }, true],
    ["an elapsed time past 32 bits", { ...submission, elapsedTime: MAX_ELAPSED_SECONDS + 1 }, false],
  ])("judge %s", (_label, value, valid) => {
    expect(ZSubmitRequest.safeParse(value).success).toBe(valid);
  });
});
