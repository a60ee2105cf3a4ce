import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { checkPicture } from "./image-check";
import { findImage, storeUploadedImage } from "./images.repository";

/** A stored picture by its file name (`<sha256>.<ext>`); 404 for any other name or an unknown hash. */
export async function imageFile(deps: TAppDeps, file: string): Promise<{ mime: string; bytes: Buffer }> {
  const match = /^([0-9a-f]{64})\.[a-z0-9]{1,5}$/.exec(file);
  const row = match?.[1] ? await findImage(deps.db, match[1]) : undefined;
  if (!row) throw notFound(`No such image: ${file}`);
  return { mime: row.mime, bytes: Buffer.from(row.bytes) };
}

/**
 * Stores an administrator's picture once its decoded content passed the writing tasks' check, and answers its
 * content-addressed URL: the same bytes always give the same URL and one stored copy.
 */
export async function storePicture(deps: TAppDeps, bytes: Uint8Array): Promise<string> {
  const signature = await checkPicture(bytes);
  return storeUploadedImage(deps.db, bytes, signature, deps.now());
}
