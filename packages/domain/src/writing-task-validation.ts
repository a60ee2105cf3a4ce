/**
 * The rules of "Add Practice" (writing §5), shared by the admin form and the server, which re-checks
 * everything. Messages are the spec's; each is keyed by the field it belongs to, so the form can show
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
export type TWritingTaskErrors = Partial<Record<TWritingTaskField, string>>;

/** Theme keys a task may carry: task 1 its types, task 2 its types and content themes. */
export type TAllowedThemes = { 1: ReadonlySet<string>; 2: ReadonlySet<string> };

/** Generous limits (the spec shows none) that still stop a pasted book from becoming a task. */
export const WRITING_TASK_LIMITS = { title: 200, requirement: 1_000, content: 10_000 } as const;

export const WRITING_TASK_MESSAGES = {
  contentRequired: "Content is required",
  themeRequired: "At least one type must be selected",
  imageRequired: "Task 1 requires at least one image",
  singleImage: "Only one image can be uploaded",
  noImageForTaskTwo: "Only Task 1 takes an image",
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  unknownTheme: (keys: readonly string[]) => `Unknown type or theme for this task: ${keys.join(", ")}`,
} as const;

/** Every problem of a task to add; an empty object means it may be stored. */
export function validateWritingTask(draft: TWritingTaskDraft, allowed?: TAllowedThemes): TWritingTaskErrors {
  const errors: TWritingTaskErrors = {};
  const m = WRITING_TASK_MESSAGES;
  if (draft.title.length > WRITING_TASK_LIMITS.title) errors.title = m.tooLong("Title", WRITING_TASK_LIMITS.title);
  if (draft.requirement.length > WRITING_TASK_LIMITS.requirement)
    errors.requirement = m.tooLong("Requirement", WRITING_TASK_LIMITS.requirement);
  if (draft.content.trim() === "") errors.content = m.contentRequired;
  else if (draft.content.length > WRITING_TASK_LIMITS.content)
    errors.content = m.tooLong("Content", WRITING_TASK_LIMITS.content);
  if (draft.theme.length === 0) errors.theme = m.themeRequired;
  else if (allowed) {
    const unknown = draft.theme.filter((key) => !allowed[draft.part].has(key));
    if (unknown.length > 0) errors.theme = m.unknownTheme(unknown);
  }
  if (draft.part === 1 && draft.imageCount === 0) errors.image = m.imageRequired;
  else if (draft.part === 1 && draft.imageCount > 1) errors.image = m.singleImage;
  else if (draft.part === 2 && draft.imageCount > 0) errors.image = m.noImageForTaskTwo;
  return errors;
}
