import { ROUTES } from "@bandcraft/contract/routes";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/ui/dialog";
import { LogoutIcon } from "../../components/ui/icons";
import { callUnchecked } from "../../lib/api-client";
import { clearSession, getSession } from "../../lib/session";
import { forgetSyncedWork } from "../../lib/work-in-progress";
import styles from "./header.module.css";

/** Logout confirmation: confirm revokes the session server-side, then forgets it here; cancel closes. */
export function LogoutDialog({
  open,
  onClose,
  onLoggedOut,
}: {
  open: boolean;
  onClose: () => void;
  onLoggedOut: () => void;
}) {
  const { t } = useTranslation();
  const logout = useMutation({
    mutationFn: () => callUnchecked(ROUTES.logout, {}),
    // Even if the server call fails the learner asked to leave: the local session goes regardless.
    onSettled: () => {
      const email = getSession()?.user.email;
      if (email) forgetSyncedWork(email);
      clearSession();
      onLoggedOut();
    },
  });

  return (
    <ConfirmDialog
      open={open}
      title={t("logout.title")}
      icon={<LogoutIcon className={styles.promptIcon} />}
      testId="logout-dialog"
      onCancel={onClose}
      cancelTestId="logout-cancel"
      onConfirm={() => logout.mutate()}
      confirmLabel={t("logout.confirm")}
      confirmTestId="logout-confirm"
      danger
      busy={logout.isPending}
    >
      <p className={styles.promptText}>{t("logout.message")}</p>
    </ConfirmDialog>
  );
}
