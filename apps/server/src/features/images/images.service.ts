import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { findImage } from "./images.repository";

/** A stored picture by its file name (`<sha256>.<ext>`); 404 for any other name or an unknown hash. */
export async function imageFile(deps: TAppDeps, file: string): Promise<{ mime: string; bytes: Buffer }> {
  const match = /^([0-9a-f]{64})\.[a-z0-9]{1,5}$/.exec(file);
  const row = match?.[1] ? await findImage(deps.db, match[1]) : undefined;
  if (!row) throw notFound(`No such image: ${file}`);
  return { mime: row.mime, bytes: Buffer.from(row.bytes) };
}
