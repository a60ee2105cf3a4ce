/**
 * The rules of "Add Practice", shared by the admin form and the server, which re-checks
 * everything. Messages are fixed English texts; each is keyed by the field it belongs to, so the form can show
 * it there and clear it when that field is edited.
 */

export type TWritingTaskDraft = {
  part: 1 | 2;
  title: string;
  requirement: string;
  content: string;
  theme: readonly string[];
  imageCount: number;
};

export type TWritingTaskField = "title" | "requirement" | "content" | "theme" | "image";

/** What is wrong with one field: a code the form translates, with the figures its message needs. */
export type TWritingTaskProblem =
  | { code: "contentRequired" | "themeRequired" | "imageRequired" | "singleImage" | "noImageForTaskTwo" }
  | { code: "tooLong"; max: number }
  | { code: "unknownTheme"; keys: string[] };
export type TWritingTaskErrors = Partial<Record<TWritingTaskField, TWritingTaskProblem>>;

/** Theme keys a task may carry: task 1 its types, task 2 its types and content themes. */
export type TAllowedThemes = { 1: ReadonlySet<string>; 2: ReadonlySet<string> };

/** Generous limits (the form shows none) that still stop a pasted book from becoming a task. */
export const WRITING_TASK_LIMITS = { title: 200, requirement: 1_000, content: 10_000 } as const;

const FIELD_NAMES: Record<TWritingTaskField, string> = {
  title: "Title",
  requirement: "Requirement",
  content: "Content",
  theme: "Types",
  image: "Image",
};

/** The English message for a problem (the server's errMsg; the form shows its translation). */
export function writingTaskMessage(field: TWritingTaskField, problem: TWritingTaskProblem): string {
  switch (problem.code) {
    case "contentRequired":
      return "Content is required";
    case "themeRequired":
      return "At least one type must be selected";
    case "imageRequired":
      return "Task 1 requires at least one image";
    case "singleImage":
      return "Only one image can be uploaded";
    case "noImageForTaskTwo":
      return "Only Task 1 takes an image";
    case "tooLong":
      return `${FIELD_NAMES[field]} must be at most ${problem.max} characters`;
    case "unknownTheme":
      return `Unknown type or theme for this task: ${problem.keys.join(", ")}`;
  }
}

/** Every problem of a task to add; an empty object means it may be stored. */
export function validateWritingTask(draft: TWritingTaskDraft, allowed?: TAllowedThemes): TWritingTaskErrors {
  const errors: TWritingTaskErrors = {};
  const limits = WRITING_TASK_LIMITS;
  if (draft.title.length > limits.title) errors.title = { code: "tooLong", max: limits.title };
  if (draft.requirement.length > limits.requirement) errors.requirement = { code: "tooLong", max: limits.requirement };
  if (draft.content.trim() === "") errors.content = { code: "contentRequired" };
  else if (draft.content.length > limits.content) errors.content = { code: "tooLong", max: limits.content };
  if (draft.theme.length === 0) errors.theme = { code: "themeRequired" };
  else if (allowed) {
    const unknown = draft.theme.filter((key) => !allowed[draft.part].has(key));
    if (unknown.length > 0) errors.theme = { code: "unknownTheme", keys: unknown };
  }
  if (draft.part === 1 && draft.imageCount === 0) errors.image = { code: "imageRequired" };
  else if (draft.part === 1 && draft.imageCount > 1) errors.image = { code: "singleImage" };
  else if (draft.part === 2 && draft.imageCount > 0) errors.image = { code: "noImageForTaskTwo" };
  return errors;
}

/** All of a draft's problems as English messages, field by field. */
export function writingTaskMessages(errors: TWritingTaskErrors): string[] {
  return (Object.entries(errors) as [TWritingTaskField, TWritingTaskProblem][]).map(([field, problem]) =>
    writingTaskMessage(field, problem),
  );
}
