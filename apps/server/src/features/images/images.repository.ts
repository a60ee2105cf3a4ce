import { imagePath } from "@bandcraft/contract/routes";
import { IMAGE_EXTENSION, IMAGE_MIME, type TImageSignature } from "@bandcraft/domain/image-signature";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
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

type TImageRow = { bytes: Uint8Array; mime: string; ext: string; name: string };

/**
 * Stores bytes by their SHA-256 (a second copy of the same bytes is free) and returns the URL. Pictures are
 * never deleted: a task's replaced picture stays served for the essays whose copy of the task shows it.
 */
async function insertImage(db: Kysely<TDatabase>, image: TImageRow, now: number): Promise<string> {
  const sha = sha256Hex(image.bytes);
  await db
    .insertInto("images")
    .values({ sha256: sha, mime: image.mime, bytes: image.bytes, original_name: image.name, created_at: now })
    .onConflict((oc) => oc.column("sha256").doNothing())
    .execute();
  return imagePath(`${sha}.${image.ext}`);
}

/** Stores a picture of our own content bank, typed by its file name (SVG allowed: we wrote it). */
export async function storeImage(
  db: Kysely<TDatabase>,
  fileName: string,
  bytes: Uint8Array,
  now: number,
): Promise<string> {
  const mime = imageMime(fileName);
  if (!mime) throw new Error(`Not an image type we serve: ${fileName}`);
  const ext = fileName.split(".").pop()?.toLowerCase() ?? "";
  return insertImage(db, { bytes, mime, ext, name: fileName }, now);
}

/**
 * Stores an administrator's upload, typed by its checked bytes. The client's file name is never kept:
 * the stored name (used when the bank is exported to disk) is derived from the hash.
 */
export async function storeUploadedImage(
  db: Kysely<TDatabase>,
  bytes: Uint8Array,
  signature: TImageSignature,
  now: number,
): Promise<string> {
  const ext = IMAGE_EXTENSION[signature.type];
  const name = `upload-${sha256Hex(bytes).slice(0, 16)}.${ext}`;
  return insertImage(db, { bytes, mime: IMAGE_MIME[signature.type], ext, name }, now);
}

/** A stored picture's type and bytes by its content hash, or undefined. */
export function findImage(db: Kysely<TDatabase>, sha256: string) {
  return db.selectFrom("images").select(["mime", "bytes"]).where("sha256", "=", sha256).executeTakeFirst();
}

/** Lookups by a list are asked in chunks, well under either database's limit on bound parameters. */
const LOOKUP_CHUNK = 500;

const chunksOf = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / LOOKUP_CHUNK) }, (_, i) =>
    items.slice(i * LOOKUP_CHUNK, (i + 1) * LOOKUP_CHUNK),
  );

/** Of these content hashes, the ones stored. */
export async function storedImageHashes(db: Kysely<TDatabase>, shas: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const chunk of chunksOf([...new Set(shas)])) {
    const rows = await db.selectFrom("images").select("sha256").where("sha256", "in", chunk).execute();
    for (const row of rows) found.add(row.sha256);
  }
  return found;
}

/**
 * Stored pictures by the file name they were stored under (a content bank's pictures keep theirs): each name
 * with the addresses of every picture of that name, more than one when different pictures share it.
 */
export async function imageAddressesByName(db: Kysely<TDatabase>, names: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const chunk of chunksOf([...new Set(names)])) {
    const rows = await db
      .selectFrom("images")
      .select(["sha256", "original_name"])
      .where("original_name", "in", chunk)
      .orderBy("sha256")
      .execute();
    for (const row of rows) {
      const ext = row.original_name.split(".").pop()?.toLowerCase() ?? "";
      found.set(row.original_name, [...(found.get(row.original_name) ?? []), imagePath(`${row.sha256}.${ext}`)]);
    }
  }
  return found;
}
