import {
  MAX_ASSIGNMENT_TITLE,
  MAX_CLASS_ASSIGNMENTS,
  MAX_TIME_LIMIT_MINUTES,
  type TAssignmentKind,
} from "@bandcraft/contract/assignments";
import type { TFunction } from "i18next";
import { classFailureText } from "../teaching-text";
import type { TAssignmentFailure, TFormProblems } from "./assignment-rules";

/** The words for a failed assignment call: its reason translated, else what a class call's failure says. */
export function assignmentFailureText(failure: TAssignmentFailure, t: TFunction, fallback: string): string {
  if (failure.kind === "assignment") return t(`assignments.reasons.${failure.reason}`, { max: MAX_CLASS_ASSIGNMENTS });
  // The class's own words for this are about its learners; here it is about its work.
  if (failure.kind === "reason" && failure.reason === "class-archived") return t("assignments.classArchived");
  return classFailureText(failure, t, fallback);
}

/** A reading time limit in minutes, or "Untimed". */
export const timeLimitText = (minutes: number | null, t: TFunction) =>
  minutes === null ? t("assignments.untimed") : t("assignments.minutes", { count: minutes });

/** The kind's name: Complete test, Passages or Writing task. */
export const kindText = (kind: TAssignmentKind, t: TFunction) => t(`assignments.kinds.${kind}`);

/** Each form problem in the teacher's language, by field. */
export function problemTexts(problems: TFormProblems, kind: TAssignmentKind, t: TFunction) {
  return {
    content: problems.content ? t(`assignments.form.problems.none.${kind}`) : undefined,
    title: problems.title ? t("assignments.form.problems.titleTooLong", { max: MAX_ASSIGNMENT_TITLE }) : undefined,
    opens: problems.opens ? t("assignments.form.problems.invalidTime") : undefined,
    due:
      problems.due === "beforeOpen"
        ? t("assignments.form.problems.dueBeforeOpen")
        : problems.due
          ? t("assignments.form.problems.invalidTime")
          : undefined,
    timeLimit: problems.timeLimit
      ? t("assignments.form.problems.timeLimit", { max: MAX_TIME_LIMIT_MINUTES })
      : undefined,
  };
}
