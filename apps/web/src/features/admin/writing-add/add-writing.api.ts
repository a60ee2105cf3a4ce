import { adminEndpoints } from "@bandcraft/contract/admin";
import { call } from "../../../lib/api-client";
import type { TAddWritingFields } from "./task-prefill";

/**
 * POST /admin/writing/add: multipart with the writingData JSON and, for task 1, the
 * picture as pic. The client leaves the Content-Type to the browser, which adds the boundary.
 */
export async function addWritingPractice(form: TAddWritingFields, nowMs = Date.now()): Promise<string> {
  const writingPractices = {
    part: form.part,
    content: form.content.trim(),
    theme: form.theme,
    ...(form.title.trim() !== "" && { title: form.title.trim() }),
    ...(form.requirement.trim() !== "" && { requirement: form.requirement.trim() }),
    publishTime: String(Math.floor(nowMs / 1000)),
  };
  const body = new FormData();
  body.append("writingData", JSON.stringify({ writingPractices }));
  if (form.part === 1 && form.image) body.append("pic", form.image);
  const res = await call(adminEndpoints.adminWritingAdd, body, { timeoutMs: 60_000 });
  return res.writingPracticeID;
}
