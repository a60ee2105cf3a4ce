import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";

type TProps = { open: boolean; onStay: () => void; onLeave: () => void };

/** "Leave this essay?": staying is the default (first focus, Esc); leaving discards the saved draft. */
export function LeaveDialog({ open, onStay, onLeave }: TProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title={t("writingEditor.leave.title")}
      icon={<WarningIcon />}
      testId="leave-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onStay} data-testid="leave-stay">
            {t("writingEditor.leave.stay")}
          </Button>
          <Button variant="danger" onClick={onLeave} data-testid="leave-confirm">
            {t("writingEditor.leave.confirm")}
          </Button>
        </>
      }
    >
      <p>{t("writingEditor.leave.message")}</p>
    </Dialog>
  );
}
