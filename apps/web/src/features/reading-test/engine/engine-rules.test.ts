import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { describe, expect, it } from "vitest";
import { bandTone, formatBand, percentOf } from "../results/result-rules";
import { formatHms } from "./format-time";
import { parseTestPractice } from "./parse-practice";
import { partBanner } from "./part-banner-rules";
import { isReloadShortcut } from "./refresh-guard";
import { buildSubmitRequest } from "./submit-attempt";
import { answersForSubmission } from "./use-answers";

const learnerCopy = () => {
  const { answers: _a, explanations: _e, ...practice } = samplePractice();
  return practice;
};

describe("formatHms", () => {
  it.each([
    [0, "00:00:00"],
    [1, "00:00:01"],
    [59, "00:00:59"],
    [60, "00:01:00"],
    [3599, "00:59:59"],
    [3600, "01:00:00"],
    [36_061, "10:01:01"],
    [360_000, "100:00:00"],
    [-5, "00:00:00"],
    [12.9, "00:00:12"],
    [Number.NaN, "00:00:00"],
  ])("%s s → %s", (seconds, text) => {
    expect(formatHms(seconds)).toBe(text);
  });
});

describe("partBanner", () => {
  it.each([
    [1, [1, 2, 13], { part: 1, range: { from: 1, to: 13 } }],
    [2, [14, 15, 26], { part: 2, range: { from: 14, to: 26 } }],
    [3, [27, 40], { part: 3, range: { from: 27, to: 40 } }],
    [3, [], { part: 3, range: null }],
    [0, [1, 2], { part: null, range: null }],
    [-1, [1, 2], { part: null, range: null }],
    [4, [1, 2], { part: null, range: null }],
    [undefined, [1, 2], { part: null, range: null }],
  ])("level %s with %j", (level, numbers, expected) => {
    expect(partBanner(level, numbers)).toEqual(expected);
  });
});

describe("isReloadShortcut", () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });
  it.each([
    [key("F5"), true],
    [key("r", { ctrlKey: true }), true],
    [key("R", { ctrlKey: true }), true],
    [key("r", { metaKey: true }), true],
    [key("r"), false],
    [key("r", { ctrlKey: true, altKey: true }), false],
    [key("F4"), false],
  ])("%j → %s", (event, expected) => {
    expect(isReloadShortcut(event)).toBe(expected);
  });
});

describe("band colours and figures", () => {
  it.each([
    [-1, "none", null],
    [0, "red", "0.0"],
    [4.5, "red", "4.5"],
    [5, "amber", "5.0"],
    [6, "amber", "6.0"],
    [6.5, "blue", "6.5"],
    [7.5, "blue", "7.5"],
    [8, "green", "8.0"],
    [9, "green", "9.0"],
  ])("band %s → %s, %s", (band, tone, text) => {
    expect(bandTone(band)).toBe(tone);
    expect(formatBand(band)).toBe(text);
  });
  it.each([
    [0, 0, "0.0"],
    [1, 3, "33.3"],
    [2, 3, "66.7"],
    [24, 24, "100.0"],
  ])("%s of %s → %s %%", (correct, total, text) => {
    expect(percentOf(correct, total)).toBe(text);
  });
});

describe("submission payload", () => {
  it("drops blank answers and keys by number", () => {
    expect(answersForSubmission({ 1: "B", 2: "  ", 3: "", 4: " lagoon " })).toEqual({ 1: "B", 4: " lagoon " });
  });
  it("builds one passage with empty highlights", () => {
    const request = buildSubmitRequest({
      testTakerId: "TT-ABCDEFGH1234",
      startedAt: 1000,
      submittedAt: 5000.4,
      elapsedSeconds: 65.7,
      passages: [{ practiceId: "sample-1", answers: { 1: "B", 2: "" }, highlights: [] }],
    });
    expect(request).toEqual({
      testTakerID: "TT-ABCDEFGH1234",
      elapsedTime: 65,
      startTimeStamp: 1000,
      submissionTimestamp: 5000,
      readingPractices: [
        {
          readingPracticeID: "sample-1",
          answers: { 1: "B" },
          highlights: { items: [] },
          highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
        },
      ],
    });
  });
});

describe("parseTestPractice", () => {
  it("numbers the sample 1–24 by section", () => {
    const parsed = parseTestPractice(learnerCopy());
    expect(parsed.sections.every((s) => s.ok)).toBe(true);
    expect(parsed.sections.flatMap((s) => s.numbers)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it("keeps the rest of the test when one section is malformed, and its numbers", () => {
    const raw = learnerCopy() as Record<string, unknown> & { questionSections: unknown[] };
    raw.questionSections[0] = { ...(raw.questionSections[0] as object), content: { questions: "nope" } };
    raw.questionSections[2] = { ...(raw.questionSections[2] as object), content: null };
    raw.questionSections[3] = { ...(raw.questionSections[3] as object), questionType: "ESSAY" };
    raw.questionSections[4] = null;
    const parsed = parseTestPractice(raw);
    const problems = parsed.sections.map((s) => (s.ok ? "ok" : s.problem.kind));
    expect(problems.slice(0, 6)).toEqual(["invalid", "ok", "noContent", "unknownType", "noSection", "ok"]);
    expect(parsed.sections[0]).toMatchObject({ ok: false, title: "Questions 1-2", numbers: [1, 2] });
    // A null section has no declared size; the running count then resumes with the next section's numbers.
    expect(parsed.sections[5]?.numbers).toEqual([9, 10]);
    expect(parsed.sections[11]?.numbers).toEqual([21, 22]);
  });

  it("throws when the practice shell itself is unusable", () => {
    expect(() => parseTestPractice({ title: "x" })).toThrow();
  });
});
