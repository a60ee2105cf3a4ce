import { MAX_CLASS_SIZE } from "@bandcraft/contract/classes";
import { RAW_SCORE_MAX } from "@bandcraft/domain/band";
import { type Kysely, sql } from "kysely";
import type { TDatabase } from "../../db/database";

/**
 * The reads of a class's results. Every query of learners' work joins the class's members now and names the
 * class's assignments, so a removed learner, another class's work and a learner's own practice (an attempt or
 * essay without this assignment) are never read. Each reads a whole class in one statement, not one per learner.
 */

/** An assignment that was not withdrawn, with its class's name. */
export const liveAssignment = (db: Kysely<TDatabase>, assignmentID: string) =>
  db
    .selectFrom("assignments")
    .innerJoin("classes", "classes.id", "assignments.class_id")
    .selectAll("assignments")
    .select("classes.name as className")
    .where("assignments.id", "=", assignmentID)
    .where("assignments.deleted_at", "is", null)
    .executeTakeFirst();

export type TAssignmentRow = NonNullable<Awaited<ReturnType<typeof liveAssignment>>>;

/** A class's assignments that were not withdrawn, by due time (then creation), with the class's name. */
export const classAssignments = (db: Kysely<TDatabase>, classID: string): Promise<TAssignmentRow[]> =>
  db
    .selectFrom("assignments")
    .innerJoin("classes", "classes.id", "assignments.class_id")
    .selectAll("assignments")
    .select("classes.name as className")
    .where("assignments.class_id", "=", classID)
    .where("assignments.deleted_at", "is", null)
    .orderBy("assignments.due_at")
    .orderBy("assignments.created_at")
    .orderBy("assignments.id")
    .execute();

/** The class's learners now (at most MAX_CLASS_SIZE); the caller puts them in the table's order. */
export const classMembers = (db: Kysely<TDatabase>, classID: string) =>
  db
    .selectFrom("class_members")
    .innerJoin("users", "users.id", "class_members.user_id")
    .select(["users.id as userId", "users.email", "users.display_name as name"])
    .where("class_members.class_id", "=", classID)
    .limit(MAX_CLASS_SIZE)
    .execute();

export type TMemberRow = Awaited<ReturnType<typeof classMembers>>[number];

/** The learner of the class now with this (normalised) e-mail; undefined when there is none. */
export const memberByEmail = (db: Kysely<TDatabase>, classID: string, email: string) =>
  db
    .selectFrom("class_members")
    .innerJoin("users", "users.id", "class_members.user_id")
    .select(["users.id as userId", "users.email", "users.display_name as name"])
    .where("class_members.class_id", "=", classID)
    .where("users.email", "=", email)
    .executeTakeFirst();

/**
 * The attempts members made for these assignments (one per learner and assignment), each with its paper once
 * submitted; `userId` narrows to one learner.
 */
export async function assignedAttempts(
  db: Kysely<TDatabase>,
  classID: string,
  assignmentIDs: readonly string[],
  userId?: number,
) {
  if (assignmentIDs.length === 0) return [];
  let query = db
    .selectFrom("attempts")
    .innerJoin("class_members", (join) =>
      join.onRef("class_members.user_id", "=", "attempts.user_id").on("class_members.class_id", "=", classID),
    )
    .leftJoin("submissions", (join) =>
      join
        .onRef("submissions.user_id", "=", "attempts.user_id")
        .onRef("submissions.test_taker_id", "=", "attempts.test_taker_id"),
    )
    .select([
      "attempts.assignment_id as assignmentId",
      "attempts.user_id as userId",
      "attempts.test_taker_id as testTakerId",
      "attempts.practice_ids as practiceIds",
      "attempts.status",
      "attempts.started_at as startedAt",
      "attempts.closed_by_server as closedByServer",
      "attempts.question_count as attemptQuestionCount",
      "submissions.submitted_at as submittedAt",
      "submissions.total_correct as totalCorrect",
      "submissions.question_count as questionCount",
      "submissions.band",
      "submissions.elapsed_seconds as elapsedSeconds",
    ])
    .where("attempts.assignment_id", "in", assignmentIDs);
  if (userId !== undefined) query = query.where("attempts.user_id", "=", userId);
  return query.execute();
}

export type TAttemptRow = Awaited<ReturnType<typeof assignedAttempts>>[number];

