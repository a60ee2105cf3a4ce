import type { TSentEssay, ZMarkingGetResponse, ZMarkingSaveRequest } from "@bandcraft/contract/marking";
import type { TWritingPart } from "@bandcraft/contract/writing";
import { overallBand } from "@bandcraft/domain/essay-marks";
import type { z } from "zod";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { recordAudit } from "../audit/audit.repository";
import { manageableClass } from "../classes/public";
import { essayNotFound, taskOfSnapshot, titleOfSnapshot } from "../writing/public";
import {
  lockEssay,
  marksOf,
  marksOfRow,
  sentEssay,
  sentEssaysOf,
  type TSentEssayRow,
  upsertMarks,
} from "./marking.repository";
import { commentPastText } from "./marking-errors";

export type TMarkingSave = z.infer<typeof ZMarkingSaveRequest>;
type TMarkingView = Pick<z.infer<typeof ZMarkingGetResponse>, "essay" | "marks">;

/** A sent essay as a teacher's list shows it; late when sent after its assignment's due time. */
function sentEssayOf(row: TSentEssayRow): TSentEssay {
  const sentAt = Number(row.sent_at);
  return {
    essayID: row.id,
    email: row.email,
    name: row.display_name,
    part: row.part as TWritingPart,
    // The task as the essay kept it; the bank's title for an essay that kept none; empty for a task without one.
    taskTitle: titleOfSnapshot(row.task_snapshot) ?? row.itemTitle ?? "",
    wordCount: row.word_count,
    sentAt,
    assignmentID: row.assignment_id,
    late: row.due_at !== null && sentAt > Number(row.due_at),
    status: row.returned_at !== null ? "returned" : "sent",
    overall: row.overall ?? null,
  };
}

/**
 * A sent essay the caller may mark, with its class: it was sent to a class the caller can manage (the classes'
 * one access rule). An essay never sent, or sent to another teacher's class, is the same 404 as a missing one.
 * The class may be archived: marks are no change to the class, and work sent before archiving still gets them.
 */
async function markableEssay(deps: TAppDeps, user: TAuthUser, essayID: string) {
  const row = await sentEssay(deps.db, essayID);
  if (!row?.sent_class_id) throw essayNotFound(essayID);
  try {
    return { row, sentTo: await manageableClass(deps, user, row.sent_class_id) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw essayNotFound(essayID);
    throw error;
  }
}

/** The essays sent to one of the caller's classes, newest first (at most SENT_ESSAYS_LISTED). */
export async function sentEssays(deps: TAppDeps, user: TAuthUser, classID: string): Promise<TSentEssay[]> {
  const found = await manageableClass(deps, user, classID);
  const rows = await sentEssaysOf(deps.db, found.id);
  return rows.map(sentEssayOf);
}

/** One essay sent to one of the caller's classes, whole, with its task as it was and the marks so far. */
export async function markingView(deps: TAppDeps, user: TAuthUser, essayID: string): Promise<TMarkingView> {
  const { row, sentTo } = await markableEssay(deps, user, essayID);
  const marks = await marksOf(deps.db, row.id);
  return {
    essay: {
      ...sentEssayOf(row),
      classID: sentTo.id,
      className: sentTo.name,
      text: row.text,
      task: taskOfSnapshot(row.task_snapshot) ?? null,
    },
    marks: marks ? marksOfRow(marks) : null,
  };
}

/**
 * Saves the caller's marks of a sent essay (replacing earlier ones), and returns it to the learner when told.
 * Comments must lie within the text. Saving without `returned` never takes a return back: once returned, the
 * learner sees every later save. Audited as essay.mark, or essay.return, in the transaction that saves.
 */
export async function saveMarks(
  deps: TAppDeps,
  user: TAuthUser,
  body: TMarkingSave,
): Promise<{ overall: number | null; savedAt: number }> {
  const { row, sentTo } = await markableEssay(deps, user, body.essayID);
  const length = row.text.length;
  body.comments.forEach((comment, index) => {
    if (comment.end > length) throw commentPastText(index, comment.end, length);
  });
  const overall = body.bands ? overallBand(body.bands) : null;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    // The learner may have deleted the essay since it was read: then it is missing, not a broken reference.
    if (!(await lockEssay(trx, deps.dialect, row.id))) throw essayNotFound(row.id);
    const marks: Parameters<typeof upsertMarks>[1] = {
      essayID: row.id,
      teacherId: user.id,
      bands: body.bands,
      overall,
      comments: body.comments,
      generalComment: body.generalComment,
      savedAt: now,
      returnedAt: body.returned ? now : null,
    };
    await upsertMarks(trx, marks);
    const action = body.returned ? "essay.return" : "essay.mark";
    const detail = { essayID: row.id, className: sentTo.name, overall };
    await recordAudit(trx, { id: user.id, email: user.email }, { action, target: row.email, detail }, now);
  });
  return { overall, savedAt: now };
}
