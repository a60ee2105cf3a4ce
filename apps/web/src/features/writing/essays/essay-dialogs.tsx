import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import type { TEssayActions } from "./use-essay-actions";

/**
 * The essay's two questions, alike but for their words and test ids: deleting it cannot be undone (red), and
 * opening it as a new draft would replace writing kept for its task.
 */
const QUESTIONS = {
  delete: { testId: "delete-essay-dialog", ids: "delete", danger: true },
  replaceDraft: { testId: "replace-draft-dialog", ids: "replace", danger: false },
} as const;

type TConfirmProps = {
  question: keyof typeof QUESTIONS;
  open: boolean;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Delete this essay?" or "Replace your draft?": keeping things is the way back. */
function EssayConfirmDialog({ question, open, busy, error, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  const { testId, ids, danger } = QUESTIONS[question];
  return (
    <ConfirmDialog
      open={open}
      title={t(`essays.${question}.title`)}
      icon={<WarningIcon />}
      testId={testId}
      onCancel={onCancel}
      cancelLabel={t(`essays.${question}.cancel`)}
      cancelTestId={`${ids}-cancel`}
      onConfirm={onConfirm}
      confirmLabel={t(`essays.${question}.confirm`)}
      confirmTestId={`${ids}-confirm`}
      danger={danger}
      busy={busy}
    >
      <p>{t(`essays.${question}.message`)}</p>
      {error ? (
        <p role="alert" data-testid={`${ids}-error`}>
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** The essay's task is gone from the bank, so it cannot be reopened in the editor. */
function MissingTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("essays.missingTask.title")}
      testId="missing-task-dialog"
      footer={<Button onClick={onClose}>{t("essays.missingTask.ok")}</Button>}
    >
      <p>{t("essays.missingTask.message")}</p>
    </Dialog>
  );
}

/** The dialogs an essay's actions open: the delete confirmation, replacing a kept draft, and the missing task. */
export function EssayActionDialogs({ actions }: { actions: TEssayActions }) {
  return (
    <>
      <EssayConfirmDialog question="delete" {...actions.deleteDialog} />
      <EssayConfirmDialog
        question="replaceDraft"
        open={actions.draft.confirming}
        onCancel={actions.draft.cancel}
        onConfirm={actions.draft.confirm}
      />
      <MissingTaskDialog open={actions.draft.missingTask} onClose={actions.draft.dismissMissingTask} />
    </>
  );
}
