import { BANK_IMPORT_LIMITS, type TImportProblem, ZBankImportError } from "@bandcraft/contract/bank-transfer";
import { ApiError } from "../../../lib/api-client";
import { failureOf, type TFailure } from "./failures";

/** Why the chosen files cannot be sent as they are: none, too many, or more bytes than an import takes. */
export type TChoiceProblem = "none" | "too-many" | "too-large";

/** The import's size limit in whole megabytes, for the teacher. */
export const IMPORT_LIMIT_MB = Math.round(BANK_IMPORT_LIMITS.bytes / (1024 * 1024));

/**
 * Checks the chosen files before anything is read or sent, with the server's own limits (the server checks
 * again: the files' sizes are a lower bound of the request, which escapes their text as JSON).
 */
export function choiceProblem(files: readonly { size: number }[]): TChoiceProblem | null {
  if (files.length === 0) return "none";
  if (files.length > BANK_IMPORT_LIMITS.files) return "too-many";
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  return bytes > BANK_IMPORT_LIMITS.bytes ? "too-large" : null;
}

/** Why an import failed: the problems the server listed (nothing was written), a body too large, or a call failure. */
export type TImportFailure =
  | { kind: "problems"; problems: TImportProblem[]; count: number }
  | { kind: "too-large" }
  | TFailure;

/** The failure of an import call, read from the server's refusal. */
export function importFailureOf(e: unknown): TImportFailure {
  if (e instanceof ApiError && e.status === 413) return { kind: "too-large" };
  if (e instanceof ApiError && e.status === 400) {
    const refusal = ZBankImportError.safeParse(e.body);
    if (refusal.success) {
      return { kind: "problems", problems: refusal.data.problemDetails, count: refusal.data.problemCount };
    }
  }
  return failureOf(e);
}
