import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { WarningIcon } from "../../../components/ui/icons";
import { StateMessage } from "../../../components/ui/state-message";
import state from "../../../components/ui/state-message.module.css";

/**
 * Shown in place of the test once it was continued on another device or tab: this copy stepped aside and
 * saves nothing more. "Continue here" takes the test back (the other copy then steps aside in turn).
 */
export function AttemptMoved({ onContinue, onExit }: { onContinue: () => void; onExit: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      layout="screen"
      icon={WarningIcon}
      title={t("testAttempt.moved.title")}
      testId="attempt-moved"
      actions={
        <>
          <Button variant="secondary" onClick={onExit}>
            {t("testAttempt.moved.exit")}
          </Button>
          <Button onClick={onContinue} data-testid="attempt-continue-here">
            {t("testAttempt.moved.continue")}
          </Button>
        </>
      }
    >
      <p className={state.text}>{t("testAttempt.moved.message")}</p>
    </StateMessage>
  );
}
