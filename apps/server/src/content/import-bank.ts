import type { Kysely } from "kysely";
import type { TDatabase } from "../db/database";
import { storeImage } from "../features/images/images.repository";
import { upsertPractice } from "../features/reading/reading.repository";
import { replaceThemes, upsertWritingItem } from "../features/writing/writing.repository";
import { formatProblems, readContentBank, type TContentBank } from "./content-bank";
import { isBankFileName, mapPracticePictures, mapWritingPictures } from "./pictures";
import { resolveStoredPictures } from "./stored-pictures";

export const SEEDED_KEY = "content_seeded_at";

export interface TImportSummary {
  practices: number;
  writingItems: number;
  images: number;
  themes: boolean;
}

/** A bank with problems: nothing was imported. */
export class InvalidBankError extends Error {}

/** Writes a validated bank in one transaction; pictures become content-addressed /api/images URLs. */
export async function writeBank(db: Kysely<TDatabase>, bank: TContentBank, now: number): Promise<TImportSummary> {
  return db.transaction().execute(async (trx) => {
    const urls = new Map<string, string>();
    const urlOf = async (name: string) => {
      if (!isBankFileName(name)) return name;
      const known = urls.get(name);
      if (known) return known;
      const bytes = bank.images.get(name);
      if (!bytes) throw new InvalidBankError(`picture ${name} is not in content/images`);
      const url = await storeImage(trx, name, bytes, now);
      urls.set(name, url);
      return url;
    };
    for (const { practice } of bank.practices) {
      for (const name of collect(practice, mapPracticePictures)) await urlOf(name);
      await upsertPractice(
        trx,
        mapPracticePictures(practice, (u) => urls.get(u) ?? u),
        now,
      );
    }
    for (const { item } of bank.writingItems) {
      for (const name of collect(item, mapWritingPictures)) await urlOf(name);
      await upsertWritingItem(
        trx,
        mapWritingPictures(item, (u) => urls.get(u) ?? u),
        now,
      );
    }
    if (bank.themes) await replaceThemes(trx, bank.themes);
    return {
      practices: bank.practices.length,
      writingItems: bank.writingItems.length,
      images: urls.size,
      themes: !!bank.themes,
    };
  });
}

function collect<T>(value: T, mapper: (v: T, map: (u: string) => string) => T): string[] {
  const names: string[] = [];
  mapper(value, (u) => {
    names.push(u);
    return u;
  });
  return names;
}

/** Validates everything first; imports all or nothing. */
export async function importContentDir(db: Kysely<TDatabase>, dir: string, now: number): Promise<TImportSummary> {
  const { bank, problems } = readContentBank(dir);
  // A test downloaded from the browser names its pictures by their stored address: they must be stored here.
  problems.push(...(await resolveStoredPictures(db, bank.practices, false)).problems);
  if (problems.length > 0)
    throw new InvalidBankError(`The content bank has ${problems.length} problem(s):\n${formatProblems(problems)}`);
  return writeBank(db, bank, now);
}

/** Imports the bank on the very first start only, so a restart (or an admin's deletions) is never undone. */
export async function seedOnFirstStart(
  db: Kysely<TDatabase>,
  dir: string,
  now: number,
): Promise<TImportSummary | undefined> {
  const seeded = await db.selectFrom("app_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (seeded) return undefined;
  const summary = await importContentDir(db, dir, now);
  await db
    .insertInto("app_meta")
    .values({ key: SEEDED_KEY, value: String(now) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return summary;
}