/** The graded passages of members' submitted papers for these assignments, each in its paper's part order. */
export async function assignedPassages(db: Kysely<TDatabase>, classID: string, assignmentIDs: readonly string[]) {
  if (assignmentIDs.length === 0) return [];
  return db
    .selectFrom("submission_passages")
    .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
    .innerJoin("attempts", (join) =>
      join
        .onRef("attempts.user_id", "=", "submissions.user_id")
        .onRef("attempts.test_taker_id", "=", "submissions.test_taker_id"),
    )
    .innerJoin("class_members", (join) =>
      join.onRef("class_members.user_id", "=", "submissions.user_id").on("class_members.class_id", "=", classID),
    )
    .select([
      "attempts.assignment_id as assignmentId",
      "submissions.user_id as userId",
      "submission_passages.position",
      "submission_passages.practice_id as practiceId",
      "submission_passages.user_answers as userAnswers",
      "submission_passages.correct_table as correctTable",
      "submission_passages.snapshot_sha as snapshotSha",
    ])
    .where("attempts.assignment_id", "in", assignmentIDs)
    .orderBy("submissions.user_id")
    .orderBy("submission_passages.position")
    .execute();
}

/**
 * Each of these learners' latest submitted complete tests (40 questions) for these assignments, at most `latest`
 * a learner, with how many they submitted in all: one statement, a window over the assignment index's ranges.
 */
export async function latestBands(
  db: Kysely<TDatabase>,
  assignmentIDs: readonly string[],
  userIds: readonly number[],
  latest: number,
) {
  if (assignmentIDs.length === 0 || userIds.length === 0) return [];
  const ranked = db
    .selectFrom("attempts")
    .innerJoin("submissions", (join) =>
      join
        .onRef("submissions.user_id", "=", "attempts.user_id")
        .onRef("submissions.test_taker_id", "=", "attempts.test_taker_id"),
    )
    .select([
      "attempts.user_id as userId",
      "attempts.assignment_id as assignmentId",
      "submissions.submitted_at as submittedAt",
      "submissions.band",
      sql<number>`row_number() over (partition by attempts.user_id order by submissions.submitted_at desc, submissions.id desc)`.as(
        "rank",
      ),
      sql<number | string>`count(*) over (partition by attempts.user_id)`.as("tests"),
    ])
    .where("attempts.assignment_id", "in", assignmentIDs)
    .where("attempts.user_id", "in", userIds)
    .where("submissions.question_count", "=", RAW_SCORE_MAX)
    .as("ranked");
  return db
    .selectFrom(ranked)
    .selectAll()
    .where("rank", "<=", latest)
    .orderBy("userId")
    .orderBy("submittedAt")
    .execute();
}

/** Members' essays sent to this class for these assignments, with their marks; oldest sent first. */
export async function sentEssays(db: Kysely<TDatabase>, classID: string, assignmentIDs: readonly string[]) {
  if (assignmentIDs.length === 0) return [];
  return db
    .selectFrom("essays")
    .innerJoin("class_members", (join) =>
      join.onRef("class_members.user_id", "=", "essays.user_id").on("class_members.class_id", "=", classID),
    )
    .leftJoin("essay_marks", "essay_marks.essay_id", "essays.id")
    .select([
      "essays.id",
      "essays.user_id as userId",
      "essays.assignment_id as assignmentId",
      "essays.sent_at as sentAt",
      "essays.time_spent as timeSpent",
      "essay_marks.returned_at as returnedAt",
      "essay_marks.overall",
    ])
    .where("essays.sent_class_id", "=", classID)
    .where("essays.sent_at", "is not", null)
    .where("essays.assignment_id", "in", assignmentIDs)
    .orderBy("essays.sent_at")
    .orderBy("essays.id")
    .execute();
}

export type TEssayRow = Awaited<ReturnType<typeof sentEssays>>[number];

/** Titles and sizes of the passages and writing tasks assignments name (deleted ones keep their rows). */
export async function contentOf(db: Kysely<TDatabase>, practiceIds: readonly string[], taskIds: readonly string[]) {
  const [passages, tasks] = await Promise.all([
    practiceIds.length === 0
      ? []
      : db
          .selectFrom("reading_practices")
          .select(["id", "title", "question_count as questionCount"])
          .where("id", "in", practiceIds)
          .execute(),
    taskIds.length === 0
      ? []
      : db.selectFrom("writing_items").select(["id", "part", "title"]).where("id", "in", taskIds).execute(),
  ]);
  return { passages: new Map(passages.map((p) => [p.id, p])), tasks: new Map(tasks.map((t) => [t.id, t])) };
}

/** Every class with this name (the command line's), with its teacher's e-mail, oldest first. */
export const classesNamed = (db: Kysely<TDatabase>, name: string) =>
  db
    .selectFrom("classes")
    .innerJoin("users", "users.id", "classes.teacher_id")
    .select(["classes.id", "classes.name", "classes.archived_at as archivedAt", "users.email as teacherEmail"])
    .where("classes.name", "=", name)
    .orderBy("classes.created_at")
    .orderBy("classes.id")
    .execute();
