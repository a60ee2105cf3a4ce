import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import { formatHms } from "./format-time";

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
  return (
    <Dialog
      open={open}
      onClose={onStay}
      title={t("testAttempt.exit.title")}
      icon={<WarningIcon />}
      testId="exit-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            {t("testAttempt.exit.stay")}
          </Button>
          <Button variant="danger" onClick={onLeave} data-testid="exit-confirm">
            {t("testAttempt.exit.leave")}
          </Button>
        </>
      }
    >
      <p>{t("testAttempt.exit.saved")}</p>
      {remaining !== null ? <p>{t("testAttempt.exit.clockRuns", { time: formatHms(remaining) })}</p> : null}
    </Dialog>
  );
}
