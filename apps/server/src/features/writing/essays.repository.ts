import type { TEssay, TEssaySummary, TFeedbackSummary, TWritingPart } from "@bandcraft/contract/writing";
import { excerpt } from "@bandcraft/domain/excerpt";
import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import { essayCountOf } from "../quotas/learner-usage.repository";
import { writingItemOf } from "./writing.repository";

/** Characters of an essay shown in the list. */
export const EXCERPT_LENGTH = 160;

export type TNewEssay = {
  id: string;
  userId: number;
  writingPracticeId: string;
  part: TWritingPart;
  text: string;
  wordCount: number;
  timeSpent: number;
  feedback: TFeedbackSummary | undefined;
  createdAt: number;
};

/** An essay's list excerpt: at most EXCERPT_LENGTH characters, cut once when it is saved. */
const excerptOf = (text: string) => excerpt(text, EXCERPT_LENGTH);

/** Stores an essay with its excerpt and length (inside the transaction that counted it against the quota). */
export async function insertEssay(db: Kysely<TDatabase> | Transaction<TDatabase>, essay: TNewEssay): Promise<void> {
  await db
    .insertInto("essays")
    .values({
      id: essay.id,
      user_id: essay.userId,
      writing_practice_id: essay.writingPracticeId,
      part: essay.part,
      text: essay.text,
      word_count: essay.wordCount,
      time_spent: essay.timeSpent,
      feedback: essay.feedback === undefined ? null : JSON.stringify(essay.feedback),
      created_at: essay.createdAt,
      excerpt: excerptOf(essay.text),
      text_chars: essay.text.length,
    })
    .execute();
}

const feedbackOf = (raw: string | null): { feedbackSummary?: TFeedbackSummary } =>
  raw === null ? {} : { feedbackSummary: JSON.parse(raw) as TFeedbackSummary };

/**
 * One page of a learner's essays, newest first, with the total; only that learner's rows are read, and
 * no essay's text (each keeps its excerpt). The total is the learner's usage count, one row.
 */
export async function listEssays(
  db: Kysely<TDatabase>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ essays: TEssaySummary[]; totalCnt: number }> {
  const total = await essayCountOf(db, userId);
  const rows = await db
    .selectFrom("essays")
    .leftJoin("writing_items", "writing_items.id", "essays.writing_practice_id")
    .select([
      "essays.id",
      "essays.writing_practice_id",
      "essays.part",
      "essays.excerpt",
      "essays.word_count",
      "essays.time_spent",
      "essays.feedback",
      "essays.created_at",
      "writing_items.title",
    ])
    .where("essays.user_id", "=", userId)
    .orderBy("essays.created_at", "desc")
    .orderBy("essays.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    totalCnt: total,
    essays: rows.map((row) => ({
      essayID: row.id,
      writingPracticeID: row.writing_practice_id,
      part: row.part as TWritingPart,
      ...(row.title !== null && { taskTitle: row.title }),
      excerpt: row.excerpt,
      wordCount: row.word_count,
      timeSpent: row.time_spent,
      createdAt: row.created_at,
      ...feedbackOf(row.feedback),
    })),
  };
}

/** A learner's own essay with its task, or undefined (another learner's essay is as good as missing). */
export async function findOwnEssay(
  db: Kysely<TDatabase>,
  userId: number,
  essayId: string,
): Promise<TEssay | undefined> {
  const row = await db
    .selectFrom("essays")
    .selectAll()
    .where("id", "=", essayId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const taskRow = await db
    .selectFrom("writing_items")
    .selectAll()
    .where("id", "=", row.writing_practice_id)
    .executeTakeFirst();
  const task = taskRow ? writingItemOf(taskRow) : undefined;
  return {
    essayID: row.id,
    writingPracticeID: row.writing_practice_id,
    part: row.part as TWritingPart,
    ...(task?.title !== undefined && { taskTitle: task.title }),
    text: row.text,
    wordCount: row.word_count,
    timeSpent: row.time_spent,
    createdAt: row.created_at,
    ...feedbackOf(row.feedback),
    ...(task && { task }),
  };
}

/** Deletes a learner's own essay; answers its length, or undefined when there was none of theirs with that id. */
export async function deleteOwnEssay(
  trx: Transaction<TDatabase>,
  userId: number,
  essayId: string,
): Promise<number | undefined> {
  const deleted = await trx
    .deleteFrom("essays")
    .where("id", "=", essayId)
    .where("user_id", "=", userId)
    .returning("text_chars")
    .executeTakeFirst();
  return deleted === undefined ? undefined : Number(deleted.text_chars);
}

/** Whether a writing task exists (an essay must answer a real one). */
export async function writingTaskPart(db: Kysely<TDatabase>, id: string): Promise<number | undefined> {
  const row = await db.selectFrom("writing_items").select("part").where("id", "=", id).executeTakeFirst();
  return row?.part;
}
