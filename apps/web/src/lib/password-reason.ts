import { PASSWORD_REFUSALS, type TPasswordRefusal } from "@bandcraft/domain/password-policy";
import type { TFunction } from "i18next";
import { ApiError } from "./api-client";

/** The `reason` code a refusal's body carries (e.g. "common", "wrong-current-password"), or null. */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.body !== "object" || error.body === null) return null;
  const reason = (error.body as { reason?: unknown }).reason;
  return typeof reason === "string" ? reason : null;
}

/** Whether the server refused a new password under the password rule (domain password-policy.ts). */
export function isPasswordRefusal(reason: string | null): reason is TPasswordRefusal {
  return (PASSWORD_REFUSALS as readonly string[]).includes(reason ?? "");
}

/** The learner's-language words for a password the server refused, or null when the refusal is another kind. */
export function passwordRefusalText(error: unknown, t: TFunction): string | null {
  const reason = refusalReason(error);
  return isPasswordRefusal(reason) ? t(`passwordPolicy.reasons.${reason}`) : null;
}
