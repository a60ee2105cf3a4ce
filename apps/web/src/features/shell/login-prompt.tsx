import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { LockIcon } from "../../components/ui/icons";
import styles from "./header.module.css";

/** The prompt behind the header's Login button; it leads to /auth. */
export function LoginPrompt({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("loginPrompt.title")}
      icon={<LockIcon className={styles.promptIcon} />}
      testId="login-prompt"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button onClick={onGo} data-testid="login-prompt-go">
            {t("loginPrompt.goToLogin")}
          </Button>
        </>
      }
    >
      <p className={styles.promptText}>{t("loginPrompt.message")}</p>
    </Dialog>
  );
}
