import {
  MAX_CLASS_ASSIGNMENTS,
  type TAssignmentCreateRequest,
  type TAssignmentKind,
  type TAssignmentSummary,
  type TCatalogue,
} from "@bandcraft/contract/assignments";
import { defaultAssignmentTitle } from "@bandcraft/domain/assignment-title";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import type { TAuthUser } from "../../plugins/auth";
import { recordAudit } from "../audit/audit.repository";
import { classArchived, classLearnerIds, lockClass, manageableClass } from "../classes/public";
import { withdrawClassTallies } from "../records/public";
import {
  completeTests,
  livePassages,
  liveWritingTasks,
  passagesByIds,
  testParts,
  writingTasksByIds,
} from "./assignment-content.repository";
import {
  dueBeforeOpen,
  noSuchAssignment,
  noSuchPassage,
  noSuchTest,
  noSuchWritingTask,
  tooManyAssignments,
} from "./assignment-errors";
import {
  classAssignments,
  findLiveAssignment,
  insertAssignment,
  liveAssignmentCount,
  markAssignmentDeleted,
  submittedCounts,
  type TAssignmentRow,
} from "./assignments.repository";

const actorOf = (user: TAuthUser) => ({ id: user.id, email: user.email });
const practiceIdsOf = (row: Pick<TAssignmentRow, "practice_ids">) =>
  (row.practice_ids ?? "").split("|").filter(Boolean);

/** The complete tests, passages and writing tasks a teacher can assign, by title (never a body or a key). */
export async function catalogue(deps: TAppDeps): Promise<TCatalogue> {
  const [tests, passages, tasks] = await Promise.all([
    completeTests(deps.db),
    livePassages(deps.db),
    liveWritingTasks(deps.db),
  ]);
  return {
    tests: tests.map((t) => ({
      testGroup: t.testGroup,
      titles: t.parts.map((p) => p.title),
      questionCount: t.parts.reduce((sum, p) => sum + p.questionCount, 0),
    })),
    passages: passages.map((p) => ({
      practiceID: p.id,
      title: p.title,
      level: p.level,
      questionCount: p.questionCount,
    })),
    writingTasks: tasks.map((t) => ({ writingTaskID: t.id, title: t.title, part: t.part })),
  };
}

/** What an assignment names, checked against the bank as it is now (404 for anything not in it). */
async function contentOf(
  deps: TAppDeps,
  body: TAssignmentCreateRequest,
): Promise<{ practiceIDs: string[] | null; writingTaskID: string | null; title: string }> {
  if (body.kind === "test") {
    const group = body.testGroup ?? "";
    const parts = await testParts(deps.db, group);
    if (!parts) throw noSuchTest(group);
    return {
      practiceIDs: parts.map((p) => p.id),
      writingTaskID: null,
      title: defaultAssignmentTitle(parts.map((p) => p.title)),
    };
  }
  if (body.kind === "passages") {
    const ids = body.practiceIDs ?? [];
    const found = await passagesByIds(deps.db, ids, true);
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined || ids.length === 0) throw noSuchPassage(missing ?? "");
    const titles = ids.map((id) => found.get(id)?.title ?? "");
    return { practiceIDs: ids, writingTaskID: null, title: defaultAssignmentTitle(titles) };
  }
  const id = body.writingTaskID ?? "";
  const task = (await writingTasksByIds(deps.db, [id], true)).get(id);
  if (!task) throw noSuchWritingTask(id);
  return { practiceIDs: null, writingTaskID: id, title: defaultAssignmentTitle([task.title]) };
}

/**
 * Sets one of the caller's classes an assignment: the class must not be archived, the content must be in the
 * bank now, the due time after the opening time, the class under MAX_CLASS_ASSIGNMENTS. Audited; answers the new id.
 */
