import type { TClassLearner, TClassSummary } from "@bandcraft/contract/classes";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import { isAdministrator, type TAuthUser } from "../../plugins/auth";
import { normaliseEmail } from "../accounts/user-admin.service";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { classArchived, classNameTaken, noSuchClass } from "./class-errors";
import { addLearners, type TAddLearnersResult, type TLearnerInput } from "./class-learners.service";
import {
  activeClassesNamed,
  activeClassNames,
  classesPage,
  classLearners,
  deleteMember,
  findClass,
  insertClass,
  classLearnerIds as learnerIdsOf,
  lockClass,
  lockTeacher,
  memberCounts,
  setClassArchivedAt,
  setClassName,
  type TClassRow,
} from "./classes.repository";

/** The account ids of a class's learners (for features hung on classes, after manageableClass said yes). */
export const classLearnerIds = (db: Kysely<TDatabase>, classID: string): Promise<number[]> => learnerIdsOf(db, classID);

const actorOf = (user: TAuthUser): TAuditActor => ({ id: user.id, email: user.email });

/** Names compare without case (and in one Unicode form), as a teacher reads them. */
const sameName = (a: string, b: string) => a.normalize("NFC").toLowerCase() === b.normalize("NFC").toLowerCase();

/**
 * The one access rule of classes and of everything hung on them: the class, when the caller teaches it or is
 * an administrator; otherwise the same 404 as an id that does not exist.
 */
export async function manageableClass(deps: TAppDeps, user: TAuthUser, classID: string) {
  const row = await findClass(deps.db, classID);
  if (!row || (row.teacher_id !== user.id && !isAdministrator(user, deps.now()))) throw noSuchClass();
  return row;
}

/** 409 when the teacher has another unarchived class of this name (call under lockTeacher). */
async function assertNameFree(db: Kysely<TDatabase>, teacherId: number, name: string, exceptID?: string) {
  const names = await activeClassNames(db, teacherId, exceptID);
  if (names.some((row) => sameName(row.name, name))) throw classNameTaken(name);
}

const summaryOf = (row: TClassRow & { teacherEmail: string }, learnerCount: number): TClassSummary => ({
  classID: row.id,
  name: row.name,
  teacherEmail: row.teacherEmail,
  learnerCount,
  archived: row.archived_at !== null,
  createdAt: Number(row.created_at),
});

/** A page of the caller's classes (an administrator's: all), newest first, with their learner counts. */
export async function listClasses(
  deps: TAppDeps,
  user: TAuthUser,
  query: { includeArchived: boolean; page: number; pageSize: number },
): Promise<{ classes: TClassSummary[]; totalCnt: number }> {
  const teacherId = isAdministrator(user, deps.now()) ? undefined : user.id;
  const { total, rows } = await classesPage(deps.db, { ...query, teacherId });
  const counts = await memberCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return { classes: rows.map((r) => summaryOf(r, counts.get(r.id) ?? 0)), totalCnt: total };
}

/** Creates a class the caller teaches; 409 when they have an unarchived class of that name already. */
export async function createClass(deps: TAppDeps, user: TAuthUser, rawName: string): Promise<string> {
  const name = rawName.trim();
  const now = deps.now();
  const id = newId("CL-");
  await deps.db.transaction().execute(async (trx) => {
    await lockTeacher(trx, deps.dialect, user.id);
    await assertNameFree(trx, user.id, name);
    await insertClass(trx, { id, name, teacher_id: user.id, created_at: now, archived_at: null });
    await recordAudit(trx, actorOf(user), { action: "class.create", target: name, detail: { classID: id } }, now);
  });
  return id;
}

/**
 * Renames, archives or restores a class. The same-name rule holds for the class as it will be: a class that
 * ends unarchived may not share its name with another unarchived class of its teacher.
 */
export async function updateClass(
  deps: TAppDeps,
  user: TAuthUser,
  change: { classID: string; name?: string | undefined; archived?: boolean | undefined },
): Promise<void> {
  const found = await manageableClass(deps, user, change.classID);
  const now = deps.now();
  const actor = actorOf(user);
  await deps.db.transaction().execute(async (trx) => {
    await lockTeacher(trx, deps.dialect, found.teacher_id);
    const current = await lockClass(trx, deps.dialect, found.id);
    if (!current) throw noSuchClass();
    const name = change.name?.trim() ?? current.name;
    const wasArchived = current.archived_at !== null;
    const archived = change.archived ?? wasArchived;
    const renamed = name !== current.name;
    if (!archived && (renamed || wasArchived)) await assertNameFree(trx, current.teacher_id, name, current.id);
    const detail = { classID: current.id };
    if (renamed) {
      await setClassName(trx, current.id, name);
      await recordAudit(
        trx,
        actor,
        { action: "class.rename", target: name, detail: { ...detail, from: current.name } },
        now,
      );
    }
    if (archived !== wasArchived) {
      await setClassArchivedAt(trx, current.id, archived ? now : null);
      const action = archived ? "class.archive" : "class.restore";
      await recordAudit(trx, actor, { action, target: name, detail }, now);
    }
  });
}

/** A class and its learners, in the order they joined. */
export async function classWithLearners(
  deps: TAppDeps,
  user: TAuthUser,
  classID: string,
): Promise<{ class: TClassSummary; learners: TClassLearner[] }> {
  const row = await manageableClass(deps, user, classID);
  const rows = await classLearners(deps.db, row.id);
  const learners = rows.map((r) => ({
    email: r.email,
    name: r.display_name,
    addedAt: Number(r.added_at),
    mustChangePassword: r.must_change_password === 1,
    disabled: r.disabled_at !== null,
  }));
  return { class: summaryOf(row, learners.length), learners };
}

/** Adds learners to one of the caller's classes (class-learners.service.ts says how). */
export async function addLearnersToClass(
  deps: TAppDeps,
  user: TAuthUser,
  classID: string,
  learners: readonly TLearnerInput[],
): Promise<TAddLearnersResult> {
  const row = await manageableClass(deps, user, classID);
  return addLearners(deps, actorOf(user), row, learners);
}

/** Takes a learner out of a class (404 when not in it); the account and its work stay. */
export async function removeLearner(deps: TAppDeps, user: TAuthUser, classID: string, rawEmail: string) {
  const found = await manageableClass(deps, user, classID);
  const email = normaliseEmail(rawEmail);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const current = await lockClass(trx, deps.dialect, found.id);
    if (!current) throw noSuchClass();
    if (current.archived_at !== null) throw classArchived();
    if (!(await deleteMember(trx, current.id, email))) throw new AppError(404, `${email} is not in this class`);
    const detail = { classID: current.id, className: current.name };
    await recordAudit(trx, actorOf(user), { action: "class.remove_learner", target: email, detail }, now);
  });
}

/**
 * The command line's class: the one unarchived class with exactly this name, whoever teaches it (the command
 * line has no teacher of its own, so it never creates one). Otherwise an error saying what to do.
 */
export async function unarchivedClassNamed(deps: TAppDeps, rawName: string): Promise<TClassRow> {
  const name = rawName.trim();
  const found = await activeClassesNamed(deps.db, name);
  const [only] = found;
  if (only && found.length === 1) return only;
  if (!only) {
    throw new AppError(
      404,
      `No unarchived class is named "${name}". A teacher creates it first (Classes page), or a restored class ` +
        "is used; or run without --class to create the accounts only.",
    );
  }
  const teachers = found.map((c) => `${c.teacherEmail} (${c.id})`).join(", ");
  throw new AppError(
    409,
    `${found.length} unarchived classes are named "${name}": ${teachers}. Rename all but one of them, then run again.`,
  );
}
