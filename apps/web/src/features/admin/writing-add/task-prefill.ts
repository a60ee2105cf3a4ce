/**
 * Switching the task in Add Practice: task 2 prefills its requirement and the opening of
 * its content; going back to task 1 clears those only when the administrator left them untouched.
 * Themes and the image always reset, because each task has its own types and only task 1 has a picture.
 */

/** Exam wording of the task itself, so it stays English whatever the interface language. */
export const TASK_TWO_PREFILL = {
  requirement: "Write at least 250 words.",
  content: "You should spend about 40 minutes on this task. Write about the following topic:",
} as const;

export type TAddWritingFields = {
  part: 1 | 2;
  title: string;
  requirement: string;
  content: string;
  theme: string[];
  image: File | null;
};

export const EMPTY_FORM: TAddWritingFields = {
  part: 1,
  title: "",
  requirement: "",
  content: "",
  theme: [],
  image: null,
};

/** The form after choosing `part`. */
export function switchTask(form: TAddWritingFields, part: 1 | 2): TAddWritingFields {
  if (form.part === part) return form;
  const reset = { ...form, part, theme: [], image: null };
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
