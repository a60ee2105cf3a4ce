import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";

type TConfirmProps = {
  open: boolean;
  busy?: boolean;
  error?: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Delete this essay?": deleting cannot be undone. */
export function DeleteEssayDialog({ open, busy, error, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t("essays.delete.title")}
      icon={<WarningIcon />}
      testId="delete-essay-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="delete-cancel">
            {t("essays.delete.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid="delete-confirm">
            {t("essays.delete.confirm")}
          </Button>
        </>
      }
    >
      <p>{t("essays.delete.message")}</p>
      {error ? (
        <p role="alert" data-testid="delete-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** "Replace your draft?": opening the essay as a new draft would replace writing kept for the task. */
export function ReplaceDraftDialog({ open, onCancel, onConfirm }: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t("essays.replaceDraft.title")}
      icon={<WarningIcon />}
      testId="replace-draft-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid="replace-cancel">
            {t("essays.replaceDraft.cancel")}
          </Button>
          <Button onClick={onConfirm} data-testid="replace-confirm">
            {t("essays.replaceDraft.confirm")}
          </Button>
        </>
      }
    >
      <p>{t("essays.replaceDraft.message")}</p>
    </Dialog>
  );
}

/** The essay's task is gone from the bank, so it cannot be reopened in the editor. */
export function MissingTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
