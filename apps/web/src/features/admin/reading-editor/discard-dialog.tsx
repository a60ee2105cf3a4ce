import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";

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
export function DiscardDialog({ open, title, message, confirmLabel, onConfirm, onCancel, testId }: TProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      testId={testId}
      onCancel={onCancel}
      cancelLabel={t("admin.editor.confirm.cancel")}
      cancelTestId={testId ? `${testId}-cancel` : undefined}
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      confirmTestId={testId ? `${testId}-confirm` : undefined}
      danger
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}
