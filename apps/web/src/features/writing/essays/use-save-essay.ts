import { LEARNER_QUOTAS, quotaReasonOf } from "@bandcraft/contract/quotas";
import type { TEssaySaveRequest } from "@bandcraft/contract/writing";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { saveEssay, serverMessage } from "./essays-api";

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

/** "Save essay": one request at a time; the draft in the browser is untouched whatever the answer. */
export function useSaveEssay() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TSaveState>({ status: "idle" });
  const busy = useRef(false);

  const save = useCallback(
    async (request: TEssaySaveRequest) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: "saving" });
      try {
        const essayID = await saveEssay(request);
        setState({ status: "saved", essayID, text: request.text });
        void queryClient.invalidateQueries({ queryKey: ["essays"] });
      } catch (e) {
        setState({ status: "failed", message: saveFailureMessage(e, t, i18n.language) });
      } finally {
        busy.current = false;
      }
    },
    [queryClient, t, i18n],
  );

  return { state, save };
}
