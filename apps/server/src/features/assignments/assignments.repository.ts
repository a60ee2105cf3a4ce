import { ASSIGNMENTS_LISTED } from "@bandcraft/contract/assignments";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";

/** Plain queries over assignments and the learners' work for them; callers pass `db` (or a transaction). */

export type TAssignmentRow = TDatabase["assignments"];

/** The most classes a learner's "Assigned to you" names (a learner is in a few). */
const LEARNER_CLASSES_LISTED = 100;

export const insertAssignment = (db: Kysely<TDatabase>, row: TAssignmentRow) =>
  db.insertInto("assignments").values(row).execute();

/** An assignment not withdrawn, by id. */
export const findLiveAssignment = (db: Kysely<TDatabase>, assignmentID: string) =>
  db
    .selectFrom("assignments")
    .selectAll()
    .where("id", "=", assignmentID)
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** How many live assignments a class has (in the caller's transaction, after locking the class). */
export async function liveAssignmentCount(db: Kysely<TDatabase>, classID: string): Promise<number> {
  const row = await db
    .selectFrom("assignments")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", classID)
    .where("deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Withdraws an assignment; whether it was live. */
export async function markAssignmentDeleted(db: Kysely<TDatabase>, assignmentID: string, now: number) {
  const result = await db
    .updateTable("assignments")
    .set({ deleted_at: now })
    .where("id", "=", assignmentID)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A class's live assignments, latest due first, at most ASSIGNMENTS_LISTED. */
export const classAssignments = (db: Kysely<TDatabase>, classID: string) =>
  db
    .selectFrom("assignments")
    .selectAll()
    .where("class_id", "=", classID)
    .where("deleted_at", "is", null)
    .orderBy("due_at", "desc")
    .orderBy("id")
    .limit(ASSIGNMENTS_LISTED)
    .execute();

/**
 * How many learners of each assignment's class (members now) have handed it in: a submitted attempt for a
 * reading one, a sent essay for a writing one. Assignments with none are absent.
 */
export async function submittedCounts(db: Kysely<TDatabase>, assignmentIDs: readonly string[]) {
  const counts = new Map<string, number>();
  if (assignmentIDs.length === 0) return counts;
  const reading = await db
    .selectFrom("attempts")
    .innerJoin("assignments", "assignments.id", "attempts.assignment_id")
    .innerJoin("class_members", (join) =>
      join
        .onRef("class_members.class_id", "=", "assignments.class_id")
        .onRef("class_members.user_id", "=", "attempts.user_id"),
    )
    .select(["assignments.id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("attempts.assignment_id", "in", assignmentIDs)
    .where("attempts.status", "=", "submitted")
    .groupBy("assignments.id")
    .execute();
  const writing = await db
    .selectFrom("essays")
    .innerJoin("assignments", "assignments.id", "essays.assignment_id")
    .innerJoin("class_members", (join) =>
      join
        .onRef("class_members.class_id", "=", "assignments.class_id")
        .onRef("class_members.user_id", "=", "essays.user_id"),
    )
    .select(["assignments.id", (eb) => eb.fn.count<number | string>("essays.user_id").distinct().as("n")])
    .where("essays.assignment_id", "in", assignmentIDs)
    .where("essays.sent_at", "is not", null)
    .groupBy("assignments.id")
    .execute();
  for (const row of [...reading, ...writing]) counts.set(row.id, Number(row.n));
  return counts;
}

/** The learner's unarchived classes, by name. */
export const learnerClasses = (db: Kysely<TDatabase>, userId: number) =>
  db
    .selectFrom("class_members")
    .innerJoin("classes", "classes.id", "class_members.class_id")
    .select(["classes.id", "classes.name"])
    .where("class_members.user_id", "=", userId)
    .where("classes.archived_at", "is", null)
    .orderBy("classes.name")
    .orderBy("classes.id")
    .limit(LEARNER_CLASSES_LISTED)
    .execute();

/**
 * The live assignments of these classes with their class's name: the ASSIGNMENTS_LISTED due latest, so that old
 * work never hides new work (the caller puts them in the list's order).
 */
export async function assignmentsOfClasses(db: Kysely<TDatabase>, classIDs: readonly string[]) {
  if (classIDs.length === 0) return [];
  return db
    .selectFrom("assignments")
    .innerJoin("classes", "classes.id", "assignments.class_id")
    .selectAll("assignments")
    .select("classes.name as className")
    .where("assignments.class_id", "in", classIDs)
    .where("assignments.deleted_at", "is", null)
    .orderBy("assignments.due_at", "desc")
    .orderBy("assignments.id")
    .limit(ASSIGNMENTS_LISTED)
    .execute();
}

/** The learner's attempts for these assignments (at most one each). */
export async function attemptsFor(db: Kysely<TDatabase>, userId: number, assignmentIDs: readonly string[]) {
  if (assignmentIDs.length === 0) return [];
  return db
    .selectFrom("attempts")
    .select(["assignment_id", "test_taker_id", "status", "submitted_at"])
    .where("user_id", "=", userId)
    .where("assignment_id", "in", assignmentIDs)
    .execute();
}

/** The learner's sent essays for these assignments, first sent first, with when the teacher returned them. */
export async function sentEssaysFor(db: Kysely<TDatabase>, userId: number, assignmentIDs: readonly string[]) {
  if (assignmentIDs.length === 0) return [];
  return db
    .selectFrom("essays")
    .leftJoin("essay_marks", "essay_marks.essay_id", "essays.id")
    .select(["essays.id", "essays.assignment_id", "essays.sent_at", "essay_marks.returned_at"])
    .where("essays.user_id", "=", userId)
    .where("essays.assignment_id", "in", assignmentIDs)
    .where("essays.sent_at", "is not", null)
    .orderBy("essays.sent_at")
    .orderBy("essays.id")
    .execute();
}

/** A live assignment of an unarchived class the learner is in now; undefined otherwise (one answer for all). */
export const assignmentForMember = (db: Kysely<TDatabase>, assignmentID: string, userId: number) =>
  db
    .selectFrom("assignments")
    .innerJoin("classes", "classes.id", "assignments.class_id")
    .innerJoin("class_members", "class_members.class_id", "assignments.class_id")
    .selectAll("assignments")
    .where("assignments.id", "=", assignmentID)
    .where("assignments.deleted_at", "is", null)
    .where("classes.archived_at", "is", null)
    .where("class_members.user_id", "=", userId)
    .executeTakeFirst();

/**
 * Lets go of the learner's abandoned attempt for an assignment (it stays theirs, as their own practice), so
 * the one attempt per learner and assignment can be started afresh.
 */
export const releaseAbandonedAttempt = (db: Kysely<TDatabase>, assignmentID: string, userId: number) =>
  db
    .updateTable("attempts")
    .set({ assignment_id: null })
    .where("assignment_id", "=", assignmentID)
    .where("user_id", "=", userId)
    .where("status", "=", "abandoned")
    .execute();
