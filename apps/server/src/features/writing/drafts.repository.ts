import type { TStoredDraft, TWritingDraftBody } from "@bandcraft/contract/writing";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";

/** The most drafts a learner's list returns (one per task; the bank has far fewer tasks). */
export const DRAFTS_LISTED = 200;

/**
 * Stores a learner's draft of a task, creating it or moving its revision on (one statement, so two
 * processes saving at once each get a revision of their own). Answers the new revision.
 */
export async function upsertDraft(
  db: Kysely<TDatabase>,
  draft: TWritingDraftBody & { userId: number; part: number; now: number },
): Promise<number> {
  const row = {
    part: draft.part,
    text: draft.text,
    test_taker_id: draft.testTakerId,
    started_at: draft.startedAt,
    timer_visible: draft.timerVisible ? 1 : 0,
    saved_at: draft.now,
  };
  const saved = await db
    .insertInto("writing_drafts")
    .values({ ...row, user_id: draft.userId, writing_practice_id: draft.writingPracticeID, revision: 1 })
    .onConflict((oc) =>
      oc.columns(["user_id", "writing_practice_id"]).doUpdateSet((eb) => ({
        ...row,
        revision: eb("writing_drafts.revision", "+", 1),
      })),
    )
    .returning("revision")
    .executeTakeFirstOrThrow();
  return saved.revision;
}

/** The learner's drafts, newest first. */
export async function listDrafts(db: Kysely<TDatabase>, userId: number): Promise<TStoredDraft[]> {
  const rows = await db
    .selectFrom("writing_drafts")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("saved_at", "desc")
    .limit(DRAFTS_LISTED)
    .execute();
  return rows.map((r) => ({
    writingPracticeID: r.writing_practice_id,
    part: r.part === 2 ? 2 : 1,
    text: r.text,
    testTakerId: r.test_taker_id,
    startedAt: r.started_at,
    timerVisible: r.timer_visible === 1,
    revision: r.revision,
    savedAt: r.saved_at,
  }));
}

/** Whether the learner holds a draft of a task. */
export async function draftExists(db: Kysely<TDatabase>, userId: number, writingPracticeId: string): Promise<boolean> {
  const row = await db
    .selectFrom("writing_drafts")
    .select("revision")
    .where("user_id", "=", userId)
    .where("writing_practice_id", "=", writingPracticeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes the learner's draft of a task (none is fine). */
export async function deleteDraft(db: Kysely<TDatabase>, userId: number, writingPracticeId: string): Promise<void> {
  await db
    .deleteFrom("writing_drafts")
    .where("user_id", "=", userId)
    .where("writing_practice_id", "=", writingPracticeId)
    .execute();
}
