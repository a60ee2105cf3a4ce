import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { InfoIcon } from "../ui/icons";
import { TokenBalance } from "./token-balance";

type TProps = {
  /** What is about to start (a passage's title, or a question type), or null while closed. */
  subject: string | null;
  cost: number;
  busy: boolean;
  onCancel: () => void;
  onStart: () => void;
};

/** States what a start costs before it spends: the subject, the tokens it uses and those left. */
export function SpendConfirmDialog({ subject, cost, busy, onCancel, onStart }: TProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={subject !== null}
      onClose={busy ? () => undefined : onCancel}
      title={t("tokens.confirmTitle")}
      icon={<InfoIcon />}
      testId="spend-confirm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button onClick={onStart} disabled={busy} data-testid="spend-confirm-start">
            {t("tokens.start")}
          </Button>
        </>
      }
    >
      <p>{subject}</p>
      {/* Every start it confirms is a single passage, which counts up and can be left unused. */}
      <TokenBalance cost={cost} untimed />
    </Dialog>
  );
}
