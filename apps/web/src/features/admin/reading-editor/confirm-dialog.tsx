import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

type TProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
};

/** Asks before something is thrown away: leaving with unsaved changes, deleting a section or paragraph. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, testId }: TProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-testid={testId ? `${testId}-cancel` : undefined}>
            {t("admin.editor.confirm.cancel")}
          </Button>
          <Button variant="danger" onClick={onConfirm} data-testid={testId ? `${testId}-confirm` : undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
