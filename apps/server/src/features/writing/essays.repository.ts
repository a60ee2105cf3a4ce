import {
  type TEssay,
  type TEssaySummary,
  type TFeedbackSummary,
  type TWritingItem,
  type TWritingPart,
  ZWritingItem,
} from "@bandcraft/contract/writing";
import { excerpt } from "@bandcraft/domain/excerpt";
import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import { essayCountOf } from "../quotas/learner-usage.repository";
import { findWritingItem } from "./writing.repository";

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
  /** The task as the essay was written against it, as JSON (taskSnapshotText). */
  taskSnapshot: string;
};

/**
 * The copy of a task an essay keeps: the task in the API's shape as JSON, so reading it back needs no other
 * table and a later edit or delete of the task changes nothing of it.
 */
export const taskSnapshotText = (task: TWritingItem): string => JSON.stringify(task);

/** The task an essay keeps, or undefined when it keeps none (its task was gone before tasks were kept). */
export function taskOfSnapshot(raw: string | null): TWritingItem | undefined {
  if (raw === null) return undefined;
  const parsed = ZWritingItem.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : undefined;
}

/** The title of the task an essay keeps, read without checking the rest (the list shows only that). */
export function titleOfSnapshot(raw: string | null): string | undefined {
  if (raw === null) return undefined;
  const title = (JSON.parse(raw) as { title?: unknown }).title;
  return typeof title === "string" ? title : undefined;
}

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
      task_snapshot: essay.taskSnapshot,
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
    .select([
      "id",
      "writing_practice_id",
      "part",
      "excerpt",
      "word_count",
      "time_spent",
      "feedback",
      "created_at",
      "task_snapshot",
    ])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    totalCnt: total,
    essays: rows.map((row) => {
      const taskTitle = titleOfSnapshot(row.task_snapshot);
      return {
        essayID: row.id,
        writingPracticeID: row.writing_practice_id,
        part: row.part as TWritingPart,
        ...(taskTitle !== undefined && { taskTitle }),
        excerpt: row.excerpt,
        wordCount: row.word_count,
        timeSpent: row.time_spent,
        createdAt: row.created_at,
        ...feedbackOf(row.feedback),
      };
    }),
  };
}

/**
 * A learner's own essay with the task it keeps, and whether that task has left the bank since; undefined for
 * another learner's essay (as good as missing).
 */
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
  const task = taskOfSnapshot(row.task_snapshot);
  const current = await findWritingItem(db, row.writing_practice_id);
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
    ...((!current || current.deleted) && { taskWithdrawn: true as const }),
  };
}

/**
 * The task one of the learner's essays on `taskId` keeps, as JSON; undefined when there is no such essay of
 * theirs (deleted since, another learner's, another task's) or it keeps none.
 */
export async function ownEssaySnapshot(
  db: Kysely<TDatabase>,
  userId: number,
  essayId: string,
  taskId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("essays")
    .select("task_snapshot")
    .where("id", "=", essayId)
    .where("user_id", "=", userId)
    .where("writing_practice_id", "=", taskId)
    .executeTakeFirst();
  return row?.task_snapshot ?? undefined;
}

/**
 * Deletes a learner's own essay unless it was sent to a teacher; answers its length, "sent" for a sent one, or
 * undefined when there was none of theirs with that id.
 */
export async function deleteOwnEssay(
  trx: Transaction<TDatabase>,
  userId: number,
  essayId: string,
): Promise<number | "sent" | undefined> {
  const deleted = await trx
    .deleteFrom("essays")
    .where("id", "=", essayId)
    .where("user_id", "=", userId)
    .where("sent_at", "is", null)
    .returning("text_chars")
    .executeTakeFirst();
  if (deleted !== undefined) return Number(deleted.text_chars);
  const sent = await trx
    .selectFrom("essays")
    .select("id")
    .where("id", "=", essayId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return sent === undefined ? undefined : "sent";
}
