import {
  MAX_PASSWORD_CODE_POINTS,
  passwordLengthRefusal,
  type TPasswordRefusal,
} from "@bandcraft/domain/password-policy";
import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api-client";
import { isPasswordRefusal, refusalReason } from "../../../lib/password-reason";

/** The server's own upper bound (domain password-policy.ts), in code points after NFKC. */
export const MAX_PASSWORD_LENGTH = MAX_PASSWORD_CODE_POINTS;

export type TEmailProblem = "missing" | "invalid";
export type TPasswordProblem = "short" | "long";
export type TAccountProblems = { email?: TEmailProblem; password?: TPasswordProblem };

/**
 * The length rule the server applies, checked before sending: 8 to 200 characters, counted as the server
 * counts them (code points after NFKC; spaces count, nothing is trimmed). The rest of the rule (common
 * passwords, the e-mail) is the server's: its refusal carries a `reason` the form shows translated.
 */
export function passwordProblem(password: string): TPasswordProblem | null {
  const refusal = passwordLengthRefusal(password);
  if (refusal === "too-short") return "short";
  if (refusal === "too-long") return "long";
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

/**
 * Changes to an account the server refuses: one's own account (disable, delete), or one that would leave no
 * active administrator, or none holding privilege 1 with no expiry (admin-continuity).
 */
export const ACCOUNT_REFUSALS = ["own-account", "no-active-admin", "no-permanent-admin"] as const;
export type TAccountRefusal = (typeof ACCOUNT_REFUSALS)[number];

/**
 * The refusal's code; the administrators' continuity is also told by the 409's message, for a server that
 * sends it without a code.
 */
function accountRefusal(e: unknown): TAccountRefusal | null {
  const reason = refusalReason(e);
  const known = ACCOUNT_REFUSALS.find((r) => r === reason);
  if (known) return known;
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  if (/no active administrator/i.test(e.errMsg)) return "no-active-admin";
  if (/no permanent administrator/i.test(e.errMsg)) return "no-permanent-admin";
  return null;
}

/**
 * A failed account call: the server's message (e.g. the duplicate e-mail) with, for a refused password,
 * the rule's reason, or for a refused change its refusal, to show in the admin's language; no network; or
 * nothing said.
 */
export type TAccountFailure =
  | { kind: "server"; errMsg: string; reason?: TPasswordRefusal; refusal?: TAccountRefusal }
  | { kind: "network" };

export function accountFailure(e: unknown): TAccountFailure {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  const reason = refusalReason(e);
  const errMsg = e instanceof ApiError ? e.errMsg : "";
  if (isPasswordRefusal(reason)) return { kind: "server", errMsg, reason };
  const refusal = accountRefusal(e);
  return refusal ? { kind: "server", errMsg, refusal } : { kind: "server", errMsg };
}

/** The words for a failure: the network, a known reason translated, or the server's message. */
export function accountFailureText(failure: TAccountFailure, t: TFunction, fallback: string): string {
  if (failure.kind === "network") return t("admin.accounts.errors.network");
  if (failure.reason) return t(`passwordPolicy.reasons.${failure.reason}`);
  if (failure.refusal) return t(`admin.accounts.refusals.${failure.refusal}`);
  return failure.errMsg || fallback;
}
