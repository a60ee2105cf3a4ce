import { MAX_ESSAY_WORDS, type TEssaySaveRequest } from "@bandcraft/contract/writing";
import { countWords } from "@bandcraft/domain/word-count";
import type { TAppDeps } from "../../deps";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import type { TAuthUser } from "../../plugins/auth";
import { releaseEssay, reserveEssay } from "../quotas/learner-usage.repository";
import { quotaFull } from "../quotas/quota-errors";
import { draftExists } from "./drafts.repository";
import {
  deleteOwnEssay,
  findOwnEssay,
  insertEssay,
  listEssays,
  ownEssaySnapshot,
  taskSnapshotText,
} from "./essays.repository";
import { findWritingItem } from "./writing.repository";

export const essayNotFound = (id: string) => notFound(`No essay with the id ${id}`);

/**
 * The task a new essay keeps: the task as the bank holds it now, or, when the essay continues one of the
 * learner's essays on the same task (`basedOnEssayID`), the task as that essay kept it, since that is what the
 * learner was shown. An earlier essay that is gone (deleted since) is no error: the task as it is now is kept.
 */
async function snapshotFor(deps: TAppDeps, user: TAuthUser, body: TEssaySaveRequest) {
  const task = await findWritingItem(deps.db, body.writingPracticeID);
  const noTask = notFound(`No writing task with the id ${body.writingPracticeID}`);
  if (!task) throw noTask;
  const kept = body.basedOnEssayID
    ? await ownEssaySnapshot(deps.db, user.id, body.basedOnEssayID, body.writingPracticeID)
    : undefined;
  if (kept === undefined) {
    // A deleted task takes essays only from those who were writing it (a draft of theirs): anyone else would
    // read the withdrawn task back through the essay's copy. Answered as an unknown task, so nothing is told.
    if (task.deleted && !(await draftExists(deps.db, user.id, body.writingPracticeID))) throw noTask;
    return { text: taskSnapshotText(task.item), part: task.item.part };
  }
  return { text: kept, part: (JSON.parse(kept) as { part: number }).part };
}

/**
 * Saves a learner's essay for a real task of its part, with the task it was written against (snapshotFor); a
 * task deleted from the bank still takes the essays of those who were writing it when it went. An essay is
 * never rewritten: each save stores a new one. It is counted against the learner's quotas (number and
 * characters of saved essays) in the transaction that stores it, so essays saved at once cannot pass the
 * limit together; a full quota is a 409 with its reason and stores nothing.
 */
export async function saveEssay(deps: TAppDeps, user: TAuthUser, body: TEssaySaveRequest): Promise<string> {
  const wordCount = countWords(body.text);
  if (wordCount === 0) throw badRequest("Write something before saving: the essay is empty");
  if (wordCount > MAX_ESSAY_WORDS) {
    throw badRequest(
      `An essay may have at most ${MAX_ESSAY_WORDS.toLocaleString("en")} words (this one has ${wordCount.toLocaleString("en")})`,
    );
  }
  const snapshot = await snapshotFor(deps, user, body);
  const part = snapshot.part;
  if (part !== body.part) throw badRequest(`Task ${body.writingPracticeID} is a Task ${part}, not a Task ${body.part}`);
  const essayID = newId("essay-");
  const problem = await deps.db.transaction().execute(async (trx) => {
    const full = await reserveEssay(trx, deps.dialect, user.id, body.text.length);
    if (full) return full;
    await insertEssay(trx, {
      id: essayID,
      userId: user.id,
      writingPracticeId: body.writingPracticeID,
      part: body.part,
      text: body.text,
      wordCount,
      timeSpent: body.timeSpent,
      feedback: body.feedbackSummary,
      createdAt: deps.now(),
      taskSnapshot: snapshot.text,
    });
    return undefined;
  });
  if (problem) throw quotaFull(problem);
  return essayID;
}

/**
 * Deletes one of the learner's essays and gives its room back to their quota; 404 when it is not theirs. One
 * sent to a teacher stays (409): its marks hang on its text, and deleting it would let the learner hand in
 * an assignment again once they had seen the marks.
 */
export async function deleteEssay(deps: TAppDeps, user: TAuthUser, essayId: string): Promise<void> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const chars = await deleteOwnEssay(trx, user.id, essayId);
    if (typeof chars === "number") await releaseEssay(trx, user.id, chars);
    return chars;
  });
  if (outcome === undefined) throw essayNotFound(essayId);
  if (outcome === "sent") {
    throw new AppError(409, "This essay was sent to your teacher, so it is kept.", {}, { reason: "essay-sent" });
  }
}

/** One page of the learner's essays, newest first, with how many there are. */
export function essaysOf(deps: TAppDeps, user: TAuthUser, page: number, pageSize: number) {
  return listEssays(deps.db, user.id, page, pageSize);
}

/** One of the learner's essays, whole; 404 when it is not theirs. */
export async function essayOf(deps: TAppDeps, user: TAuthUser, essayId: string) {
  const essay = await findOwnEssay(deps.db, user.id, essayId);
  if (!essay) throw essayNotFound(essayId);
  return essay;
}
