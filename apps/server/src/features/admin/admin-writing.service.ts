import {
  ADMIN_TASK_EXCERPT_LENGTH,
  type TAdminWritingListRequest,
  type TAdminWritingModifyData,
  type TAdminWritingSummary,
  type TImageAction,
} from "@bandcraft/contract/admin-writing";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { excerpt } from "@bandcraft/domain/excerpt";
import {
  type TAllowedThemes,
  validateWritingTask,
  writingTaskMessages,
} from "@bandcraft/domain/writing-task-validation";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { badRequest, notFound } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { checkPicture } from "../images/image-check";
import { storeUploadedImage } from "../images/images.repository";
import { picsOf, readThemes, upsertWritingItem } from "../writing/writing.repository";
import {
  findLiveWritingItem,
  markWritingItemDeleted,
  searchWritingItems,
  updateLiveWritingItem,
} from "../writing/writing-tasks.repository";
import type { parseWritingData, TUpload } from "./writing-upload";

type TTaskFields = ReturnType<typeof parseWritingData>;

const taskNotFound = (id: string) => notFound(`No writing task with the id ${id}`);

async function allowedThemes(deps: TAppDeps): Promise<TAllowedThemes> {
  const themes = await readThemes(deps.db);
  return {
    1: new Set(themes?.TaskOneTypes.map((t) => t.key)),
    2: new Set([...(themes?.TaskTwoTypes ?? []), ...(themes?.TaskTwoThemes ?? [])].map((t) => t.key)),
  };
}

/** What storing a task needs besides its fields: its id, the pictures uploaded and kept, and how it is written. */
type TTaskStore = {
  id: string;
  fields: TTaskFields;
  /** Pictures uploaded with the form (at most one gets past the rules). */
  uploaded: TUpload["pictures"];
  /** URLs of the stored pictures the task keeps. */
  kept: string[];
  /** Unix seconds when the form gives no publish time. */
  publishTime: number;
  /** Writes the task in the transaction; false when it is no longer there to write. */
  write: (trx: Kysely<TDatabase>, item: TWritingItem, now: number) => Promise<boolean>;
  /** Who stores it (the audit log's entry, in the same transaction), and whether it is a new task. */
  actor: TAuditActor;
  created: boolean;
};

/**
 * The one piece adding and modifying share: the fields checked by the editor's rules (themes, the picture count
 * with the kept ones, lengths), the new picture checked by its decoded content, then the picture and the task
 * stored in one transaction. Answers the task as stored.
 */
async function storeTask(deps: TAppDeps, store: TTaskStore): Promise<TWritingItem> {
  const { fields, uploaded, kept } = store;
  const errors = validateWritingTask(
    {
      part: fields.part,
      title: fields.title ?? "",
      requirement: fields.requirement ?? "",
      content: fields.content,
      theme: fields.theme,
      imageCount: kept.length + uploaded.length,
    },
    await allowedThemes(deps),
  );
  const messages = writingTaskMessages(errors);
  if (messages.length > 0) throw badRequest(messages.join("; "));
  const picture = uploaded[0];
  const signature = picture ? await checkPicture(picture) : undefined;

  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const added = picture && signature ? await storeUploadedImage(trx, picture, signature, now) : undefined;
    const pics = added ? [added] : kept;
    const item: TWritingItem = {
      writingPracticeID: store.id,
      part: fields.part,
      ...(fields.title?.trim() && { title: fields.title.trim() }),
      publishTime: fields.publishTime ? Number(fields.publishTime) : store.publishTime,
      theme: [...new Set(fields.theme)],
      content: fields.content.trim(),
      ...(fields.requirement?.trim() && { requirement: fields.requirement.trim() }),
      ...(pics.length === 1 ? { pic: pics[0] } : pics.length > 1 ? { pic: pics } : {}),
    };
    // Throwing rolls the picture back too: nothing is stored for a task that went meanwhile.
    if (!(await store.write(trx, item, now))) throw taskNotFound(store.id);
    const detail = { part: item.part, created: store.created };
    await recordAudit(trx, store.actor, { action: "writing.save", target: store.id, detail }, now);
    return item;
  });
}

