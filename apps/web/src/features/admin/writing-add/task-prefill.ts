/**
 * The writing task form's fields (Add Practice, and editing a task of the bank) and the rules of switching the
 * task: task 2 prefills its requirement and the opening of its content; going back to task 1 clears those only
 * when the administrator left them untouched. Themes and the image always reset, because each task has its own
 * types and only task 1 has a picture.
 */
import type { TImageAction } from "@bandcraft/contract/admin-writing";
import type { TWritingItem } from "@bandcraft/contract/writing";

/** Exam wording of the task itself, so it stays English whatever the interface language. */
export const TASK_TWO_PREFILL = {
  requirement: "Write at least 250 words.",
  content: "You should spend about 40 minutes on this task. Write about the following topic:",
} as const;

export type TWritingTaskFields = {
  part: 1 | 2;
  title: string;
  requirement: string;
  content: string;
  theme: string[];
  /** A picture chosen in the form, to upload. */
  image: File | null;
  /** The stored picture (its URL) of the task being edited, while it is kept. */
  keptPic: string | null;
};

export const EMPTY_FORM: TWritingTaskFields = {
  part: 1,
  title: "",
  requirement: "",
  content: "",
  theme: [],
  image: null,
  keptPic: null,
};

/** The form holding a stored task, to edit it: its fields as they are, its picture kept. */
export function formOfTask(task: TWritingItem): TWritingTaskFields {
  const pic = Array.isArray(task.pic) ? task.pic[0] : task.pic;
  return {
    part: task.part,
    title: task.title ?? "",
    requirement: task.requirement ?? "",
    content: task.content,
    theme: [...task.theme],
    image: null,
    keptPic: pic ?? null,
  };
}

/** How many pictures the form holds for the rules: a chosen one or the kept one (only task 1 has any). */
export const imageCountOf = (form: TWritingTaskFields) => (form.part === 1 && (form.image || form.keptPic) ? 1 : 0);

/** What saving an edited task does with its stored picture: replace it by the chosen one, keep it, or remove it. */
export function imageActionOf(form: TWritingTaskFields): TImageAction {
  if (form.part === 1 && form.image) return "replace";
  return form.part === 1 && form.keptPic ? "keep" : "remove";
}

/** The form after choosing `part`. */
export function switchTask(form: TWritingTaskFields, part: 1 | 2): TWritingTaskFields {
  if (form.part === part) return form;
  const reset = { ...form, part, theme: [], image: null, keptPic: null };
  if (part === 2) {
    return {
      ...reset,
      requirement: form.requirement === "" ? TASK_TWO_PREFILL.requirement : form.requirement,
      content: form.content === "" ? `${TASK_TWO_PREFILL.content}\n` : form.content,
    };
  }
  return {
    ...reset,
    requirement: form.requirement === TASK_TWO_PREFILL.requirement ? "" : form.requirement,
    content: form.content === `${TASK_TWO_PREFILL.content}\n` ? "" : form.content,
  };
}

/** Adds or removes a type/theme key (Add Practice allows several). */
export function toggleKey(keys: readonly string[], key: string): string[] {
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}
