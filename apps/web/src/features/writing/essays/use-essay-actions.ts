import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { refusalReason } from "../../../lib/password-reason";
import { deleteEssay, fetchEssay, serverMessage } from "./essays.api";
import { useOpenAsDraft } from "./use-open-as-draft";

/** Query key of one essay, shared by the view page and "open as a new draft" from the list. */
export const essayKey = (essayID: string) => ["essays", "one", essayID] as const;

/**
 * Delete (after a confirmation) and "open as a new draft" for an essay known by its id: the list has only
 * summaries, so the whole essay is fetched (or taken from the cache) before it opens in the editor.
 */
export function useEssayActions(onDeleted: (essayID: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const draft = useOpenAsDraft();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  // A sent essay is kept for its teacher's marks: the server says so by its reason, in the learner's language here.
  const deleteFailureText = (error: unknown) =>
    refusalReason(error) === "essay-sent"
      ? t("essays.delete.sent")
      : (serverMessage(error) ?? t("essays.delete.failed"));
  const remove = useMutation({
    mutationFn: (essayID: string) => deleteEssay(essayID),
    onSuccess: async (_, essayID) => {
      queryClient.removeQueries({ queryKey: essayKey(essayID) });
      await queryClient.invalidateQueries({ queryKey: ["essays", "list"] });
      setDeleting(null);
      onDeleted(essayID);
    },
  });

  const openAsDraft = async (essayID: string) => {
    setOpenError(null);
    try {
      const essay = await queryClient.fetchQuery({
        queryKey: essayKey(essayID),
        queryFn: ({ signal }) => fetchEssay(essayID, signal),
      });
      if (essay) draft.open(essay);
      else setOpenError(t("essays.notFound.message"));
    } catch (e) {
      setOpenError(serverMessage(e) ?? t("essays.loadFailed"));
    }
  };

  return {
    draft,
    openAsDraft,
    openError,
    askDelete: (essayID: string) => {
      remove.reset();
      setDeleting(essayID);
    },
    deleteDialog: {
      open: deleting !== null,
      busy: remove.isPending,
      error: remove.isError ? deleteFailureText(remove.error) : null,
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        if (deleting) remove.mutate(deleting);
      },
    },
  };
}

/** An essay's actions as useEssayActions gives them. */
export type TEssayActions = ReturnType<typeof useEssayActions>;
