import type { TAssignmentReason, TMyAssignment } from "@bandcraft/contract/assignments";
import { attemptPath } from "../../lib/reading-paths";
import type { TStartFailure } from "../../lib/reading-start";

// What the "Assigned to you" list shows of an assignment and what its button does: pure, so tables test them.

/** What an item's button does: wait for the opening time, start, or open the work where it lives. */
export type TAssignedAction =
  | { kind: "opens"; at: number }
  | { kind: "start" }
  | { kind: "continue" | "result" | "write" | "essay"; to: string }
  | { kind: "none" };

/** The writing editor on a task (the practices page opens the task its address names). */
export const writingTaskPath = (writingTaskID: string) =>
  `/writing/practices?task=${encodeURIComponent(writingTaskID)}`;

/** A saved (and sent) essay. */
export const essayPath = (essayID: string) => `/writing/essays/${encodeURIComponent(essayID)}`;

/** The attempt of an assigned reading: its test while running, its results once submitted (one address). */
const assignedAttemptPath = (testTakerID: string) =>
  attemptPath({ kind: testTakerID.startsWith("TT-") ? "single" : "multi", testTakerID });

/** The button of an assignment, from its kind and where the learner stands; "none" when the work is not known. */
export function actionOf(a: TMyAssignment): TAssignedAction {
  if (a.status === "upcoming") return { kind: "opens", at: a.opensAt };
  if (a.kind === "writing") {
    if (a.status === "submitted") return a.essayID ? { kind: "essay", to: essayPath(a.essayID) } : { kind: "none" };
    return a.writingTaskID ? { kind: "write", to: writingTaskPath(a.writingTaskID) } : { kind: "none" };
  }
  if (a.status === "to-do") return { kind: "start" };
  if (!a.testTakerID) return { kind: "none" };
  const to = assignedAttemptPath(a.testTakerID);
  return a.status === "in-progress" ? { kind: "continue", to } : { kind: "result", to };
}

/** The status chip: the four statuses, and "marked" once a teacher has returned the essay. */
export type TAssignedChip = TMyAssignment["status"] | "marked";
export const chipOf = (a: TMyAssignment): TAssignedChip => (a.status === "submitted" && a.marked ? "marked" : a.status);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How far the due time is: none once submitted, overdue once passed, else in minutes, hours or days. */
export type TDueHint = null | { kind: "overdue" } | { kind: "in"; value: number; unit: "minute" | "hour" | "day" };

/** The relative hint beside the due time, as of `now`. */
export function dueHintOf(a: Pick<TMyAssignment, "status" | "dueAt">, now: number): TDueHint {
  if (a.status === "submitted") return null;
  const left = a.dueAt - now;
  if (left <= 0) return { kind: "overdue" };
  if (left < HOUR) return { kind: "in", value: Math.max(1, Math.ceil(left / MINUTE)), unit: "minute" };
  if (left < DAY) return { kind: "in", value: Math.floor(left / HOUR), unit: "hour" };
  return { kind: "in", value: Math.round(left / DAY), unit: "day" };
}

/** The refusals of a start the list says in the learner's language. */
export const START_REASONS = [
  "assignment-not-open",
  "assignment-started",
  "assignment-done",
  "assignment-content-gone",
] as const satisfies readonly TAssignmentReason[];

/**
 * Why an assigned start failed, to say: a known refusal, gone (404: withdrawn or no longer the learner's),
 * no network, or anything else (the generic start texts: too many tests in progress, the server's words).
 */
export type TStartProblem = (typeof START_REASONS)[number] | "gone" | "network" | "other";

export function startProblemOf(failure: TStartFailure): TStartProblem {
  if (failure.kind === "network") return "network";
  if (failure.status === 404) return "gone";
  const reason = START_REASONS.find((r) => r === failure.reason);
  return reason ?? "other";
}

/**
 * The assignment as it stands at `now` on this device, between two reads of the list: one whose opening time
 * has passed can be started (the server checks the time itself), and work not submitted by its due time is late.
 */
export function asOf(a: TMyAssignment, now: number): TMyAssignment {
  const status = a.status === "upcoming" && now >= a.opensAt ? "to-do" : a.status;
  const late = a.late || (status !== "submitted" && now > a.dueAt);
  return status === a.status && late === a.late ? a : { ...a, status, late };
}
