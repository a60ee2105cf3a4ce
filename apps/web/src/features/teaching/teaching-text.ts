import { MAX_CLASS_NAME, MAX_CLASS_SIZE, MAX_LEARNER_NAME } from "@bandcraft/contract/classes";
import type { TLearnerCsvProblem } from "@bandcraft/domain/learner-csv";
import type { TFunction } from "i18next";
import type { TClassFailure } from "./teaching-rules";

/** The words for a failed class call: the network, a refusal's reason translated, or the server's message. */
export function classFailureText(failure: TClassFailure, t: TFunction, fallback: string): string {
  if (failure.kind === "network") return t("teaching.errors.network");
  if (failure.kind === "reason") {
    return t(`teaching.errors.reasons.${failure.reason}`, { max: MAX_CLASS_SIZE, maxName: MAX_CLASS_NAME });
  }
  return failure.errMsg || fallback;
}

/**
 * One problem of a learner list in the teacher's language: its line (0 is the list as a whole), what is wrong
 * and the value as written. A typed list that is empty asks for an address rather than calling it a file.
 */
export function learnerProblemText(problem: TLearnerCsvProblem, t: TFunction, source: "text" | "file"): string {
  const what =
    source === "text" && problem.code === "empty"
      ? t("teaching.add.emailsEmpty")
      : t(`teaching.add.problems.${problem.code}`, { max: MAX_CLASS_SIZE, maxName: MAX_LEARNER_NAME });
  const value = problem.value ? t("teaching.add.problemValue", { problem: what, value: problem.value }) : what;
  return problem.line > 0 ? t("teaching.add.problemLine", { line: problem.line, problem: value }) : value;
}
