import { describe, expect, it } from "vitest";
import { assignmentStanding } from "./assignment-status";

const OPENS = Date.UTC(2026, 10, 23, 9, 0, 0);
const DUE = OPENS + 7 * 86_400_000;
const window = { opensAt: OPENS, dueAt: DUE };
const none = { started: false, submittedAt: null };

describe("assignmentStanding", () => {
  it.each([
    ["before it opens", OPENS - 1, none, "upcoming", false],
    ["at the opening time", OPENS, none, "to-do", false],
    ["open, not begun", OPENS + 1, none, "to-do", false],
    ["open, an attempt running", OPENS + 1, { started: true, submittedAt: null }, "in-progress", false],
    ["submitted in time", DUE + 5, { started: false, submittedAt: DUE - 1 }, "submitted", false],
    ["submitted at the due time exactly", DUE + 5, { started: false, submittedAt: DUE }, "submitted", false],
    ["submitted after the due time", DUE + 5, { started: false, submittedAt: DUE + 1 }, "submitted", true],
    ["at the due time, not submitted", DUE, none, "to-do", false],
    ["past the due time, not begun", DUE + 1, none, "to-do", true],
    ["past the due time, still running", DUE + 1, { started: true, submittedAt: null }, "in-progress", true],
  ] as const)("%s", (_label, now, work, status, late) => {
    expect(assignmentStanding(now, window, work)).toEqual({ status, late });
  });
});
