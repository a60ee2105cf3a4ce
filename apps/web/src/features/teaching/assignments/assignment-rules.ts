import {
  ASSIGNMENT_REASONS,
  COMPLETE_TEST_MINUTES,
  MAX_ASSIGNED_PASSAGES,
  MAX_ASSIGNMENT_TITLE,
  MAX_TIME_LIMIT_MINUTES,
  type TAssignmentCreateRequest,
  type TAssignmentKind,
  type TAssignmentReason,
  type TCatalogue,
} from "@bandcraft/contract/assignments";
import type { TQuestionResult } from "@bandcraft/contract/results";
import { defaultAssignmentTitle } from "@bandcraft/domain/assignment-title";
import { refusalReason } from "../../../lib/password-reason";
import { classFailure, classFileName, type TClassFailure } from "../teaching-rules";

/** Minutes suggested for each assigned passage (the exam gives three passages an hour). */
export const PASSAGE_MINUTES = COMPLETE_TEST_MINUTES / MAX_ASSIGNED_PASSAGES;
/** Days from opening to the suggested due time. */
export const DEFAULT_DAYS_OPEN = 7;

/** What the new-assignment form holds, as typed (times are datetime-local values in the teacher's zone). */
export type TAssignmentForm = {
  kind: TAssignmentKind;
  testGroup: string | null;
  /** The chosen passages, in the order they will be the paper's parts. */
  practiceIDs: string[];
  writingTaskID: string | null;
  title: string;
  opens: string;
  due: string;
  /** Minutes as typed; null while the teacher keeps the suggestion (suggestedMinutes). */
  timeLimit: string | null;
  untimed: boolean;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** A time as a datetime-local value ("2026-04-01T09:30") in this browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as epoch milliseconds (read in this browser's time zone); null when it is not one. */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** A fresh form: opens now, due DEFAULT_DAYS_OPEN days later at 23:59, nothing chosen yet. */
export function newForm(now: number, kind: TAssignmentKind = "test"): TAssignmentForm {
  const due = new Date(now);
  due.setDate(due.getDate() + DEFAULT_DAYS_OPEN);
  due.setHours(23, 59, 0, 0);
  return {
    kind,
    testGroup: null,
    practiceIDs: [],
    writingTaskID: null,
    title: "",
    opens: toLocalInput(now),
    due: toLocalInput(due.getTime()),
    timeLimit: null,
    untimed: false,
  };
}

/** The time limit a reading paper suggests: an hour for a complete test, PASSAGE_MINUTES a passage. */
export function suggestedMinutes(form: Pick<TAssignmentForm, "kind" | "practiceIDs">): number {
  return form.kind === "test" ? COMPLETE_TEST_MINUTES : PASSAGE_MINUTES * Math.max(1, form.practiceIDs.length);
}

/** The minutes field as shown: what the teacher typed, or the suggestion. */
export const minutesShown = (form: TAssignmentForm) => form.timeLimit ?? String(suggestedMinutes(form));

/** What is wrong with the form before sending, field by field (the server's own rules, checked first). */
export type TFormProblems = {
  content?: "none";
  title?: "tooLong";
  opens?: "invalid";
  due?: "invalid" | "beforeOpen";
  timeLimit?: "invalid";
};

/** The form's problems; an empty object means it may be sent. */
export function formProblems(form: TAssignmentForm): TFormProblems {
  const problems: TFormProblems = {};
  const chosen =
    form.kind === "test"
      ? form.testGroup !== null
      : form.kind === "passages"
        ? form.practiceIDs.length > 0
        : form.writingTaskID !== null;
  if (!chosen) problems.content = "none";
  // Zod's max counts UTF-16 units, as `length` does.
  if (form.title.trim().length > MAX_ASSIGNMENT_TITLE) problems.title = "tooLong";
  const opens = fromLocalInput(form.opens);
  const due = fromLocalInput(form.due);
  if (opens === null) problems.opens = "invalid";
  if (due === null) problems.due = "invalid";
  else if (opens !== null && due <= opens) problems.due = "beforeOpen";
  if (form.kind !== "writing" && !form.untimed) {
    const text = minutesShown(form).trim();
    const minutes = Number(text);
    if (!/^\d+$/.test(text) || minutes < 1 || minutes > MAX_TIME_LIMIT_MINUTES) problems.timeLimit = "invalid";
  }
  return problems;
}

/** The create call's body of a form without problems: only the chosen kind's content, the title when given. */
export function createRequest(classID: string, form: TAssignmentForm): TAssignmentCreateRequest {
  const title = form.title.trim();
  const content =
    form.kind === "test"
      ? { testGroup: form.testGroup ?? "" }
      : form.kind === "passages"
        ? { practiceIDs: form.practiceIDs }
        : { writingTaskID: form.writingTaskID ?? "" };
  return {
    classID,
    kind: form.kind,
    ...(title && { title }),
    ...content,
    opensAt: fromLocalInput(form.opens) ?? 0,
    dueAt: fromLocalInput(form.due) ?? 0,
    timeLimitMinutes: form.kind === "writing" || form.untimed ? null : Number(minutesShown(form)),
  };
}

/** The title the server gives an assignment left untitled, for the chosen content (domain assignment-title). */
export function contentTitle(form: TAssignmentForm, catalogue: TCatalogue | undefined): string {
  if (!catalogue) return "";
  if (form.kind === "test") {
    return defaultAssignmentTitle(catalogue.tests.find((test) => test.testGroup === form.testGroup)?.titles ?? []);
  }
  if (form.kind === "passages") {
    const titles = new Map(catalogue.passages.map((p) => [p.practiceID, p.title]));
    return defaultAssignmentTitle(form.practiceIDs.map((id) => titles.get(id) ?? ""));
  }
  const task = catalogue.writingTasks.find((t) => t.writingTaskID === form.writingTaskID);
  return defaultAssignmentTitle(task ? [task.title] : []);
}

/** A failed assignment call: an assignment's refusal reason, or whatever a class call's failure would be. */
export type TAssignmentFailure = TClassFailure | { kind: "assignment"; reason: TAssignmentReason };

/** Sorts a failed assignment call into what the screen says about it. */
export function assignmentFailure(error: unknown): TAssignmentFailure {
  const reason = refusalReason(error);
  if ((ASSIGNMENT_REASONS as readonly string[]).includes(reason ?? "")) {
    return { kind: "assignment", reason: reason as TAssignmentReason };
  }
  return classFailure(error);
}

/** "<class>-<assignment>-results.csv", safe for file systems. */
export const resultsFileName = (className: string, title: string) =>
  classFileName(`${className}-${title}`, "-results.csv");

/** The paper's parts (1-based) and their passages, from its questions, in part order. */
export function partsOf(questions: readonly TQuestionResult[]): { part: number; practiceID: string }[] {
  const parts = new Map<number, string>();
  for (const q of questions) if (!parts.has(q.part)) parts.set(q.part, q.practiceID);
  return [...parts].sort(([a], [b]) => a - b).map(([part, practiceID]) => ({ part, practiceID }));
}

/** The share of papers with the question right, as a whole percentage; null when no paper was submitted. */
export const sharePercent = (correct: number, papers: number): number | null =>
  papers === 0 ? null : Math.round((100 * correct) / papers);

/** Titles with their 1-based part numbers (a part's number is its identity in a paper). */
export const numbered = (titles: readonly string[]) => titles.map((title, i) => ({ part: i + 1, title }));
