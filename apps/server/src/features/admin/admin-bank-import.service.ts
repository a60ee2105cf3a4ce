import { BANK_IMPORT_LIMITS, type TBankImportResult, type TImportProblem } from "@bandcraft/contract/bank-transfer";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { readPracticeFile, type TFilePractice } from "../../content/bank-file";
import { problemLine, type TBankProblem } from "../../content/content-bank";
import { resolveStoredPictures } from "../../content/stored-pictures";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { practicesByIds } from "../reading/practice-transfer.repository";
import { upsertPractice } from "../reading/reading.repository";
import { bankFileForm } from "./admin-bank-export.service";

/** What an import is asked to do: the files' names and texts, and whether tests already in the bank may be replaced. */
export type TImportRequest = { files: { name: string; text: string }[]; replaceExisting: boolean };

/** JSON with its keys sorted, so two practices compare by content whatever order their keys were written in. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

const sameContent = (a: TReadingPractice, b: TReadingPractice) =>
  canonicalJson(bankFileForm(a)) === canonicalJson(bankFileForm(b));

/** The refusal: nothing was written; every problem a line, "file [test id]: rule", as the CLI reports them, and as data. */
function refusal(problems: TBankProblem[]): AppError {
  const listed = problems.slice(0, BANK_IMPORT_LIMITS.problems);
  const lines = listed.map(problemLine);
  const more = problems.length - listed.length;
  if (more > 0) lines.push(`… and ${more} more problem(s)`);
  const problemDetails: TImportProblem[] = listed;
  return new AppError(
    400,
    `The import has ${problems.length} problem(s); nothing was imported`,
    {},
    { problems: lines, problemDetails, problemCount: problems.length },
  );
}

/** Reads every file through the bank's reader (the CLI's and the editor's checks); all problems, none hidden. */
function readFiles(files: TImportRequest["files"]): { practices: TFilePractice[]; problems: TBankProblem[] } {
  const seen = new Set<string>();
  const practices: TFilePractice[] = [];
  const problems: TBankProblem[] = [];
  let items = 0;
  for (const file of files) {
    // Each file is checked only while the tests so far leave room, and only until the listed problems are full.
    const read = readPracticeFile(file.name, file.text, seen, BANK_IMPORT_LIMITS.practices - items);
    items += read.items;
    if (items > BANK_IMPORT_LIMITS.practices) {
      const rule = `more than ${BANK_IMPORT_LIMITS.practices} tests; an import takes at most ${BANK_IMPORT_LIMITS.practices}`;
      throw refusal([{ file: "(import)", item: "(all files)", rule }]);
    }
    practices.push(...read.practices);
    problems.push(...read.problems);
    if (problems.length >= BANK_IMPORT_LIMITS.problems) throw refusal(problems);
  }
  return { practices, problems };
}

/**
 * Imports tests from files, all or nothing: every file is read and checked first (the editor's checks, pictures
 * stored on this server, ids not doubled), and only when none has a problem are they all written, in one
 * transaction. A test whose id is in the bank with the same content is left unchanged; with other content it is
 * a problem unless `replaceExisting` (then it is overwritten, as the CLI's import does). Answers what was done.
 */
export async function importPractices(
  deps: TAppDeps,
  actor: TAuditActor,
  request: TImportRequest,
): Promise<TBankImportResult> {
  const read = readFiles(request.files);
  const pictures = await resolveStoredPictures(deps.db, read.practices, true);
  const problems = [...read.problems, ...pictures.problems];
  const existing = await practicesByIds(
    deps.db,
    pictures.practices.map((entry) => entry.practice.readingPracticeID),
  );
  const result: TBankImportResult = { created: [], updated: [], unchanged: [] };
  const writes: TReadingPractice[] = [];
  for (const { file, practice } of pictures.practices) {
    const id = practice.readingPracticeID;
    const stored = existing.get(id);
    if (stored && sameContent(stored, practice)) {
      result.unchanged.push(id);
    } else if (stored && !request.replaceExisting) {
      const rule =
        "already in the bank with other content: allow replacing existing tests, or give it a new readingPracticeID";
      problems.push({ file, item: id, rule });
    } else {
      (stored ? result.updated : result.created).push(id);
      writes.push(practice);
    }
  }
  if (problems.length > 0) throw refusal(problems);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const practice of writes) await upsertPractice(trx, practice, now);
    const detail = {
      files: request.files.length,
      created: result.created.length,
      updated: result.updated.length,
      unchanged: result.unchanged.length,
    };
    await recordAudit(trx, actor, { action: "reading.import", target: "reading bank", detail }, now);
  });
  return result;
}
