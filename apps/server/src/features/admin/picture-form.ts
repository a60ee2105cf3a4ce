import { PICTURE_FIELD } from "@bandcraft/contract/admin-images";
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "../../lib/app-error";
import { malformedForm } from "./writing-upload";

/**
 * Reads a form of exactly one picture under `pic`, as bytes still to be checked. Any text field, any other
 * file field, a second picture or none is a 400; the plugin's limits (5 MB a file) apply as for writing tasks.
 * Every file part is read to its end before refusing, so the parser never waits on an unread stream.
 */
export async function readPictureForm(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new AppError(415, `Send multipart/form-data with one picture as ${PICTURE_FIELD}`);
  }
  const pictures: Uint8Array[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") {
        throw badRequest(`Unexpected field "${part.fieldname}": send one picture as ${PICTURE_FIELD} and nothing else`);
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== PICTURE_FIELD) {
        throw badRequest(`Unexpected file field "${part.fieldname}": send the picture as ${PICTURE_FIELD}`);
      }
      if (pictures.length > 0) throw badRequest("Only one picture can be uploaded at a time");
      pictures.push(bytes);
    }
  } catch (error) {
    throw malformedForm(error);
  }
  const [picture] = pictures;
  if (!picture) throw badRequest(`No picture: send one PNG, JPEG, GIF or WebP file as ${PICTURE_FIELD}`);
  return picture;
}