/**
 * Adds a writing task from a read form after the same rules as the editor's (themes, image count,
 * lengths), the picture checked by its decoded content; the picture and the task are stored together.
 * Answers the new task's id.
 */
export async function addWritingTask(
  deps: TAppDeps,
  actor: TAuditActor,
  data: TTaskFields,
  pictures: TUpload["pictures"],
) {
  const item = await storeTask(deps, {
    id: newId(`writing-task${data.part}-`),
    fields: data,
    uploaded: pictures,
    kept: [],
    publishTime: Math.floor(deps.now() / 1000),
    actor,
    created: true,
    write: async (trx, task, now) => {
      await upsertWritingItem(trx, task, now);
      return true;
    },
  });
  return item.writingPracticeID;
}

/** A picture must come with "replace" and only with it, so a form never changes the picture by accident. */
function checkImageAction(action: TImageAction, uploads: number): void {
  if (action === "replace" && uploads === 0) {
    throw badRequest('image "replace" needs the new picture: send it as pic');
  }
  if (action !== "replace" && uploads > 0) {
    throw badRequest(`A picture was sent with image "${action}": send image "replace" to change the picture`);
  }
}

/**
 * Rewrites a task of the bank: every field as for adding (a missing publish time keeps the stored one), and its
 * picture kept, replaced by the uploaded one, or removed. The picture it had stays stored: essays written
 * against the task keep pointing at it. 404 for a task that is not there or was deleted.
 */
export async function modifyWritingTask(
  deps: TAppDeps,
  actor: TAuditActor,
  data: TAdminWritingModifyData,
  pictures: TUpload["pictures"],
): Promise<TWritingItem> {
  const id = data.writingPracticeID;
  const current = await findLiveWritingItem(deps.db, id);
  if (!current) throw taskNotFound(id);
  checkImageAction(data.image, pictures.length);
  return storeTask(deps, {
    id,
    fields: data.writingPractices,
    uploaded: pictures,
    kept: data.image === "keep" ? picsOf(current) : [],
    publishTime: current.publishTime,
    actor,
    created: false,
    write: (trx, task) => updateLiveWritingItem(trx, task),
  });
}

/** A task of the bank for the editor; 404 for one that is not there or was deleted. */
export async function writingTaskForAdmin(deps: TAppDeps, id: string): Promise<TWritingItem> {
  const task = await findLiveWritingItem(deps.db, id);
  if (!task) throw taskNotFound(id);
  return task;
}

/** One page of the bank's tasks for the administrator's list, as card summaries, with how many match. */
export async function writingTaskList(
  deps: TAppDeps,
  request: TAdminWritingListRequest,
): Promise<{ tasks: TAdminWritingSummary[]; totalCnt: number }> {
  const { page, pageSize } = request.paginationRequest;
  const found = await searchWritingItems(deps.db, {
    needle: request.query ?? "",
    ...(request.part !== undefined && { part: request.part }),
    ...(request.theme !== undefined && { theme: request.theme }),
    page,
    pageSize,
  });
  const tasks = found.items.map((item) => {
    const pic = picsOf(item)[0];
    return {
      writingPracticeID: item.writingPracticeID,
      part: item.part,
      ...(item.title !== undefined && { title: item.title }),
      publishTime: item.publishTime,
      theme: item.theme,
      excerpt: excerpt(item.content, ADMIN_TASK_EXCERPT_LENGTH),
      ...(pic !== undefined && { pic }),
    };
  });
  return { tasks, totalCnt: found.total };
}

/**
 * Deletes a task from the bank: learners no longer see it, and no one can start it. Its row stays, marked, so
 * a draft begun before can still be saved; essays keep their own copy of it. 404 when there is none to delete.
 */
export async function deleteWritingTask(deps: TAppDeps, actor: TAuditActor, id: string): Promise<void> {
  if (!(await markWritingItemDeleted(deps.db, id, deps.now()))) throw taskNotFound(id);
  // One statement, no transaction: the entry follows the change it records.
  await recordAudit(deps.db, actor, { action: "writing.delete", target: id }, deps.now());
}
