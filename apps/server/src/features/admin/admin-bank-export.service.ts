import { Readable } from "node:stream";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import { practicesAfter } from "../reading/practice-transfer.repository";
import { practiceById } from "./admin-reading.service";

/** Practices read per query while the bank's download streams. */
const EXPORT_PAGE = 50;

/** A download: the file name the browser saves it under and its content. */
export type TDownload = { fileName: string; body: string | Readable };

/** A test as its bank file holds it: `questionTypes` is derived on every save, so it is left out (as the CLI's export does). */
export function bankFileForm(practice: TReadingPractice): TReadingPractice {
  const { questionTypes: _derived, ...stored } = practice;
  return stored;
}

/** A test's bank file, `<id>.json`, written as the CLI's export writes it. */
export async function exportPractice(deps: TAppDeps, id: string): Promise<TDownload> {
  const practice = await practiceById(deps, id);
  return { fileName: `${id}.json`, body: `${JSON.stringify(bankFileForm(practice), null, 2)}\n` };
}

/**
 * The bank's tests as one JSON list in id order, byte for byte what `JSON.stringify(list, null, 2)` writes, read a
 * page at a time so the server never holds the whole bank. Retired tests (level -1) are in it, as they are in the
 * database, so a re-import restores the bank as it was.
 */
async function* bankChunks(deps: TAppDeps): AsyncGenerator<string> {
  yield "[";
  let after = "";
  let first = true;
  for (;;) {
    const page = await practicesAfter(deps.db, after, EXPORT_PAGE);
    for (const { practice } of page) {
      // JSON text holds no raw line break inside a string, so indenting every line nests the object in the list.
      yield `${first ? "" : ","}\n  ${JSON.stringify(bankFileForm(practice), null, 2).replace(/\n/g, "\n  ")}`;
      first = false;
    }
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE) break;
    after = last.id;
  }
  yield first ? "]\n" : "\n]\n";
}

/** The whole reading bank as one file, `bandcraft-reading-bank-<date>.json`. */
export function exportBank(deps: TAppDeps): TDownload {
  const date = new Date(deps.now()).toISOString().slice(0, 10);
  return {
    fileName: `bandcraft-reading-bank-${date}.json`,
    body: Readable.from(bankChunks(deps), { objectMode: false }),
  };
}
