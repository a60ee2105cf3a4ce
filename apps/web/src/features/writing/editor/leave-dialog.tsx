import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";

type TProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** "Leave this essay?": staying is the default (first focus, Esc); leaving discards the saved draft. */
export function LeaveDialog({ open, onStay, onLeave }: TProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("writingEditor.leave.title")}
      icon={<WarningIcon />}
      testId="leave-dialog"
      onCancel={onStay}
      cancelLabel={t("writingEditor.leave.stay")}
      cancelTestId="leave-stay"
      onConfirm={onLeave}
      confirmLabel={t("writingEditor.leave.confirm")}
      confirmTestId="leave-confirm"
      danger
    >
      <p>{t("writingEditor.leave.message")}</p>
    </ConfirmDialog>
  );
}
