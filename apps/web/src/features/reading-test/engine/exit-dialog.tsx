import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import { formatHms } from "./format-time";
import { useLocalScreen } from "./local-screen";

type TProps = {
  open: boolean;
  /** Seconds left on a timed test's clock (it keeps running); null for count-up practice. */
  remaining: number | null;
  onStay: () => void;
  onLeave: () => void;
};

/** Exit Test asks first, and says what happens: the attempt stays open, and a timed test's clock runs on. */
export function ExitDialog({ open, remaining, onStay, onLeave }: TProps) {
  const { t } = useTranslation();
  const local = useLocalScreen();
  return (
    <ConfirmDialog
      open={open}
      title={local?.exitTitle ?? t("testAttempt.exit.title")}
      icon={<WarningIcon />}
      testId="exit-dialog"
      onCancel={onStay}
      cancelLabel={t("testAttempt.exit.stay")}
      onConfirm={onLeave}
      confirmLabel={t("testAttempt.exit.leave")}
      confirmTestId="exit-confirm"
      danger
    >
      <p>{local?.exitMessage ?? t("testAttempt.exit.saved")}</p>
      {remaining !== null ? <p>{t("testAttempt.exit.clockRuns", { time: formatHms(remaining) })}</p> : null}
    </ConfirmDialog>
  );
}
