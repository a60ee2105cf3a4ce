import { ZAdminWritingData } from "@bandcraft/contract/admin";
import type { TWritingItem } from "@bandcraft/contract/writing";
import {
  type TAllowedThemes,
  validateWritingTask,
  writingTaskMessages,
} from "@bandcraft/domain/writing-task-validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../deps";
import { AppError, badRequest } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { newId } from "../../lib/tokens";
import { assertNoNulCharacter, parseBody } from "../../lib/validate";
import { authenticateAdmin } from "../../plugins/auth";
import { checkPicture } from "../images/image-check";
import { storeUploadedImage } from "../images/images.repository";
import { readThemes, upsertWritingItem } from "../writing/writing.repository";

/** An uploaded picture may be at most this large (issue 7: more is a 413). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** writingData is a small JSON document; a bigger field is refused rather than cut. */
const MAX_FIELD_BYTES = 64 * 1024;

/** Limits for @fastify/multipart: one writingData field and at most one picture get through. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 4,
  parts: 6,
  fieldSize: MAX_FIELD_BYTES,
  headerPairs: 50,
};

type TUpload = { writingData?: string; pictures: Uint8Array[] };

/** Reads the form: the writingData text and the pictures, refusing any other part by name. */
async function readForm(request: FastifyRequest): Promise<TUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, "Send multipart/form-data with a writingData field and, for task 1, a pic file");
  }
  const upload: TUpload = { pictures: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname !== "pic")
          throw badRequest(`Unexpected file field "${part.fieldname}": send the image as pic`);
        upload.pictures.push(bytes);
      } else if (part.fieldname === "writingData") {
        if (part.valueTruncated) throw new AppError(413, "writingData is too large (the limit is 64 KB)");
        upload.writingData = String(part.value);
      } else {
        throw badRequest(`Unexpected field "${part.fieldname}": send writingData and pic only`);
      }
    }
  } catch (error) {
    throw malformedForm(error);
  }
  return upload;
}

/**
 * The multipart parser (busboy) refuses a broken form with a bare Error ("Multipart: Boundary not
 * found", "Unexpected end of multipart data", ...): that is the client's bad input, a 400. Our own
 * refusals and the plugin's coded limit errors pass through to the error handler unchanged.
 */
function malformedForm(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && "code" in error && typeof error.code === "string") return error;
  const detail = error instanceof Error ? `: ${error.message}` : "";
  return badRequest(`The upload is not a valid multipart/form-data body${detail}`);
}

function parseWritingData(text: string | undefined) {
  if (text === undefined) throw badRequest("writingData is required");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("writingData is not valid JSON");
  }
  assertNoNulCharacter(json);
  return parseBody(ZAdminWritingData, json).writingPractices;
}

async function allowedThemes(deps: AppDeps): Promise<TAllowedThemes> {
  const themes = await readThemes(deps.db);
  return {
    1: new Set(themes?.TaskOneTypes.map((t) => t.key)),
    2: new Set([...(themes?.TaskTwoTypes ?? []), ...(themes?.TaskTwoThemes ?? [])].map((t) => t.key)),
  };
}

/** POST /api/admin/writing/add: a new task from the multipart form, re-validated here. */
export function adminWritingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/admin/writing/add", async (request) => {
    await authenticateAdmin(deps, request);
    const upload = await readForm(request);
    const data = parseWritingData(upload.writingData);
    const errors = validateWritingTask(
      {
        part: data.part,
        title: data.title ?? "",
        requirement: data.requirement ?? "",
        content: data.content,
        theme: data.theme,
        imageCount: upload.pictures.length,
      },
      await allowedThemes(deps),
    );
    const messages = writingTaskMessages(errors);
    if (messages.length > 0) throw badRequest(messages.join("; "));
    const picture = upload.pictures[0];
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
    return ok({ writingPracticeID: id });
  });
}
