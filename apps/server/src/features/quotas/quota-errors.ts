import { LEARNER_QUOTAS, type TQuotaReason } from "@bandcraft/contract/quotas";
import { AppError } from "../../lib/app-error";

type TFullReason = Exclude<TQuotaReason, "submit-rate" | "open-attempts">;

const MESSAGES: Record<TFullReason, string> = {
  "essay-count": `You have ${LEARNER_QUOTAS.essays.toLocaleString("en")} saved essays, the most one account can keep: delete some in My essays to save this one`,
  "essay-size": `Your saved essays hold ${LEARNER_QUOTAS.essayChars.toLocaleString("en")} characters, the most one account can keep: delete some in My essays to save this one`,
};

/** A full quota: 409 (the learner can make room and try again), with the reason the web translates. */
export const quotaFull = (reason: TFullReason) => new AppError(409, MESSAGES[reason], {}, { reason });

/** Too many tests in progress: 409 (finishing or submitting one makes room), with the reason and the limit. */
export const tooManyOpenAttempts = (limit: number) =>
  new AppError(
    409,
    `You have ${limit} test${limit === 1 ? "" : "s"} in progress, the most one account can keep open: finish or submit one of them before starting another`,
    {},
    { reason: "open-attempts", limit },
  );

/** Too many submits in a minute: 429 with Retry-After (whole seconds), the same wait and the limit in the body. */
export function submitRateLimited(retryAfterMs: number, limit: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    `You have submitted ${limit} test${limit === 1 ? "" : "s"} in the last minute: your answers are kept; submit again in ${seconds} second${seconds === 1 ? "" : "s"}`,
    { "retry-after": String(seconds) },
    { reason: "submit-rate", retryAfterSeconds: seconds, limit },
  );
}
