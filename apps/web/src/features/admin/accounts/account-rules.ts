import { MIN_PASSWORD_LENGTH } from "@bandcraft/contract/admin";
import { ApiError } from "../../../lib/api-client";

/** The server's own upper bound (contract ZAccountPassword). */
export const MAX_PASSWORD_LENGTH = 200;

export type TEmailProblem = "missing" | "invalid";
export type TPasswordProblem = "short" | "long";
export type TAccountProblems = { email?: TEmailProblem; password?: TPasswordProblem };

/** A password the server would take: at least 8 characters, at most 200 (spaces count; nothing is trimmed). */
export function passwordProblem(password: string): TPasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "short";
  if (password.length > MAX_PASSWORD_LENGTH) return "long";
  return null;
}

/** Blank, or plainly not an address (the server checks the rest). */
export function emailProblem(email: string): TEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === "") return "missing";
  return /^[^\s@]+@[^\s@]+$/.test(trimmed) ? null : "invalid";
}

/** Checks a new account before sending it, so the form can point at the field. */
export function checkNewAccount(email: string, password: string): TAccountProblems {
  const problems: TAccountProblems = {};
  const e = emailProblem(email);
  const p = passwordProblem(password);
  if (e) problems.email = e;
  if (p) problems.password = p;
  return problems;
}

/** Pages of the list: at least one, so "Page 1 of 1" shows for an empty list. */
export function totalPages(totalCnt: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCnt / pageSize));
}

/** A failed account call: the server's message (e.g. the duplicate e-mail), no network, or nothing said. */
export type TAccountFailure = { kind: "server"; errMsg: string } | { kind: "network" };

export function accountFailure(e: unknown): TAccountFailure {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  return { kind: "server", errMsg: e instanceof ApiError ? e.errMsg : "" };
}
