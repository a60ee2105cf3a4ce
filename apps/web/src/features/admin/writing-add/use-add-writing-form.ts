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
import { addWritingPractice } from "./add-writing.api";
import { EMPTY_FORM, switchTask, type TAddWritingFields, toggleKey } from "./task-prefill";

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

/** The Add Practice form: fields, per-field errors that clear on edit, the themes and the upload. */
export function useAddWritingForm() {
  const [form, setForm] = useState<TAddWritingFields>(EMPTY_FORM);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [banner, setBanner] = useState<TBanner>(null);
  const add = useMutation({
    mutationFn: (fields: TAddWritingFields) => addWritingPractice(fields),
    onMutate: () => setBanner(null),
    onSuccess: () => {
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
  const setImage = async (file: File | null) => {
    clearError("image");
    if (!file) {
      setForm((prev) => ({ ...prev, image: null }));
      return;
    }
    const problem = await checkPicked(file);
    setForm((prev) => ({ ...prev, image: problem ? null : file }));
    if (problem) setErrors((prev) => ({ ...prev, image: problem }));
  };

  /** Validates with the server's rules, then uploads; returns the first field in error, if any. */
  const submit = (): TWritingTaskField | undefined => {
    const found = validateWritingTask({ ...form, imageCount: form.part === 1 && form.image ? 1 : 0 });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return (["content", "theme", "image", "title", "requirement"] as const).find((f) => f in found);
    }
    add.mutate(form);
    return undefined;
  };

  return {
    form,
    errors,
    saving: add.isPending,
    banner,
    themes: themes.data,
    setText,
    setPart,
    toggleTheme,
    setImage,
    submit,
  };
}
