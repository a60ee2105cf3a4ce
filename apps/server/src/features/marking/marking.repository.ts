import type { TCriterionBands, TEssayMarks, TMarkComment } from "@bandcraft/contract/marking";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/** Plain queries over sent essays and their marks; callers pass `db` (or a transaction). */

export type TMarksRow = TDatabase["essay_marks"];

/** The most essays a class's marking list shows (newest first). */
export const SENT_ESSAYS_LISTED = 500;

/**
 * Locks the learner's account row on PostgreSQL until the transaction ends, so two sends of theirs (the same
 * essay twice, or two essays for one assignment) are judged one after the other; SQLite runs one transaction
 * at a time already.
 */
export async function lockLearner(trx: Kysely<TDatabase>, dialect: TDialect, userId: number) {
  if (dialect !== "postgres") return;
  await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
}

/** One of the learner's own essays, with what sending needs; undefined for another's (as good as missing). */
export const ownEssayToSend = (db: Kysely<TDatabase>, userId: number, essayID: string) =>
  db
    .selectFrom("essays")
    .select(["id", "writing_practice_id", "sent_class_id"])
    .where("id", "=", essayID)
    .where("user_id", "=", userId)
    .executeTakeFirst();

/** The class when the learner is in it now and it is not archived; otherwise undefined. */
export const memberClass = (db: Kysely<TDatabase>, classID: string, userId: number) =>
  db
    .selectFrom("classes")
    .innerJoin("class_members", "class_members.class_id", "classes.id")
    .select(["classes.id", "classes.name"])
    .where("classes.id", "=", classID)
    .where("class_members.user_id", "=", userId)
    .where("classes.archived_at", "is", null)
    .executeTakeFirst();

/** A writing assignment of the class that was not withdrawn; undefined otherwise. */
export const liveWritingAssignment = (db: Kysely<TDatabase>, assignmentID: string, classID: string) =>
  db
    .selectFrom("assignments")
    .select(["id", "writing_item_id", "opens_at", "due_at"])
    .where("id", "=", assignmentID)
    .where("class_id", "=", classID)
    .where("kind", "=", "writing")
    .where("deleted_at", "is", null)
    .executeTakeFirst();

