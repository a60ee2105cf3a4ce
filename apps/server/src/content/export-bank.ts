import fs from "node:fs";
import path from "node:path";
import { type TReadingPractice, ZReadingPractice } from "@bandcraft/contract/reading";
import { ZWritingItem } from "@bandcraft/contract/writing";
import type { Kysely } from "kysely";
import type { TDatabase } from "../db/database";
import { allWritingItems, readThemes } from "../features/writing/writing.repository";
import type { TImportSummary } from "./import-bank";
import { mapPracticePictures, mapWritingPictures, storedPictureSha } from "./pictures";

const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes the bank in the database to DIR in the content format (reading/, writing/, images/), so that
 * importing DIR into an empty database reproduces it exactly. Pictures get their original file names
 * back (prefixed by their hash when two different pictures share a name).
 */
export async function exportContentDir(db: Kysely<TDatabase>, dir: string): Promise<TImportSummary> {
  for (const sub of ["reading", "writing", "images"]) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const images = await db.selectFrom("images").select(["sha256", "original_name", "bytes"]).orderBy("sha256").execute();
  const nameCount = new Map<string, number>();
  for (const image of images) nameCount.set(image.original_name, (nameCount.get(image.original_name) ?? 0) + 1);
  const fileBySha = new Map<string, string>();
  const used = new Set<string>();
  const fileNameOf = (url: string) => {
    const sha = storedPictureSha(url);
    const file = sha ? fileBySha.get(sha) : undefined;
    if (!file) throw new Error(`The bank refers to a picture the database does not hold: ${url}`);
    used.add(sha ?? "");
    return file;
  };
  for (const image of images) {
    const name =
      (nameCount.get(image.original_name) ?? 0) > 1
        ? `${image.sha256.slice(0, 12)}-${image.original_name}`
        : image.original_name;
    fileBySha.set(image.sha256, name);
  }

  const practices = await db.selectFrom("reading_practices").select("body").orderBy("id").execute();
  for (const row of practices) {
    const { questionTypes: _derived, ...stored } = JSON.parse(row.body) as TReadingPractice;
    const practice: TReadingPractice = mapPracticePictures(ZReadingPractice.parse(stored), fileNameOf);
    writeJson(path.join(dir, "reading", `${practice.readingPracticeID}.json`), practice);
  }

  const items = await allWritingItems(db);
  for (const stored of items) {
    const item = ZWritingItem.parse(stored);
    writeJson(path.join(dir, "writing", `${item.writingPracticeID}.json`), mapWritingPictures(item, fileNameOf));
  }

  const themes = await readThemes(db);
  if (themes) writeJson(path.join(dir, "writing", "themes.json"), themes);
  // Only pictures the bank refers to: an orphan upload is not content.
  for (const image of images) {
    if (used.has(image.sha256))
      fs.writeFileSync(path.join(dir, "images", fileBySha.get(image.sha256) ?? ""), image.bytes);
  }
  return { practices: practices.length, writingItems: items.length, images: used.size, themes: themes !== undefined };
}
