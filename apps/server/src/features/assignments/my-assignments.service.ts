import type { TAssignmentKind, TMyAssignment } from "@bandcraft/contract/assignments";
import { assignmentStanding } from "@bandcraft/domain/assignment-status";
import { isUniqueViolation } from "../../db/unique-violation";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { findGivenPractice, startAttempt, type TStarted } from "../reading/public";
import {
  assignmentContentGone,
  assignmentDone,
  assignmentNotOpen,
  assignmentStarted,
  noSuchAssignment,
  writingHasNoStart,
} from "./assignment-errors";
import {
  assignmentForMember,
  assignmentsOfClasses,
  attemptsFor,
  learnerClasses,
  releaseAbandonedAttempt,
  sentEssaysFor,
} from "./assignments.repository";

/**
 * The caller's unarchived classes and their live assignments, due soonest first, each with where the caller
 * stands: only the caller's own attempts and essays are read.
 */
export async function myAssignments(
  deps: TAppDeps,
  user: TAuthUser,
): Promise<{ classes: { classID: string; name: string }[]; assignments: TMyAssignment[] }> {
  const classes = await learnerClasses(deps.db, user.id);
  const latest = await assignmentsOfClasses(
    deps.db,
    classes.map((c) => c.id),
  );
  const rows = latest.sort((a, b) => Number(a.due_at) - Number(b.due_at) || (a.id < b.id ? -1 : 1));
  const ids = rows.map((r) => r.id);
  const [attempts, essays] = await Promise.all([
    attemptsFor(deps.db, user.id, ids),
    sentEssaysFor(deps.db, user.id, ids),
  ]);
  // An abandoned attempt counts as none: the learner starts the assignment afresh.
  const attemptOf = new Map(attempts.filter((a) => a.status !== "abandoned").map((a) => [a.assignment_id, a]));
  const essayOf = new Map<string | null, (typeof essays)[number]>();
  for (const essay of essays) if (!essayOf.has(essay.assignment_id)) essayOf.set(essay.assignment_id, essay);
  const now = deps.now();
  const assignments = rows.map((r): TMyAssignment => {
    const attempt = r.kind === "writing" ? undefined : attemptOf.get(r.id);
    const essay = r.kind === "writing" ? essayOf.get(r.id) : undefined;
    const handedIn = attempt?.status === "submitted" ? attempt.submitted_at : (essay?.sent_at ?? null);
    const work = { started: attempt?.status === "open", submittedAt: handedIn === null ? null : Number(handedIn) };
    const window = { opensAt: Number(r.opens_at), dueAt: Number(r.due_at) };
    return {
      assignmentID: r.id,
      classID: r.class_id,
      className: r.className,
      kind: r.kind as TAssignmentKind,
      title: r.title,
      ...window,
      timeLimitMinutes: r.time_limit_minutes === null ? null : Number(r.time_limit_minutes),
      writingTaskID: r.writing_item_id,
      ...assignmentStanding(now, window, work),
      testTakerID: attempt?.test_taker_id ?? null,
      essayID: essay?.id ?? null,
      marked: essay !== undefined && essay.returned_at !== null,
    };
  });
  return { classes: classes.map((c) => ({ classID: c.id, name: c.name })), assignments };
}

/** 409 when the caller has an attempt for the assignment already; an abandoned one is let go of instead. */
async function assertNotStarted(deps: TAppDeps, user: TAuthUser, assignmentID: string) {
  const [existing] = await attemptsFor(deps.db, user.id, [assignmentID]);
  if (existing?.status === "open") throw assignmentStarted(existing.test_taker_id);
  if (existing?.status === "submitted") throw assignmentDone(existing.test_taker_id);
  if (existing?.status === "abandoned") await releaseAbandonedAttempt(deps.db, assignmentID, user.id);
}

/**
 * Starts the caller's one attempt at an assigned reading of a class they are in: its passages in part order,
 * no tokens, the teacher's time limit times the caller's allowance. The open-tests limit holds as for any
 * start. Two starts racing: the unique index lets one through, the other is told it has started.
 */
export async function startAssignment(deps: TAppDeps, user: TAuthUser, assignmentID: string): Promise<TStarted> {
  const row = await assignmentForMember(deps.db, assignmentID, user.id);
  if (!row) throw noSuchAssignment();
  if (row.kind === "writing") throw writingHasNoStart();
  if (deps.now() < Number(row.opens_at)) throw assignmentNotOpen(Number(row.opens_at));
  await assertNotStarted(deps, user, row.id);
  const ids = (row.practice_ids ?? "").split("|").filter(Boolean);
  const given = await Promise.all(ids.map((id) => findGivenPractice(deps.db, id)));
  const practices = given.filter((p) => p !== undefined);
  if (practices.length === 0 || practices.length !== ids.length) throw assignmentContentGone();
  const assigned = { assignmentID: row.id, timeLimitMinutes: row.time_limit_minutes };
  try {
    const attempt = await startAttempt(deps, user, "multi", practices, assigned);
    return { bodies: practices.map((p) => p.learnerBody), attempt };
  } catch (error) {
    if (isUniqueViolation(error)) throw assignmentStarted();
    throw error;
  }
}
