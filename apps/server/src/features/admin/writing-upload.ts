import { ZAdminWritingData } from "@bandcraft/contract/admin";
import { MAX_IMAGE_BYTES } from "@bandcraft/domain/image-signature";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, badRequest } from "../../lib/app-error";
import { assertNoNulCharacter, parseBody } from "../../lib/validate";

/** An uploaded picture may be at most this large (more is a 413); the web checks a chosen file against it too. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;
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

/** A read form: the writingData text and the uploaded pictures. */
export type TUpload = { writingData?: string; pictures: Uint8Array[] };

/** Reads the form: the writingData text and the pictures, refusing any other part by name. */
export async function readForm(request: FastifyRequest): Promise<TUpload> {
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
export function malformedForm(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && "code" in error && typeof error.code === "string") return error;
  const detail = error instanceof Error ? `: ${error.message}` : "";
  return badRequest(`The upload is not a valid multipart/form-data body${detail}`);
}

/** The writingData field parsed and shape-checked against `schema` (the task rules are the service's). */
export function parseFormJson<S extends z.ZodType>(schema: S, text: string | undefined): z.infer<S> {
  if (text === undefined) throw badRequest("writingData is required");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest("writingData is not valid JSON");
  }
  assertNoNulCharacter(json);
  return parseBody(schema, json);
}

/** The add call's writingData: the new task's fields. */
export function parseWritingData(text: string | undefined) {
  return parseFormJson(ZAdminWritingData, text).writingPractices;
}
