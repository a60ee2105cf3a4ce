import type { TMyAssignment } from "@bandcraft/contract/assignments";
import { describe, expect, it } from "vitest";
import type { TStartFailure } from "../../lib/reading-start";
import { actionOf, asOf, chipOf, dueHintOf, startProblemOf, type TAssignedAction } from "./assigned-rules";
import { assignmentOf } from "./assigned-work.api";
import { assigned, DAY, HOUR, MINUTE, NOW } from "./assigned-work-fixtures";

describe("what an assignment's button does", () => {
  it.each<[string, Partial<TMyAssignment>, TAssignedAction]>([
    [
      "not open yet: waits for its opening time",
      { status: "upcoming", opensAt: NOW + DAY },
      { kind: "opens", at: NOW + DAY },
    ],
    ["reading to do: starts", { status: "to-do" }, { kind: "start" }],
    ["passages to do: starts", { kind: "passages", status: "to-do" }, { kind: "start" }],
    [
      "reading in progress: continues its attempt",
      { status: "in-progress", testTakerID: "MT-ABCDEFGH0123" },
      { kind: "continue", to: "/multi-test/MT-ABCDEFGH0123" },
    ],
    [
      "reading submitted: its results, at the attempt's address",
      { status: "submitted", testTakerID: "MT-ABCDEFGH0123" },
      { kind: "result", to: "/multi-test/MT-ABCDEFGH0123" },
    ],
    [
      "reading in progress without its attempt: nothing",
      { status: "in-progress", testTakerID: null },
      { kind: "none" },
    ],
    [
      "writing to do: the editor on its task",
      { kind: "writing", writingTaskID: "task 2/a" },
      { kind: "write", to: "/writing/practices?task=task%202%2Fa" },
    ],
    [
      "writing submitted: the essay",
      { kind: "writing", status: "submitted", writingTaskID: "t", essayID: "ES-1" },
      { kind: "essay", to: "/writing/essays/ES-1" },
    ],
    ["writing without its task: nothing", { kind: "writing", writingTaskID: null }, { kind: "none" }],
    [
      "upcoming writing: waits too",
      { kind: "writing", writingTaskID: "t", status: "upcoming" },
      { kind: "opens", at: NOW - DAY },
    ],
  ])("%s", (_name, overrides, action) => {
    expect(actionOf(assigned(1, overrides))).toEqual(action);
  });
});

describe("the status chip", () => {
  it.each<[Partial<TMyAssignment>, string]>([
    [{ status: "upcoming" }, "upcoming"],
    [{ status: "to-do" }, "to-do"],
    [{ status: "in-progress" }, "in-progress"],
    [{ status: "submitted" }, "submitted"],
    [{ kind: "writing", status: "submitted", marked: true }, "marked"],
    // Marks only count once the work is in.
    [{ kind: "writing", status: "to-do", marked: true }, "to-do"],
  ])("%o shows %s", (overrides, chip) => {
    expect(chipOf(assigned(1, overrides))).toBe(chip);
  });
});

describe("how far the due time is", () => {
  it.each<[string, number, TMyAssignment["status"], ReturnType<typeof dueHintOf>]>([
    ["two days", 2 * DAY, "to-do", { kind: "in", value: 2, unit: "day" }],
    ["a day and a half (rounded)", 36 * HOUR, "to-do", { kind: "in", value: 2, unit: "day" }],
    ["just a day", DAY, "in-progress", { kind: "in", value: 1, unit: "day" }],
    ["under a day, in whole hours", 23 * HOUR + 59 * MINUTE, "to-do", { kind: "in", value: 23, unit: "hour" }],
    ["an hour", HOUR, "to-do", { kind: "in", value: 1, unit: "hour" }],
    ["under an hour, minutes rounded up", 59 * MINUTE + 1, "to-do", { kind: "in", value: 60, unit: "minute" }],
    ["seconds left: still a minute", 1_000, "upcoming", { kind: "in", value: 1, unit: "minute" }],
    ["due this very moment: overdue", 0, "to-do", { kind: "overdue" }],
    ["past", -HOUR, "in-progress", { kind: "overdue" }],
    ["submitted: no hint", -HOUR, "submitted", null],
  ])("%s", (_name, left, status, hint) => {
    expect(dueHintOf({ status, dueAt: NOW + left }, NOW)).toEqual(hint);
  });
});

describe("an assignment as it stands now on this device", () => {
  it.each<[string, Partial<TMyAssignment>, Partial<TMyAssignment>]>([
    ["opened since the list was read: to do", { status: "upcoming", opensAt: NOW }, { status: "to-do", late: false }],
    ["not open yet: unchanged", { status: "upcoming", opensAt: NOW + 1 }, { status: "upcoming" }],
    ["its due time passed unsubmitted: late", { status: "in-progress", dueAt: NOW - 1 }, { late: true }],
    ["submitted in time: never late afterwards", { status: "submitted", dueAt: NOW - DAY }, { late: false }],
    ["late as the server said: stays late", { status: "submitted", late: true }, { late: true }],
  ])("%s", (_name, overrides, expected) => {
    expect(asOf(assigned(1, overrides), NOW)).toMatchObject(expected);
  });

  it("is the same object when nothing changed", () => {
    const a = assigned(1);
    expect(asOf(a, NOW)).toBe(a);
  });
});

describe("why an assigned start failed", () => {
  const refused = (status: number, reason?: string): TStartFailure => ({
    ok: false,
    kind: "failed",
    errMsg: "server words",
    noTokens: null,
    status,
    ...(reason ? { reason } : {}),
  });
  it.each<[string, TStartFailure, string]>([
    ["not open", refused(409, "assignment-not-open"), "assignment-not-open"],
    ["started", refused(409, "assignment-started"), "assignment-started"],
    ["done", refused(409, "assignment-done"), "assignment-done"],
    ["content gone", refused(409, "assignment-content-gone"), "assignment-content-gone"],
    ["no longer theirs (404)", refused(404), "gone"],
    ["no network", { ok: false, kind: "network" }, "network"],
    ["too many tests in progress", refused(409, "open-attempts"), "other"],
    ["a reason not the start's", refused(409, "essay-already-sent"), "other"],
  ])("%s", (_name, failure, problem) => {
    expect(startProblemOf(failure)).toBe(problem);
  });
});

describe("reading the list by hand", () => {
  it("keeps a well-formed assignment as it is", () => {
    const a = assigned(1, { status: "in-progress", testTakerID: "MT-1", late: true });
    expect(assignmentOf({ ...a, extra: "ignored" })).toEqual(a);
  });

  it.each<[string, unknown]>([
    ["nothing", null],
    ["an unknown kind", { ...assigned(1), kind: "listening" }],
    ["an unknown status", { ...assigned(1), status: "archived" }],
    ["a due time that is text", { ...assigned(1), dueAt: "tomorrow" }],
    ["a missing time limit", { ...assigned(1), timeLimitMinutes: undefined }],
    ["a late that is not a boolean", { ...assigned(1), late: "yes" }],
    ["an attempt id that is a number", { ...assigned(1), testTakerID: 7 }],
  ])("leaves out %s", (_name, raw) => {
    expect(assignmentOf(raw)).toBeNull();
  });
});
