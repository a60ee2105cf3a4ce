import type { Kysely } from "kysely";
import type { TDatabase } from "../db/database";
import { imageAddressesByName, storedImageHashes } from "../features/images/images.repository";
import type { TFilePractice } from "./bank-file";
import type { TBankProblem } from "./content-bank";
import { isBankFileName, mapPracticePictures, practicePictures, storedPictureSha } from "./pictures";

/**
 * Checks the pictures of tests read from files against those the database holds. A stored picture's address
 * (`/api/images/<sha256>.<ext>`, as the browser's download writes it) must name a stored picture. With
 * `byName`, a bare file name (as a content folder writes it) becomes the address of the one stored picture of
 * that name; without it the folder's own images/ resolves such names. Other URLs pass as the editor lets them.
 */
export async function resolveStoredPictures(
  db: Kysely<TDatabase>,
  entries: TFilePractice[],
  byName: boolean,
): Promise<{ practices: TFilePractice[]; problems: TBankProblem[] }> {
  const urls = [...new Set(entries.flatMap((entry) => practicePictures(entry.practice)))];
  const stored = await storedImageHashes(
    db,
    urls.flatMap((url) => storedPictureSha(url) ?? []),
  );
  const named = byName ? await imageAddressesByName(db, urls.filter(isBankFileName)) : new Map<string, string[]>();
  const problems: TBankProblem[] = [];
  const practices = entries.map(({ file, practice }) => {
    const reported = new Set<string>();
    const problem = (url: string, rule: string) => {
      if (!reported.has(url)) problems.push({ file, item: practice.readingPracticeID, rule });
      reported.add(url);
    };
    const mapped = mapPracticePictures(practice, (url) => {
      const sha = storedPictureSha(url);
      if (sha !== undefined) {
        if (!stored.has(sha)) problem(url, `picture ${url} is not stored on this server`);
        return url;
      }
      if (!byName || !isBankFileName(url)) return url;
      const found = named.get(url) ?? [];
      if (found.length === 1) return found[0] ?? url;
      problem(
        url,
        found.length === 0
          ? `picture ${url} is not stored on this server`
          : `picture ${url} names ${found.length} stored pictures: give its /api/images address instead`,
      );
      return url;
    });
    return { file, practice: mapped };
  });
  return { practices, problems };
}
