import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { sha256Hex } from "../../lib/tokens";

const MIME_BY_EXTENSION: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};

/** The MIME type of an image file name, or undefined when it is not an image we serve. */
export function imageMime(fileName: string): string | undefined {
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  return MIME_BY_EXTENSION[ext];
}

/** Stores an image by its SHA-256 (a second copy of the same bytes is free) and returns its URL. */
export async function storeImage(
  db: Kysely<Database>,
  fileName: string,
  bytes: Uint8Array,
  now: number,
): Promise<string> {
  const mime = imageMime(fileName);
  if (!mime) throw new Error(`Not an image type we serve: ${fileName}`);
  const sha = sha256Hex(bytes);
  await db
    .insertInto("images")
    .values({ sha256: sha, mime, bytes, original_name: fileName, created_at: now })
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
  const ext = fileName.split(".").pop()?.toLowerCase();
  return `/api/images/${sha}.${ext}`;
}