/** Whether the learner has sent an essay for this assignment already. */
export async function sentForAssignment(db: Kysely<TDatabase>, userId: number, assignmentID: string) {
  const row = await db
    .selectFrom("essays")
    .select("id")
    .where("user_id", "=", userId)
    .where("assignment_id", "=", assignmentID)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the sending of an essay not sent yet; whether it was (false: sent meanwhile). */
export async function setEssaySent(
  db: Kysely<TDatabase>,
  essayID: string,
  sent: { classID: string; sentAt: number; assignmentID: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("essays")
    .set({ sent_class_id: sent.classID, sent_at: sent.sentAt, assignment_id: sent.assignmentID })
    .where("id", "=", essayID)
    .where("sent_class_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The sending of one of the learner's own essays and its class's name; undefined when the essay is not theirs. */
export const ownEssaySending = (db: Kysely<TDatabase>, userId: number, essayID: string) =>
  db
    .selectFrom("essays")
    .leftJoin("classes", "classes.id", "essays.sent_class_id")
    .select(["essays.sent_class_id", "essays.sent_at", "essays.assignment_id", "classes.name as className"])
    .where("essays.id", "=", essayID)
    .where("essays.user_id", "=", userId)
    .executeTakeFirst();

/** An essay's marks (draft or returned), if any were saved. */
export const marksOf = (db: Kysely<TDatabase>, essayID: string) =>
  db.selectFrom("essay_marks").selectAll().where("essay_id", "=", essayID).executeTakeFirst();

/** Marks as stored, in the contract's shape: bands only when all four were given. */
export function marksOfRow(row: TMarksRow): TEssayMarks {
  const [task, coherence, lexical, grammar] = [row.band_task, row.band_coherence, row.band_lexical, row.band_grammar];
  const given = task !== null && coherence !== null && lexical !== null && grammar !== null;
  return {
    bands: given ? { task, coherence, lexical, grammar } : null,
    overall: row.overall,
    comments: JSON.parse(row.comments) as TMarkComment[],
    generalComment: row.general_comment,
    savedAt: Number(row.saved_at),
    returnedAt: row.returned_at === null ? null : Number(row.returned_at),
  };
}

/**
 * What a teacher's list and essay view share: the essay, its learner, its assignment's due time, its marks. Only
 * while its learner is in the class it was sent to: a learner who leaves takes their essays from its teacher's view.
 */
const sentEssayQuery = (db: Kysely<TDatabase>) =>
  db
    .selectFrom("essays")
    .innerJoin("class_members", (join) =>
      join
        .onRef("class_members.class_id", "=", "essays.sent_class_id")
        .onRef("class_members.user_id", "=", "essays.user_id"),
    )
    .innerJoin("users", "users.id", "essays.user_id")
    .leftJoin("assignments", "assignments.id", "essays.assignment_id")
    .leftJoin("writing_items", "writing_items.id", "essays.writing_practice_id")
    .leftJoin("essay_marks", "essay_marks.essay_id", "essays.id")
    .select([
      "essays.id",
      "essays.part",
      "essays.word_count",
      "essays.task_snapshot",
      "essays.sent_class_id",
      "essays.sent_at",
      "essays.assignment_id",
      "users.email",
      "users.display_name",
      "assignments.due_at",
      "writing_items.title as itemTitle",
      "essay_marks.overall",
      "essay_marks.returned_at",
    ]);

/** The essays sent to a class, newest first (at most SENT_ESSAYS_LISTED), without their texts. */
export const sentEssaysOf = (db: Kysely<TDatabase>, classID: string) =>
  sentEssayQuery(db)
    .where("essays.sent_class_id", "=", classID)
    .orderBy("essays.sent_at", "desc")
    .orderBy("essays.id", "desc")
    .limit(SENT_ESSAYS_LISTED)
    .execute();

export type TSentEssayRow = Awaited<ReturnType<typeof sentEssaysOf>>[number];

/** One sent essay with its text; undefined when there is none or it was never sent. */
export const sentEssay = (db: Kysely<TDatabase>, essayID: string) =>
  sentEssayQuery(db)
    .select("essays.text")
    .where("essays.id", "=", essayID)
    .where("essays.sent_class_id", "is not", null)
    .executeTakeFirst();

/**
 * Whether the essay is still there, locking its row on PostgreSQL until the transaction ends, so marks are
 * never written for an essay its learner deleted meanwhile (SQLite runs one transaction at a time already).
 */
export async function lockEssay(trx: Kysely<TDatabase>, dialect: TDialect, essayID: string): Promise<boolean> {
  const query = trx.selectFrom("essays").select("id").where("id", "=", essayID);
  return (await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/**
 * Writes the teacher's marks of an essay, replacing earlier ones. `returnedAt` sets the return time; without
 * it an earlier return stays (saving again never takes marks back from the learner).
 */
export async function upsertMarks(
  db: Kysely<TDatabase>,
  marks: {
    essayID: string;
    teacherId: number;
    bands: TCriterionBands | null;
    overall: number | null;
    comments: readonly TMarkComment[];
    generalComment: string;
    savedAt: number;
    returnedAt: number | null;
  },
): Promise<void> {
  const row = {
    teacher_id: marks.teacherId,
    band_task: marks.bands?.task ?? null,
    band_coherence: marks.bands?.coherence ?? null,
    band_lexical: marks.bands?.lexical ?? null,
    band_grammar: marks.bands?.grammar ?? null,
    overall: marks.overall,
    comments: JSON.stringify(marks.comments),
    general_comment: marks.generalComment,
    saved_at: marks.savedAt,
  };
  const returned = marks.returnedAt === null ? {} : { returned_at: marks.returnedAt };
  await db
    .insertInto("essay_marks")
    .values({ ...row, essay_id: marks.essayID, returned_at: marks.returnedAt })
    .onConflict((oc) => oc.column("essay_id").doUpdateSet({ ...row, ...returned }))
    .execute();
}
