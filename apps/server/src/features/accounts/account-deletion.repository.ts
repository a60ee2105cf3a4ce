import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";

/** What an account holds, as an operator is told before deleting it. */
export interface TAccountFootprint {
  submissions: number;
  essays: number;
  drafts: number;
  attempts: number;
  sessions: number;
  classMemberships: number;
  /** Classes the account teaches: they pass to another account, they are not deleted. */
  classesTaught: number;
}

async function countOf(
  db: Kysely<TDatabase>,
  table: "submissions" | "essays" | "writing_drafts" | "attempts" | "sessions" | "class_members",
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many classes (archived ones included) the account teaches. */
export async function classesTaughtBy(db: Kysely<TDatabase>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("classes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("teacher_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts what deleting this account would remove (and the classes it would hand on). */
export async function accountFootprint(db: Kysely<TDatabase>, userId: number): Promise<TAccountFootprint> {
  return {
    submissions: await countOf(db, "submissions", userId),
    essays: await countOf(db, "essays", userId),
    drafts: await countOf(db, "writing_drafts", userId),
    attempts: await countOf(db, "attempts", userId),
    sessions: await countOf(db, "sessions", userId),
    classMemberships: await countOf(db, "class_members", userId),
    classesTaught: await classesTaughtBy(db, userId),
  };
}

/**
 * Inside the deletion's transaction: hands the account's classes to `heirId`, then deletes every row that is
 * only the account's own, children before parents (SQLite enforces the foreign keys), the account last. The
 * audit log keeps its entries with the actor's e-mail as text; the account's id is cleared from them, since it
 * names no one any more. Every table with a user_id or teacher_id column must appear here (a test checks the
 * schema against this list). Answers how many submissions and essays went.
 */
export async function deleteAccountRows(
  trx: Kysely<TDatabase>,
  userId: number,
  heirId: number | undefined,
): Promise<{ submissions: number; essays: number }> {
  if (heirId !== undefined) {
    await trx.updateTable("classes").set({ teacher_id: heirId }).where("teacher_id", "=", userId).execute();
  }
  await trx.deleteFrom("class_members").where("user_id", "=", userId).execute();
  // The assignments the account set stay with their classes (and the learners' work for them), naming no one.
  await trx.updateTable("assignments").set({ created_by: null }).where("created_by", "=", userId).execute();
  await trx
    .deleteFrom("submission_passages")
    .where("submission_id", "in", (eb) => eb.selectFrom("submissions").select("id").where("user_id", "=", userId))
    .execute();
  const submissions = await trx.deleteFrom("submissions").where("user_id", "=", userId).executeTakeFirst();
  // The marks of the learner's essays go with them; a marking teacher's marks stay, naming no one.
  await trx
    .deleteFrom("essay_marks")
    .where("essay_id", "in", (eb) => eb.selectFrom("essays").select("id").where("user_id", "=", userId))
    .execute();
  await trx.updateTable("essay_marks").set({ teacher_id: null }).where("teacher_id", "=", userId).execute();
  const essays = await trx.deleteFrom("essays").where("user_id", "=", userId).executeTakeFirst();
  for (const table of [
    "attempts",
    "writing_drafts",
    "question_tallies",
    "class_tallies",
    "learner_usage",
    "token_balances",
    "user_privileges",
    "sessions",
  ] as const) {
    await trx.deleteFrom(table).where("user_id", "=", userId).execute();
  }
  await trx.updateTable("audit_log").set({ actor_id: null }).where("actor_id", "=", userId).execute();
  await trx.deleteFrom("users").where("id", "=", userId).execute();
  return { submissions: Number(submissions.numDeletedRows), essays: Number(essays.numDeletedRows) };
}
