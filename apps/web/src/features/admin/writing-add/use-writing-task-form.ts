import type { TWritingItem } from "@bandcraft/contract/writing";
import { checkUploadedImage } from "@bandcraft/domain/image-signature";
import {
  type TWritingTaskField,
  type TWritingTaskProblem,
  validateWritingTask,
} from "@bandcraft/domain/writing-task-validation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { fetchThemes } from "../../../lib/writing-themes";
import { addWritingPractice, modifyWritingPractice } from "./add-writing.api";
import { EMPTY_FORM, formOfTask, imageCountOf, switchTask, type TWritingTaskFields, toggleKey } from "./task-prefill";

/** Same limit as the server's (a bigger file gets a 413 there). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The success banner's life. */
export const BANNER_MS = 3000;

export type TFieldProblem = TWritingTaskProblem | { code: "notAnImage" | "imageTooLarge" | "fileTooBig" };
export type TFieldErrors = Partial<Record<TWritingTaskField, TFieldProblem>>;
export type TBanner = { kind: "success" } | { kind: "error"; message: string | null; network: boolean } | null;

/** Reads the picked file's own bytes with the server's rule, so a refusal shows before any upload. */
async function checkPicked(file: File): Promise<TFieldProblem | undefined> {
  if (file.size > MAX_IMAGE_BYTES) return { code: "fileTooBig" };
  const check = checkUploadedImage(new Uint8Array(await file.arrayBuffer()));
  if (check.ok) return undefined;
  return { code: check.reason === "too-large" ? "imageTooLarge" : "notAnImage" };
}

type TOptions = {
  /** The stored task to edit; without one the form adds a new task. */
  task?: TWritingItem;
  /** After an edit is saved, with the task as stored. */
  onSaved?: (task: TWritingItem) => void;
};

/**
 * The writing task form, for Add Practice and for editing a task of the bank: fields, per-field errors that
 * clear on edit, the themes and the upload. Adding empties the form and shows a banner; saving an edit hands
 * the stored task to `onSaved`.
 */
export function useWritingTaskForm({ task, onSaved }: TOptions = {}) {
  const [form, setForm] = useState<TWritingTaskFields>(() => (task ? formOfTask(task) : EMPTY_FORM));
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [banner, setBanner] = useState<TBanner>(null);
  const save = useMutation({
    mutationFn: async (fields: TWritingTaskFields) =>
      task ? modifyWritingPractice(task.writingPracticeID, fields) : addWritingPractice(fields),
    onMutate: () => setBanner(null),
    onSuccess: (saved) => {
      if (typeof saved !== "string") {
        onSaved?.(saved);
        return;
      }
      setForm(EMPTY_FORM);
      setErrors({});
      setBanner({ kind: "success" });
    },
    onError: (e) => {
      const network = e instanceof ApiError && (e.kind === "network" || e.kind === "timeout");
      setBanner({ kind: "error", message: e instanceof ApiError && e.errMsg ? e.errMsg : null, network });
    },
  });
  const themes = useQuery({ queryKey: ["writing-themes"], queryFn: ({ signal }) => fetchThemes(signal) });
  useEffect(() => {
    // A themes failure is only logged; the form still shows, with no keys to pick.
    if (themes.error) console.error("Failed to load writing themes", themes.error);
  }, [themes.error]);
  useEffect(() => {
    if (banner?.kind !== "success") return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  const clearError = useCallback((field: TWritingTaskField) => {
    setErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _cleared, ...rest } = prev;
      return rest;
    });
  }, []);

  const setText = (field: "title" | "requirement" | "content", value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    clearError(field);
  };
  const setPart = (part: 1 | 2) => {
    setForm((prev) => switchTask(prev, part));
    setErrors({});
  };
  const toggleTheme = (key: string) => {
    setForm((prev) => ({ ...prev, theme: toggleKey(prev.theme, key) }));
    clearError("theme");
  };
  /** A chosen picture replaces the stored one once it passes the check; a refused one changes nothing else. */
  const setImage = async (file: File | null) => {
    clearError("image");
    if (!file) {
      setForm((prev) => ({ ...prev, image: null }));
      return;
    }
    const problem = await checkPicked(file);
    setForm((prev) => (problem ? { ...prev, image: null } : { ...prev, image: file, keptPic: null }));
    if (problem) setErrors((prev) => ({ ...prev, image: problem }));
  };
  const removeKeptPic = () => {
    setForm((prev) => ({ ...prev, keptPic: null }));
    clearError("image");
  };

  /** Validates with the server's rules, then saves; returns the first field in error, if any. */
  const submit = (): TWritingTaskField | undefined => {
    const found = validateWritingTask({ ...form, imageCount: imageCountOf(form) });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return (["content", "theme", "image", "title", "requirement"] as const).find((f) => f in found);
    }
    save.mutate(form);
    return undefined;
  };

  return {
    editing: task !== undefined,
    form,
    errors,
    saving: save.isPending,
    banner,
    themes: themes.data,
    setText,
    setPart,
    toggleTheme,
    setImage,
    removeKeptPic,
    submit,
  };
}
