import { z } from "zod";
import { enveloped, ZEmptyRequest } from "./common";
import { ZContentProblem } from "./content-problems";
import { endpoint } from "./endpoint";
import { ZPracticeId, ZReadingPractice } from "./reading";
import { ROUTES } from "./routes";

/**
 * Limits of one import from the browser. The body stays under the reverse proxy's 6 MB (docs/operations.md)
 * and holds a bank of some 300 passages; the tests and problems bound the one transaction and the answer.
 */
export const BANK_IMPORT_LIMITS = {
  /** Bytes of the request: every file's text, as JSON strings. */
  bytes: 5 * 1024 * 1024,
  /** Files in one import. */
  files: 100,
  /** Tests across the files (a bank file holds many). */
  practices: 1000,
  /** Problems listed in a refusal; past it the last line says how many more there are. */
  problems: 500,
} as const;

/** One test by id, downloaded as its bank file. */
export const ZBankExportRequest = z.strictObject({ practiceID: ZPracticeId });

/**
 * A file of the bank's reading format: one test (a JSON object, as `content/reading/<id>.json`), or a list of
 * them (the whole bank's download). The reply of an export is this file itself, not the envelope.
 */
export const ZBankFile = z.union([ZReadingPractice, z.array(ZReadingPractice)]);

/** A chosen file: its name (for the problems' prefix) and its text, parsed by the server as the CLI does. */
export const ZImportFile = z.strictObject({
  name: z.string().trim().min(1, "every file needs a name").max(255, "file names have at most 255 characters"),
  text: z.string(),
});

/**
 * Tests to import, all or nothing. An id already in the bank with other content is a problem unless
 * `replaceExisting`; the same content is left unchanged either way.
 */
export const ZBankImportRequest = z.strictObject({
  files: z
    .array(ZImportFile)
    .min(1, "choose at least one file")
    .max(BANK_IMPORT_LIMITS.files, `at most ${BANK_IMPORT_LIMITS.files} files at once`),
  replaceExisting: z.boolean().default(false),
});
export type TBankImportRequest = z.input<typeof ZBankImportRequest>;

/** What an import did, by test id: new tests, tests replaced, and tests whose content was already the same. */
export const ZBankImportResult = z.strictObject({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type TBankImportResult = z.infer<typeof ZBankImportResult>;

/**
 * One problem of a refused import: the file, the test (its id, or where it is when it has none), the rule in
 * English, and the rule as data when it is one of the content checks, for the web to word in its language.
 */
export const ZImportProblem = z.object({
  file: z.string(),
  item: z.string(),
  rule: z.string(),
  contentProblem: ZContentProblem.optional(),
});
export type TImportProblem = z.infer<typeof ZImportProblem>;

/**
 * A refused import: nothing was written. `problems` holds one line per problem, "file [test id]: rule", as the
 * CLI prints them; `problemDetails` the same problems as data; `problemCount` all of them, as the lists stop at
 * the limit (past it, the last line counts the rest).
 */
export const ZBankImportError = z.object({
  statusCode: z.number(),
  errMsg: z.string(),
  problems: z.array(z.string()),
  problemDetails: z.array(ZImportProblem),
  problemCount: z.number().int(),
});

/** Downloading and uploading the reading bank in its file format (administrators only). */
export const bankTransferEndpoints = {
  adminReadingExport: endpoint(ROUTES.adminReadingExport, ZBankExportRequest, ZReadingPractice),
  adminReadingExportBank: endpoint(ROUTES.adminReadingExportBank, ZEmptyRequest, z.array(ZReadingPractice)),
  adminReadingImport: endpoint(ROUTES.adminReadingImport, ZBankImportRequest, enveloped({ result: ZBankImportResult })),
};