export async function createAssignment(deps: TAppDeps, user: TAuthUser, body: TAssignmentCreateRequest) {
  if (body.dueAt <= body.opensAt) throw dueBeforeOpen();
  const cls = await manageableClass(deps, user, body.classID);
  if (cls.archived_at !== null) throw classArchived();
  const content = await contentOf(deps, body);
  const now = deps.now();
  const row: TAssignmentRow = {
    id: newId("AS-"),
    class_id: cls.id,
    kind: body.kind,
    // The contract trims the title; without one, the content's titles (defaultAssignmentTitle).
    title: body.title ?? content.title,
    practice_ids: content.practiceIDs?.join("|") ?? null,
    writing_item_id: content.writingTaskID,
    opens_at: body.opensAt,
    due_at: body.dueAt,
    time_limit_minutes: body.kind === "writing" ? null : body.timeLimitMinutes,
    created_by: user.id,
    created_at: now,
    deleted_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    // Counted with the class locked, so two teachers' creations at once cannot both pass the limit.
    await lockClass(trx, deps.dialect, cls.id);
    if ((await liveAssignmentCount(trx, cls.id)) >= MAX_CLASS_ASSIGNMENTS) throw tooManyAssignments();
    await insertAssignment(trx, row);
    const detail = { assignmentID: row.id, classID: cls.id, kind: row.kind, title: row.title };
    await recordAudit(trx, actorOf(user), { action: "assignment.create", target: cls.name, detail }, now);
  });
  return row.id;
}

/** The titles of what each assignment gives: its passages in part order, or its task (a lost one by its id). */
async function contentTitles(deps: TAppDeps, rows: readonly TAssignmentRow[]): Promise<Map<string, string[]>> {
  const practiceIDs = [...new Set(rows.flatMap(practiceIdsOf))];
  const taskIDs = [...new Set(rows.flatMap((r) => (r.writing_item_id === null ? [] : [r.writing_item_id])))];
  const [passages, tasks] = await Promise.all([
    passagesByIds(deps.db, practiceIDs, false),
    writingTasksByIds(deps.db, taskIDs, false),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      r.writing_item_id === null
        ? practiceIdsOf(r).map((id) => passages.get(id)?.title ?? id)
        : [tasks.get(r.writing_item_id)?.title ?? r.writing_item_id],
    ]),
  );
}

/** A class's assignments, latest due first, with how many of its learners now have handed each in. */
export async function listAssignments(deps: TAppDeps, user: TAuthUser, classID: string): Promise<TAssignmentSummary[]> {
  const cls = await manageableClass(deps, user, classID);
  const rows = await classAssignments(deps.db, cls.id);
  const ids = rows.map((r) => r.id);
  const [learners, submitted, titles] = await Promise.all([
    classLearnerIds(deps.db, cls.id),
    submittedCounts(deps.db, ids),
    contentTitles(deps, rows),
  ]);
  return rows.map((r) => ({
    assignmentID: r.id,
    classID: cls.id,
    className: cls.name,
    kind: r.kind as TAssignmentKind,
    title: r.title,
    contentTitles: titles.get(r.id) ?? [],
    opensAt: Number(r.opens_at),
    dueAt: Number(r.due_at),
    timeLimitMinutes: r.time_limit_minutes === null ? null : Number(r.time_limit_minutes),
    createdAt: Number(r.created_at),
    learnerCount: learners.length,
    submittedCount: submitted.get(r.id) ?? 0,
  }));
}

/**
 * Withdraws one of the caller's assignments (a soft delete): learners stop seeing it; the attempts and essays
 * made for it stay in their own records. Another teacher's is the same 404 as a missing one. Audited.
 */
export async function deleteAssignment(deps: TAppDeps, user: TAuthUser, assignmentID: string): Promise<void> {
  const row = await findLiveAssignment(deps.db, assignmentID);
  if (!row) throw noSuchAssignment();
  const cls = await manageableClass(deps, user, row.class_id).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? noSuchAssignment() : error;
  });
  if (cls.archived_at !== null) throw classArchived();
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markAssignmentDeleted(trx, row.id, now))) throw noSuchAssignment();
    // Its papers leave the class's heat map with it.
    if (row.kind !== "writing") await withdrawClassTallies(trx, cls.id, row.id);
    const detail = { assignmentID: row.id, classID: cls.id, kind: row.kind, title: row.title };
    await recordAudit(trx, actorOf(user), { action: "assignment.delete", target: cls.name, detail }, now);
  });
}
