import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import {
  assignmentFailure,
  createRequest,
  formProblems,
  fromLocalInput,
  newForm,
  partsOf,
  resultsFileName,
  sharePercent,
  suggestedMinutes,
  type TAssignmentForm,
  toLocalInput,
} from "./assignment-rules";

const CLASS = "CL-000000000001";
const form = (patch: Partial<TAssignmentForm> = {}): TAssignmentForm => ({
  kind: "test",
  testGroup: "test-1",
  practiceIDs: [],
  writingTaskID: null,
  title: "",
  opens: "2026-04-01T09:00",
  due: "2026-04-08T23:59",
  timeLimit: null,
  untimed: false,
  ...patch,
});

describe("datetime-local values", () => {
  it.each([
    ["2026-04-01T09:30", new Date(2026, 3, 1, 9, 30).getTime()],
    ["2026-12-31T23:59", new Date(2026, 11, 31, 23, 59).getTime()],
    ["", null],
    ["2026-04-01", null],
    ["tomorrow", null],
    ["2026-13-01T09:00", null],
  ])("reads %j in this browser's time zone", (value, expected) => {
    expect(fromLocalInput(value)).toBe(expected);
  });

  it("writes a time back as the value it was read from", () => {
    expect(toLocalInput(new Date(2026, 0, 5, 7, 3).getTime())).toBe("2026-01-05T07:03");
  });

  it("opens a fresh form now and makes it due a week later at 23:59", () => {
    const fresh = newForm(new Date(2026, 3, 28, 14, 10).getTime());
    expect([fresh.opens, fresh.due]).toEqual(["2026-04-28T14:10", "2026-05-05T23:59"]);
  });
});

describe("the suggested time limit", () => {
  it.each([
    ["test", [], 60],
    ["passages", [], 20],
    ["passages", ["a"], 20],
    ["passages", ["a", "b", "c"], 60],
  ] as const)("of %s with %j chosen is %i minutes", (kind, practiceIDs, minutes) => {
    expect(suggestedMinutes({ kind, practiceIDs: [...practiceIDs] })).toBe(minutes);
  });
});

describe("the form's problems", () => {
  it.each<[string, Partial<TAssignmentForm>, object]>([
    ["a complete test, as suggested", {}, {}],
    ["no complete test", { testGroup: null }, { content: "none" }],
    ["no passage", { kind: "passages" }, { content: "none" }],
    ["a passage", { kind: "passages", practiceIDs: ["p-1"] }, {}],
    ["no writing task", { kind: "writing", timeLimit: "abc" }, { content: "none" }],
    ["due at the opening", { due: "2026-04-01T09:00" }, { due: "beforeOpen" }],
    ["due before the opening", { due: "2026-03-31T09:00" }, { due: "beforeOpen" }],
    ["no opening time", { opens: "" }, { opens: "invalid" }],
    ["no due time", { due: "" }, { due: "invalid" }],
    ["0 minutes", { timeLimit: "0" }, { timeLimit: "invalid" }],
    ["301 minutes", { timeLimit: "301" }, { timeLimit: "invalid" }],
    ["1.5 minutes", { timeLimit: "1.5" }, { timeLimit: "invalid" }],
    ["an empty limit", { timeLimit: "" }, { timeLimit: "invalid" }],
    ["an empty limit, untimed", { timeLimit: "", untimed: true }, {}],
    ["300 minutes", { timeLimit: "300" }, {}],
    ["a 121-character title", { title: "x".repeat(121) }, { title: "tooLong" }],
    ["a 120-character title in spaces", { title: ` ${"x".repeat(120)} ` }, {}],
  ])("%s", (_, patch, problems) => {
    expect(formProblems(form(patch))).toStrictEqual(problems);
  });
});

describe("the create call's body", () => {
  const opensAt = new Date(2026, 3, 1, 9, 0).getTime();
  const dueAt = new Date(2026, 3, 8, 23, 59).getTime();
  it.each<[string, Partial<TAssignmentForm>, object]>([
    [
      "a complete test keeps only its test",
      { practiceIDs: ["p-1"], writingTaskID: "w-1" },
      { testGroup: "test-1", timeLimitMinutes: 60 },
    ],
    [
      "passages in order, untimed",
      { kind: "passages", practiceIDs: ["p-2", "p-1"], untimed: true },
      { practiceIDs: ["p-2", "p-1"], timeLimitMinutes: null },
    ],
    [
      "passages with a typed limit",
      { kind: "passages", practiceIDs: ["p-1"], timeLimit: "25" },
      { practiceIDs: ["p-1"], timeLimitMinutes: 25 },
    ],
    [
      "a writing task has no limit",
      { kind: "writing", writingTaskID: "w-1", timeLimit: "40" },
      { writingTaskID: "w-1", timeLimitMinutes: null },
    ],
    ["a title is trimmed", { title: "  Week 3  " }, { title: "Week 3", testGroup: "test-1", timeLimitMinutes: 60 }],
  ])("%s", (_, patch, expected) => {
    const f = form(patch);
    expect(createRequest(CLASS, f)).toStrictEqual({ classID: CLASS, kind: f.kind, opensAt, dueAt, ...expected });
  });
});

describe("results", () => {
  it.each([
    [0, 0, null],
    [1, 2, 50],
    [2, 3, 67],
    [3, 3, 100],
  ])("%i right of %i papers is %j percent", (correct, papers, percent) => {
    expect(sharePercent(correct, papers)).toBe(percent);
  });

  it("finds the paper's parts in part order from its questions", () => {
    const q = (part: number, practiceID: string) => ({
      part,
      practiceID,
      number: part,
      questionType: "MULTIPLE_CHOICE" as const,
      papers: 0,
      correct: 0,
      wrongAnswers: [],
    });
    expect(partsOf([q(2, "b"), q(1, "a"), q(2, "b"), q(3, "c")])).toEqual([
      { part: 1, practiceID: "a" },
      { part: 2, practiceID: "b" },
      { part: 3, practiceID: "c" },
    ]);
  });

  it.each([
    ["Year 10 A", "Mock test", "Year 10 A-Mock test-results.csv"],
    ["10/A", 'Week "3": glass?', "10-A-Week -3-- glass--results.csv"],
  ])("names the file of %s's %s %s", (className, title, name) => {
    expect(resultsFileName(className, title)).toBe(name);
  });
});

describe("a failed call", () => {
  const refusal = (reason: string) => new ApiError("http", "no", { status: 409, body: { reason } });
  it.each([
    [refusal("due-before-open"), { kind: "assignment", reason: "due-before-open" }],
    [refusal("assignment-content-gone"), { kind: "assignment", reason: "assignment-content-gone" }],
    [refusal("class-archived"), { kind: "reason", reason: "class-archived" }],
    [new ApiError("network", "down"), { kind: "network" }],
    [new ApiError("http", "no", { status: 500, errMsg: "Broken" }), { kind: "server", errMsg: "Broken" }],
  ])("is sorted by its reason (%#)", (error, failure) => {
    expect(assignmentFailure(error)).toStrictEqual(failure);
  });
});
