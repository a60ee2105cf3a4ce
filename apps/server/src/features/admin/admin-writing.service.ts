import type { TWritingItem } from "@bandcraft/contract/writing";
import {
  type TAllowedThemes,
  validateWritingTask,
  writingTaskMessages,
} from "@bandcraft/domain/writing-task-validation";
import type { TAppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { newId } from "../../lib/tokens";
import { checkPicture } from "../images/image-check";
import { storeUploadedImage } from "../images/images.repository";
import { readThemes, upsertWritingItem } from "../writing/writing.repository";
import type { parseWritingData, TUpload } from "./writing-upload";

async function allowedThemes(deps: TAppDeps): Promise<TAllowedThemes> {
  const themes = await readThemes(deps.db);
  return {
    1: new Set(themes?.TaskOneTypes.map((t) => t.key)),
    2: new Set([...(themes?.TaskTwoTypes ?? []), ...(themes?.TaskTwoThemes ?? [])].map((t) => t.key)),
  };
}

/**
 * Adds a writing task from a read form after the same rules as the editor's (themes, image count,
 * lengths), the picture checked by its decoded content; the picture and the task are stored together.
 * Answers the new task's id.
 */
export async function addWritingTask(
  deps: TAppDeps,
  data: ReturnType<typeof parseWritingData>,
  pictures: TUpload["pictures"],
): Promise<string> {
  const errors = validateWritingTask(
    {
      part: data.part,
      title: data.title ?? "",
      requirement: data.requirement ?? "",
      content: data.content,
      theme: data.theme,
      imageCount: pictures.length,
    },
    await allowedThemes(deps),
  );
  const messages = writingTaskMessages(errors);
  if (messages.length > 0) throw badRequest(messages.join("; "));
  const picture = pictures[0];
  const signature = picture ? await checkPicture(picture) : undefined;

  const now = deps.now();
  const id = newId(`writing-task${data.part}-`);
  await deps.db.transaction().execute(async (trx) => {
    const pic = picture && signature ? await storeUploadedImage(trx, picture, signature, now) : undefined;
    const item: TWritingItem = {
      writingPracticeID: id,
      part: data.part,
      ...(data.title?.trim() && { title: data.title.trim() }),
      publishTime: data.publishTime ? Number(data.publishTime) : Math.floor(now / 1000),
      theme: [...new Set(data.theme)],
      content: data.content.trim(),
      ...(data.requirement?.trim() && { requirement: data.requirement.trim() }),
      ...(pic && { pic }),
    };
    await upsertWritingItem(trx, item, now);
  });
  return id;
}
