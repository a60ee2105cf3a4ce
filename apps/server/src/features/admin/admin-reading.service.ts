import type { TAdminGroups, TAdminReadingListItem } from "@bandcraft/contract/admin";
import { type TReadingPractice, ZPracticeId } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import {
  deletePractice,
  findPracticeIdByTitle,
  groupedPractices,
  listPracticesForAdmin,
  practiceExists,
  type TAdminListQuery,
} from "../reading/practice-bank.repository";
import { checkReadingPractice } from "../reading/practice-check";
import { findPractice, upsertPractice } from "../reading/reading.repository";

const noSuchPractice = (id: string) => notFound(`No reading practice with the id ${id}`);

/** One page of the test list, newest first; deleted tests only when asked for. */
export function practiceList(deps: TAppDeps, query: TAdminListQuery): Promise<TAdminReadingListItem[]> {
  return listPracticesForAdmin(deps.db, query);
}

/** The complete tests of the actual-test bank, each with its parts as they stand (see ZAdminGroupsResponse). */
export async function completeTestGroupsForAdmin(deps: TAppDeps): Promise<TAdminGroups> {
  const groups = new Map<string, TAdminGroups[number]["parts"]>();
  for (const { testGroup, ...part } of await groupedPractices(deps.db, "ActualTest")) {
    groups.set(testGroup, [...(groups.get(testGroup) ?? []), part]);
  }
  return [...groups].map(([testGroup, parts]) => ({ testGroup, parts }));
}

/** A practice with its answers, by id. */
export async function practiceById(deps: TAppDeps, id: string): Promise<TReadingPractice> {
  const practice = await findPractice(deps.db, id);
  if (!practice) throw noSuchPractice(id);
  return practice;
}

/** The practice whose title matches best. */
export async function practiceByTitle(deps: TAppDeps, title: string): Promise<TReadingPractice> {
  const id = await findPracticeIdByTitle(deps.db, title);
  const practice = id ? await findPractice(deps.db, id) : undefined;
  if (!practice) throw notFound("Test not found with this title");
  return practice;
}

/** The id a save targets: the one given (which must exist), or a new one for a new test. */
async function targetId(deps: TAppDeps, given: unknown): Promise<string> {
  if (given === undefined || given === null || given === "") return newId("reading-");
  const id = ZPracticeId.safeParse(given);
  if (!id.success) throw badRequest(`Invalid request: readingPracticeID: ${id.error.issues[0]?.message ?? "invalid"}`);
  if (!(await practiceExists(deps.db, id.data))) throw noSuchPractice(id.data);
  return id.data;
}

/**
 * Saves a whole practice after the same checks as the content bank's import, which name every problem at
 * once (a 400 with `problems` in English and `contentProblems` as codes the web words in the teacher's
 * language); nothing invalid is stored. Answers the practice's id.
 */
export async function savePractice(
  deps: TAppDeps,
  actor: TAuditActor,
  fields: Record<string, unknown>,
): Promise<string> {
  const id = await targetId(deps, fields.readingPracticeID);
  const checked = checkReadingPractice({ ...fields, readingPracticeID: id });
  if (!checked.practice) {
    const { problems, contentProblems } = checked;
    throw new AppError(400, `Invalid practice: ${problems.join("; ")}`, {}, { problems, contentProblems });
  }
  const practice = checked.practice;
  const now = deps.now();
  const created = id !== fields.readingPracticeID;
  await deps.db.transaction().execute(async (trx) => {
    await upsertPractice(trx, practice, now);
    const detail = { title: practice.title, created };
    await recordAudit(trx, actor, { action: "reading.save", target: id, detail }, now);
  });
  return id;
}

/** Deletes a practice (a soft delete: past reviews keep their snapshot). */
export async function removePractice(deps: TAppDeps, actor: TAuditActor, id: string): Promise<void> {
  if (!(await deletePractice(deps.db, id))) throw noSuchPractice(id);
  // One statement, no transaction: the entry follows the change it records.
  await recordAudit(deps.db, actor, { action: "reading.delete", target: id }, deps.now());
}
