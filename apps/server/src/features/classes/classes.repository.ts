import { MAX_CLASS_SIZE } from "@bandcraft/contract/classes";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/** Plain queries over classes and their members; callers pass `db` (or a transaction). */

export type TClassRow = TDatabase["classes"];

/** A class with its teacher's e-mail. */
export const findClass = (db: Kysely<TDatabase>, classID: string) =>
  db
    .selectFrom("classes")
    .innerJoin("users", "users.id", "classes.teacher_id")
    .selectAll("classes")
    .select("users.email as teacherEmail")
    .where("classes.id", "=", classID)
    .executeTakeFirst();

/**
 * Reads the class again inside a transaction, locking its row on PostgreSQL so two changes to one class's
 * members are judged one after the other (SQLite runs one transaction at a time already).
 */
export async function lockClass(trx: Kysely<TDatabase>, dialect: TDialect, classID: string) {
  const query = trx.selectFrom("classes").selectAll().where("id", "=", classID);
  return (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * Locks the teacher's account row on PostgreSQL until the transaction ends, so two creations or renames of
 * that teacher's classes cannot both pass the same-name check.
 */
export async function lockTeacher(trx: Kysely<TDatabase>, dialect: TDialect, teacherId: number) {
  if (dialect !== "postgres") return;
  await trx.selectFrom("users").select("id").where("id", "=", teacherId).forUpdate().execute();
}

/** The names of a teacher's unarchived classes other than `exceptID` (a teacher keeps only a few at once). */
export const activeClassNames = (db: Kysely<TDatabase>, teacherId: number, exceptID?: string) => {
  let query = db.selectFrom("classes").select("name").where("teacher_id", "=", teacherId);
  query = query.where("archived_at", "is", null);
  if (exceptID !== undefined) query = query.where("id", "!=", exceptID);
  return query.execute();
};

/** Unarchived classes with exactly this name, whoever teaches them, with their teachers' e-mails. */
export const activeClassesNamed = (db: Kysely<TDatabase>, name: string) =>
  db
    .selectFrom("classes")
    .innerJoin("users", "users.id", "classes.teacher_id")
    .selectAll("classes")
    .select("users.email as teacherEmail")
    .where("classes.name", "=", name)
    .where("classes.archived_at", "is", null)
    .orderBy("classes.created_at")
    .execute();

export const insertClass = (db: Kysely<TDatabase>, row: TClassRow) => db.insertInto("classes").values(row).execute();

export const setClassName = (db: Kysely<TDatabase>, classID: string, name: string) =>
  db.updateTable("classes").set({ name }).where("id", "=", classID).execute();

export const setClassArchivedAt = (db: Kysely<TDatabase>, classID: string, archivedAt: number | null) =>
  db.updateTable("classes").set({ archived_at: archivedAt }).where("id", "=", classID).execute();

/** One page of classes, newest first (a teacher's own, or every class when `teacherId` is undefined). */
export async function classesPage(
  db: Kysely<TDatabase>,
  query: { teacherId: number | undefined; includeArchived: boolean; page: number; pageSize: number },
) {
  let base = db.selectFrom("classes");
  if (query.teacherId !== undefined) base = base.where("classes.teacher_id", "=", query.teacherId);
  if (!query.includeArchived) base = base.where("classes.archived_at", "is", null);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .innerJoin("users", "users.id", "classes.teacher_id")
      .selectAll("classes")
      .select("users.email as teacherEmail")
      .orderBy("classes.created_at", "desc")
      .orderBy("classes.id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** How many learners each of these classes holds, in one grouped count (classes without any are absent). */
export async function memberCounts(db: Kysely<TDatabase>, classIDs: readonly string[]): Promise<Map<string, number>> {
  if (classIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom("class_members")
    .select(["class_id", (eb) => eb.fn.countAll<number>().as("n")])
    .where("class_id", "in", classIDs)
    .groupBy("class_id")
    .execute();
  return new Map(rows.map((r) => [r.class_id, Number(r.n)]));
}

/** A class's learners with their accounts' state, in the order they joined (at most MAX_CLASS_SIZE). */
export const classLearners = (db: Kysely<TDatabase>, classID: string) =>
  db
    .selectFrom("class_members")
    .innerJoin("users", "users.id", "class_members.user_id")
    .select(["users.email", "users.display_name", "users.must_change_password", "users.disabled_at"])
    .select("class_members.added_at")
    .where("class_members.class_id", "=", classID)
    .orderBy("class_members.added_at")
    .orderBy("users.email")
    .limit(MAX_CLASS_SIZE)
    .execute();

/** The account ids of a class's learners. */
export async function classLearnerIds(db: Kysely<TDatabase>, classID: string): Promise<number[]> {
  const rows = await db.selectFrom("class_members").select("user_id").where("class_id", "=", classID).execute();
  return rows.map((r) => r.user_id);
}

/** Which of these accounts are in the class already. */
export async function membersAmong(db: Kysely<TDatabase>, classID: string, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom("class_members")
    .select("user_id")
    .where("class_id", "=", classID)
    .where("user_id", "in", userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export const insertMembers = async (
  db: Kysely<TDatabase>,
  classID: string,
  userIds: readonly number[],
  now: number,
) => {
  if (userIds.length === 0) return;
  await db
    .insertInto("class_members")
    .values(userIds.map((userId) => ({ class_id: classID, user_id: userId, added_at: now })))
    .execute();
};

/** Takes the account with this e-mail out of the class; whether it was in it. */
export async function deleteMember(db: Kysely<TDatabase>, classID: string, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom("class_members")
    .where("class_id", "=", classID)
    .where("user_id", "in", (eb) => eb.selectFrom("users").select("id").where("email", "=", email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
