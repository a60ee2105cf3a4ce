import { CLASS_REASONS, MAX_CLASS_NAME, type TAddedLearner, type TClassReason } from "@bandcraft/contract/classes";
import { toCsv } from "@bandcraft/domain/csv";
import { parseLearnerCsv, type TLearnerCsv } from "@bandcraft/domain/learner-csv";
import { ApiError } from "../../lib/api-client";
import { refusalReason } from "../../lib/password-reason";

export type TClassNameProblem = "empty" | "tooLong";

/** The server's rule for a class name, checked before sending: trimmed, 1 to MAX_CLASS_NAME characters. */
export function classNameProblem(name: string): TClassNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "empty";
  // Zod's max counts UTF-16 units, as `length` does.
  return trimmed.length > MAX_CLASS_NAME ? "tooLong" : null;
}

/**
 * The typed list ("email" or "email, name" a line) read by the CSV reader the file upload uses, behind a header
 * row it is given; the problems' lines are the textarea's own (the header is not one of them).
 */
export function learnersFromText(text: string): TLearnerCsv {
  const parsed = parseLearnerCsv(`email,name\n${text}`);
  return { ...parsed, problems: parsed.problems.map((p) => (p.line > 0 ? { ...p, line: p.line - 1 } : p)) };
}

/** A failed class call: no network, a known refusal, or the server's own words (maybe none). */
export type TClassFailure =
  | { kind: "network" }
  | { kind: "reason"; reason: TClassReason }
  | { kind: "server"; errMsg: string };

/** Sorts a failed call into what the screen says about it. */
export function classFailure(error: unknown): TClassFailure {
  if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout")) return { kind: "network" };
  const reason = refusalReason(error);
  if ((CLASS_REASONS as readonly string[]).includes(reason ?? ""))
    return { kind: "reason", reason: reason as TClassReason };
  return { kind: "server", errMsg: error instanceof ApiError ? error.errMsg : "" };
}

/** The file of new accounts and their one-time passwords, safe to open in a spreadsheet. */
export function passwordsCsv(added: readonly TAddedLearner[]): string {
  const rows = added.filter((l) => l.oneTimePassword !== null).map((l) => [l.email, l.name, l.oneTimePassword]);
  return toCsv(["email", "name", "one_time_password"], rows);
}

/** Characters file systems refuse in a name, besides the control characters. */
const UNSAFE_IN_FILE_NAME = '/\\:*?"<>|';

/** "<class name><suffix>", with the characters file systems refuse replaced by "-" (no name: "class"). */
export function classFileName(className: string, suffix: string): string {
  const safe = Array.from(className, (c) => (c < " " || c === "\u007f" || UNSAFE_IN_FILE_NAME.includes(c) ? "-" : c))
    .join("")
    .trim()
    .replace(/^\.+/, "");
  return `${safe || "class"}${suffix}`;
}

/** "<class name>-one-time-passwords.csv", safe for file systems. */
export function passwordsFileName(className: string): string {
  return classFileName(className, "-one-time-passwords.csv");
}
