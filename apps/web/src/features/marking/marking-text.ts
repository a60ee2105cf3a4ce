import { ASSIGNMENT_REASONS, MAX_CLASS_ASSIGNMENTS, type TAssignmentReason } from "@bandcraft/contract/assignments";
import type { TMarkCriterion } from "@bandcraft/contract/marking";
import { taskCriterionOf } from "@bandcraft/domain/essay-marks";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../lib/api-client";
import { refusalReason } from "../../lib/password-reason";

/**
 * The words for a failed marking call in the user's language: no network, a refusal's reason, a missing essay
 * or class, or else the server's own message (a validation detail) and at last the screen's fallback.
 */
export function failureText(error: unknown, t: TFunction, fallback: string): string {
  if (error instanceof ApiError && (error.kind === "network" || error.kind === "timeout")) {
    return t("marking.errors.network");
  }
  const reason = refusalReason(error);
  if ((ASSIGNMENT_REASONS as readonly string[]).includes(reason ?? "")) {
    return t(`marking.errors.reasons.${reason as TAssignmentReason}`, { max: MAX_CLASS_ASSIGNMENTS });
  }
  if (reason === "class-archived") return t("marking.errors.classArchived");
  if (error instanceof ApiError && error.status === 404) return t("marking.errors.notFound");
  if (error instanceof ApiError && error.status === 403) return t("marking.errors.forbidden");
  return (error instanceof ApiError && error.kind !== "parse" && error.errMsg) || fallback;
}

/** A band as IELTS writes it: one decimal ("7.0", "6.5"); none is a dash. */
export const formatBand = (band: number | null | undefined) => (band == null ? "—" : band.toFixed(1));

/** Dates as the marking screens show them, and the criteria's names (the first depends on the task's part). */
export function useMarkingFormat() {
  const { t, i18n } = useTranslation();
  return {
    date: (ms: number) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(ms)),
    criterion: (criterion: TMarkCriterion, part: 1 | 2) =>
      t(`marking.criteria.${criterion === "task" ? taskCriterionOf(part) : criterion}`),
    /** A task's title, or "Writing Task N" when it has none. */
    title: (taskTitle: string | null | undefined, part: 1 | 2) =>
      taskTitle?.trim() ? taskTitle : t("writingList.defaultTitle", { part }),
    /** The learner as a teacher knows them: their name when the class has one, else their e-mail. */
    learner: (essay: { name: string | null; email: string }) => essay.name ?? essay.email,
  };
}
