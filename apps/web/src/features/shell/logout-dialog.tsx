import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { LogoutIcon } from "../../components/ui/icons";
import { apiCall } from "../../lib/api-client";
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
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await apiCall("/logout", { body: {} });
    } catch {
      // Even if the server call fails the learner asked to leave: the local session goes regardless.
    } finally {
      const email = getSession()?.user.email;
      if (email) forgetSyncedWork(email);
      clearSession();
      setBusy(false);
      onLoggedOut();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("logout.title")}
      icon={<LogoutIcon className={styles.promptIcon} />}
      testId="logout-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} data-testid="logout-cancel">
            {t("common.cancel")}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy} data-testid="logout-confirm">
            {t("logout.confirm")}
          </Button>
        </>
      }
    >
      <p className={styles.promptText}>{t("logout.message")}</p>
    </Dialog>
  );
}
