import type { TFunction } from "i18next";
import { contentProblemMessage } from "./content-problem-messages";
import type { TClientProblem } from "./editor-state";
import type { TCallFailure } from "./reading-editor.api";
import type { TSearchError } from "./use-editor-search";

/** The search's message: ID-mode and title-mode words differ. */
export function searchMessage(t: TFunction, error: TSearchError): string {
  if (error.kind === "blank") {
    return error.mode === "id" ? t("admin.editor.search.enterId") : t("admin.editor.search.enterTitle");
  }
  if (error.kind === "authRequired") return t("admin.editor.errors.authRequired");
  const { failure, mode } = error;
  switch (failure.kind) {
    case "network":
      return mode === "id" ? t("admin.editor.errors.networkFetch") : t("admin.editor.errors.networkSearch");
    case "auth":
      return t("admin.editor.errors.authFailed");
    case "notFound":
      return t("admin.editor.errors.notFound");
    case "refused":
      return failure.problems.join("; ");
    default:
      return (
        failure.message ?? (mode === "id" ? t("admin.editor.errors.fetchFailed") : t("admin.editor.errors.notFound"))
      );
  }
}

/** The save's message, for everything but a refusal with its list of problems. */
export function saveMessage(t: TFunction, failure: TCallFailure): string {
  switch (failure.kind) {
    case "network":
      return t("admin.editor.errors.networkSave");
    case "auth":
      return t("admin.editor.errors.authFailed");
    case "notFound":
      return t("admin.editor.errors.notFound");
    case "refused":
      return t("admin.editor.errors.saveRefused");
    default:
      return failure.message ?? t("admin.editor.errors.saveFailed", { code: failure.status });
  }
}

/** A required field left empty, worded like the validator's messages ("Question section 2: …"). */
export function clientProblemMessage(t: TFunction, problem: TClientProblem): string {
  const index = problem.section;
  switch (problem.field) {
    case "title":
      return t("admin.editor.problems.sectionTitle", { index });
    case "questionNumber":
      return t("admin.editor.problems.sectionNumber", { index });
    default:
      return t("admin.editor.problems.sectionInstruction", { index });
  }
}

/** A refused save's problems in the teacher's language; the server's English when it sent no codes. */
export function refusedProblems(
  t: TFunction,
  failure: Extract<TCallFailure, { kind: "refused" }>,
  language: string,
): string[] {
  const { problems, contentProblems } = failure;
  if (!contentProblems || contentProblems.length === 0) return problems;
  return contentProblems.map((problem) => contentProblemMessage(t, problem, language));
}
