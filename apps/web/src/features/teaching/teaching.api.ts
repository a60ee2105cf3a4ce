import {
  classEndpoints,
  type TAddedLearner,
  type TClassLearner,
  type TClassSummary,
  type TNewLearner,
} from "@bandcraft/contract/classes";
import { call } from "../../lib/api-client";

/** The classes list asks 20 a page, like the other lists. */
export const CLASSES_PAGE_SIZE = 20;

export type TClassPage = { classes: TClassSummary[]; totalCnt: number };
export type TClassDetail = { class: TClassSummary; learners: TClassLearner[] };
/** What adding learners answers: the new accounts' one-time passwords (this once) and who was there already. */
export type TAddLearnersResult = { added: TAddedLearner[]; alreadyInClass: string[] };

/** Every query of this feature starts with this key, so one invalidation refreshes the list and a class. */
export const TEACHING_KEY = "teaching";

/** A page of the caller's classes (an administrator's: all), newest first; archived ones when asked. */
export async function fetchClasses(page: number, includeArchived: boolean, signal?: AbortSignal): Promise<TClassPage> {
  const body = await call(
    classEndpoints.classList,
    { paginationRequest: { page, pageSize: CLASSES_PAGE_SIZE }, ...(includeArchived && { includeArchived }) },
    { signal },
  );
  return body.data;
}

/** Makes a class; answers its id. */
export async function createClass(name: string): Promise<string> {
  const body = await call(classEndpoints.classCreate, { name: name.trim() });
  return body.classID;
}

/** Renames a class. */
export async function renameClass(classID: string, name: string): Promise<void> {
  await call(classEndpoints.classUpdate, { classID, name: name.trim() });
}

/** Archives (read-only, kept) or restores a class. */
export async function setClassArchived(classID: string, archived: boolean): Promise<void> {
  await call(classEndpoints.classUpdate, { classID, archived });
}

/** One class and its learners. */
export async function fetchClass(classID: string, signal?: AbortSignal): Promise<TClassDetail> {
  const body = await call(classEndpoints.classGet, { classID }, { signal });
  return { class: body.class, learners: body.learners };
}

/** Adds learners (new e-mails get accounts with one-time passwords); all or nothing. */
export async function addLearners(classID: string, learners: TNewLearner[]): Promise<TAddLearnersResult> {
  const body = await call(classEndpoints.classAddLearners, { classID, learners });
  return { added: body.added, alreadyInClass: body.alreadyInClass };
}

/** Takes a learner out of a class; the account and its work stay. */
export async function removeLearner(classID: string, email: string): Promise<void> {
  await call(classEndpoints.classRemoveLearner, { classID, email });
}
