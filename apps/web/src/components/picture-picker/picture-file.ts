import { checkUploadedImage, IMAGE_MIME, MAX_IMAGE_BYTES, UPLOAD_IMAGE_TYPES } from "@bandcraft/domain/image-signature";

/** The file chooser's filter: the picture types the server accepts (it still types each file by its bytes). */
export const PICTURE_ACCEPT = UPLOAD_IMAGE_TYPES.map((type) => IMAGE_MIME[type]).join(",");

/** Why a chosen file will not be sent: not a picture, too many pixels, or over the server's size cap. */
export type TPictureFileProblem = "notAnImage" | "imageTooLarge" | "fileTooBig";

/**
 * Reads a chosen file's own bytes with the server's first check (type by content, pixel limits, size), so a
 * refusal shows at once and in the reader's language; the server decodes and checks it again.
 */
export async function checkPictureFile(file: File): Promise<TPictureFileProblem | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return "fileTooBig";
  const check = checkUploadedImage(new Uint8Array(await file.arrayBuffer()));
  if (check.ok) return undefined;
  return check.reason === "too-large" ? "imageTooLarge" : "notAnImage";
}
