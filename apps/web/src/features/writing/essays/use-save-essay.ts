import { LEARNER_QUOTAS, quotaReasonOf } from "@bandcraft/contract/quotas";
import type { TEssaySaveRequest } from "@bandcraft/contract/writing";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { saveEssay, serverMessage } from "./essays.api";

export type TSaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved"; essayID: string; text: string }
  | { status: "failed"; message: string | null };

/** A refused save's words: a full quota in the learner's language, else the server's own, else null. */
export function saveFailureMessage(e: unknown, t: TFunction, language: string): string | null {
  const reason = e instanceof ApiError ? quotaReasonOf(e.body) : undefined;
  if (reason === "essay-count")
    return t("essays.save.quotaCount", { limit: LEARNER_QUOTAS.essays.toLocaleString(language) });
  if (reason === "essay-size")
    return t("essays.save.quotaSize", { limit: LEARNER_QUOTAS.essayChars.toLocaleString(language) });
  return serverMessage(e);
}

const SAVE_KEY = ["essay-save"] as const;

/** "Save essay": one request at a time; the draft in the browser is untouched whatever the answer. */
export function useSaveEssay() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (request: TEssaySaveRequest) => saveEssay(request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["essays"] }),
  });

  let state: TSaveState = { status: "idle" };
  if (mutation.isPending) state = { status: "saving" };
  else if (mutation.isSuccess) state = { status: "saved", essayID: mutation.data, text: mutation.variables.text };
  else if (mutation.isError)
    state = { status: "failed", message: saveFailureMessage(mutation.error, t, i18n.language) };

  const { mutate } = mutation;
  const save = (request: TEssaySaveRequest) => {
    // Read from the cache, not the last render: a second click in the same moment finds the first running.
    if (queryClient.isMutating({ mutationKey: SAVE_KEY }) > 0) return;
    mutate(request);
  };
  return { state, save };
}
