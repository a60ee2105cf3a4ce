import { bankTransferEndpoints, type TBankImportResult } from "@bandcraft/contract/bank-transfer";
import type { TRouteInfo } from "@bandcraft/contract/routes";
import { call, callUncheckedWithHeaders, type TBodyOf } from "../../../lib/api-client";

/** A bank download or an import may carry the whole bank: more time than a page of the list. */
const TRANSFER_TIMEOUT_MS = 60_000;

/** A file to save: its name and its text. */
export type TDownloadedFile = { fileName: string; text: string };

/** The name in a Content-Disposition header (`attachment; filename="x.json"`), or undefined. */
export function fileNameOf(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
}

/**
 * Downloads a file the server sends as an attachment. The text is written back as the server writes its
 * files (two-space JSON and a final line break), so the file a teacher saves is the server's byte for byte.
 */
async function download<R extends TRouteInfo>(route: R, body: TBodyOf<R>, fallbackName: string) {
  const reply = await callUncheckedWithHeaders(route, body, { timeoutMs: TRANSFER_TIMEOUT_MS });
  return {
    fileName: fileNameOf(reply.headers.get("content-disposition")) ?? fallbackName,
    text: `${JSON.stringify(reply.body, null, 2)}\n`,
  };
}

/** POST /admin/reading/export: one test's bank file. */
export function exportTest(practiceID: string): Promise<TDownloadedFile> {
  return download(bankTransferEndpoints.adminReadingExport, { practiceID }, `${practiceID}.json`);
}

/** POST /admin/reading/export_bank: every test in one file. */
export function exportBank(): Promise<TDownloadedFile> {
  return download(bankTransferEndpoints.adminReadingExportBank, {}, "bandcraft-reading-bank.json");
}

/** POST /admin/reading/import: the chosen files' texts, all or nothing. */
export async function importTestFiles(files: readonly File[], replaceExisting: boolean): Promise<TBankImportResult> {
  const read = await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() })));
  const body = await call(
    bankTransferEndpoints.adminReadingImport,
    { files: read, replaceExisting },
    { timeoutMs: TRANSFER_TIMEOUT_MS },
  );
  return body.result;
}
