import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ui/dialog";
import { LockIcon } from "../../components/ui/icons";
import styles from "./header.module.css";

/** The prompt behind the header's Login button; it leads to /auth. */
export function LoginPrompt({ open, onClose, onGo }: { open: boolean; onClose: () => void; onGo: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t("loginPrompt.title")}
      icon={<LockIcon className={styles.promptIcon} />}
      testId="login-prompt"
      onCancel={onClose}
      onConfirm={onGo}
      confirmLabel={t("loginPrompt.goToLogin")}
      confirmTestId="login-prompt-go"
    >
      <p className={styles.promptText}>{t("loginPrompt.message")}</p>
    </ConfirmDialog>
  );
}
