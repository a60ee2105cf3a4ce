import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog, Dialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import type { TEssayActions } from "./use-essay-actions";

type TConfirmProps = {
  open: boolean;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Delete this essay?": deleting cannot be undone. */
function DeleteEssayDialog({ open, busy, error, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("essays.delete.title")}
      icon={<WarningIcon />}
      testId="delete-essay-dialog"
      onCancel={onCancel}
      cancelLabel={t("essays.delete.cancel")}
      cancelTestId="delete-cancel"
      onConfirm={onConfirm}
      confirmLabel={t("essays.delete.confirm")}
      confirmTestId="delete-confirm"
      danger
      busy={busy}
    >
      <p>{t("essays.delete.message")}</p>
      {error ? (
        <p role="alert" data-testid="delete-error">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/** "Replace your draft?": opening the essay as a new draft would replace writing kept for the task. */
function ReplaceDraftDialog({ open, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("essays.replaceDraft.title")}
      icon={<WarningIcon />}
      testId="replace-draft-dialog"
      onCancel={onCancel}
      cancelLabel={t("essays.replaceDraft.cancel")}
      cancelTestId="replace-cancel"
      onConfirm={onConfirm}
      confirmLabel={t("essays.replaceDraft.confirm")}
      confirmTestId="replace-confirm"
    >
      <p>{t("essays.replaceDraft.message")}</p>
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
      <DeleteEssayDialog {...actions.deleteDialog} />
      <ReplaceDraftDialog
        open={actions.draft.confirming}
        onCancel={actions.draft.cancel}
        onConfirm={actions.draft.confirm}
      />
      <MissingTaskDialog open={actions.draft.missingTask} onClose={actions.draft.dismissMissingTask} />
    </>
  );
}
