import { passwordLengthRefusal } from "@bandcraft/domain/password-policy";
import type { TFunction } from "i18next";
import { ApiError } from "./api-client";
import { passwordRefusalText, refusalReason } from "./password-reason";

/** The fields of a password change: the current password, the new one, the new one again. */
export type TPasswordChangeField = "current" | "next" | "repeat";
/** What is wrong and at which field (none: the form as a whole). */
export type TPasswordChangeProblem = { field: TPasswordChangeField | null; text: string };

/** The `reason` of a new password equal to the current one (a one-time password must be replaced by another). */
const SAME_AS_CURRENT = "same-as-current";

/**
 * Why the server refused a password change, in the learner's language: the rule's reason, a new password
 * that is the current one, a wrong current password, a wait. Shared by Settings → Change password and the first sign-in's Choose your password.
 */
export function passwordChangeFailure(error: unknown, t: TFunction): TPasswordChangeProblem {
  const rule = passwordRefusalText(error, t);
  if (rule) return { field: "next", text: rule };
  const reason = refusalReason(error);
  if (reason === SAME_AS_CURRENT) return { field: "next", text: t("changePassword.errors.sameAsCurrent") };
  if (reason === "wrong-current-password") {
    return { field: "current", text: t("changePassword.errors.wrongCurrent") };
  }
  if (error instanceof ApiError && error.status === 429)
    return { field: null, text: t("changePassword.errors.tooMany") };
  if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout")) {
    return { field: null, text: t("changePassword.errors.network") };
  }
  return { field: null, text: t("changePassword.errors.failed") };
}

/**
 * What can be told before sending: a missing current password, the length rule, a new password that is the
 * current one, two different new ones.
 */
export function checkPasswordChange(
  current: string,
  next: string,
  repeat: string,
  t: TFunction,
): TPasswordChangeProblem | null {
  if (current === "") return { field: "current", text: t("changePassword.errors.currentMissing") };
  const length = passwordLengthRefusal(next);
  if (length) return { field: "next", text: t(`passwordPolicy.reasons.${length}`) };
  if (next === current) return { field: "next", text: t("changePassword.errors.sameAsCurrent") };
  if (next !== repeat) return { field: "repeat", text: t("changePassword.errors.mismatch") };
  return null;
}
