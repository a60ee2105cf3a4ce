import { adminEndpoints } from "@bandcraft/contract/admin";
import { adminWritingEndpoints } from "@bandcraft/contract/admin-writing";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { call } from "../../../lib/api-client";
import { imageActionOf, type TWritingTaskFields } from "./task-prefill";

/** An upload may take its time on a slow line. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The form's task as the writingData field names it: texts trimmed, blank optional fields left out. */
function writingPracticesOf(form: TWritingTaskFields) {
  return {
    part: form.part,
    content: form.content.trim(),
    theme: form.theme,
    ...(form.title.trim() !== "" && { title: form.title.trim() }),
    ...(form.requirement.trim() !== "" && { requirement: form.requirement.trim() }),
  };
}

/**
 * The multipart body: the writingData JSON and, for task 1, a newly chosen picture as pic. The client leaves
 * the Content-Type to the browser, which adds the boundary.
 */
function formBody(writingData: object, form: TWritingTaskFields): FormData {
  const body = new FormData();
  body.append("writingData", JSON.stringify(writingData));
  if (form.part === 1 && form.image) body.append("pic", form.image);
  return body;
}

/** POST /admin/writing/add: a new task, published now; answers its id. */
export async function addWritingPractice(form: TWritingTaskFields, nowMs = Date.now()): Promise<string> {
  const writingPractices = { ...writingPracticesOf(form), publishTime: String(Math.floor(nowMs / 1000)) };
  const res = await call(adminEndpoints.adminWritingAdd, formBody({ writingPractices }, form), {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return res.writingPracticeID;
}

/**
 * POST /admin/writing/modify: the task rewritten from the form (its publish time kept), its picture kept,
 * replaced by the chosen one or removed; answers the task as stored.
 */
export async function modifyWritingPractice(id: string, form: TWritingTaskFields): Promise<TWritingItem> {
  const writingData = { writingPracticeID: id, image: imageActionOf(form), writingPractices: writingPracticesOf(form) };
  const res = await call(adminWritingEndpoints.adminWritingModify, formBody(writingData, form), {
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return res.writingPractice;
}
