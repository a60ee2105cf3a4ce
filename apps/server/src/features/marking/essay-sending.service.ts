import type { TEssayMarking } from "@bandcraft/contract/marking";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { noSuchClass } from "../classes/public";
import { essayNotFound } from "../writing/public";
import {
  liveWritingAssignment,
  lockLearner,
  marksOf,
  marksOfRow,
  memberClass,
  ownEssaySending,
  ownEssayToSend,
  sentForAssignment,
  setEssaySent,
} from "./marking.repository";
import { assignmentDone, assignmentNotOpen, essayAlreadySent, noSuchAssignment, otherTask } from "./marking-errors";

export type TEssaySend = { essayID: string; classID: string; assignmentID?: string | undefined };

/**
 * The assignment an essay is sent for: a writing assignment of the class, not withdrawn, open now, on the
 * essay's task, and not answered by another essay of the learner's.
 */
async function assertAssignable(
  db: Kysely<TDatabase>,
  user: TAuthUser,
  sending: { assignmentID: string; classID: string; taskID: string; now: number },
) {
  const assignment = await liveWritingAssignment(db, sending.assignmentID, sending.classID);
  if (!assignment) throw noSuchAssignment();
  if (Number(assignment.opens_at) > sending.now) throw assignmentNotOpen(Number(assignment.opens_at));
  if (assignment.writing_item_id !== sending.taskID) throw otherTask();
  if (await sentForAssignment(db, user.id, assignment.id)) throw assignmentDone();
}

/**
 * Sends one of the learner's essays to the teacher of a class they are in now (not archived), optionally as a
 * writing assignment's work. Sending is final: an essay is sent once and cannot be taken back. All is judged
 * in one transaction with the learner's row locked, so two sends at once cannot both pass.
 */
export async function sendEssay(deps: TAppDeps, user: TAuthUser, body: TEssaySend): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockLearner(trx, deps.dialect, user.id);
    const essay = await ownEssayToSend(trx, user.id, body.essayID);
    if (!essay) throw essayNotFound(body.essayID);
    const found = await memberClass(trx, body.classID, user.id);
    if (!found) throw noSuchClass();
    if (essay.sent_class_id !== null) throw essayAlreadySent();
    const assignmentID = body.assignmentID ?? null;
    if (assignmentID !== null) {
      const sending = { assignmentID, classID: found.id, taskID: essay.writing_practice_id, now };
      await assertAssignable(trx, user, sending);
    }
    const sent = { classID: found.id, sentAt: now, assignmentID };
    if (!(await setEssaySent(trx, essay.id, sent))) throw essayAlreadySent();
  });
}

/**
 * What the learner sees of one of their essays' sending: null when it was not sent; the marks only once the
 * teacher returned them (a draft of the teacher's is never shown).
 */
export async function essayMarking(deps: TAppDeps, user: TAuthUser, essayID: string): Promise<TEssayMarking | null> {
  const row = await ownEssaySending(deps.db, user.id, essayID);
  if (!row) throw essayNotFound(essayID);
  if (row.sent_class_id === null || row.sent_at === null) return null;
  const marks = await marksOf(deps.db, essayID);
  const returned = marks !== undefined && marks.returned_at !== null;
  return {
    classID: row.sent_class_id,
    className: row.className ?? "",
    assignmentID: row.assignment_id,
    sentAt: Number(row.sent_at),
    status: returned ? "returned" : "sent",
    marks: returned ? marksOfRow(marks) : null,
  };
}
