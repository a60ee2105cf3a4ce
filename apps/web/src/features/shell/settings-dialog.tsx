import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { LogoutIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { ChangePasswordForm } from "./change-password-form";
import { AdditionalPrivilegeList, PrivilegeList } from "./privilege-list";
import { additionalPrivileges, heldPrivilegeRows } from "./privilege-rows";
import { SessionsPanel } from "./sessions-panel";
import styles from "./settings.module.css";
import { SettingsSection } from "./settings-section";
import { TokenList } from "./token-list";
import { userInfoErrorText, useUserInfo } from "./user-info";

/**
 * Settings: account, tokens, privileges, additional privileges, then the signed-in devices
 * and a password change; Logout and Close.
 */
export function SettingsDialog({
  email,
  onClose,
  onLogout,
}: {
  email: string;
  onClose: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const query = useUserInfo(email);
  // One clock reading per render keeps status and remaining time consistent with each other.
  const [now] = useState(() => Date.now());
  // Start on Close, not Logout: a stray Enter should never begin signing out.
  const closeRef = useRef<HTMLButtonElement>(null);

  let body: React.ReactNode;
  if (query.isPending) {
    body = <Spinner label={t("settings.loadingPrivileges")} />;
  } else if (query.isError) {
    body = (
      <p className={styles.error} role="alert" data-testid="settings-error">
        {userInfoErrorText(query.error, t)}
      </p>
    );
  } else {
    const data = query.data;
    body = (
      <>
        <SettingsSection id="settings-tokens" title={t("settings.tokens")}>
          <TokenList tokens={data.tokenInfo} />
        </SettingsSection>
        <SettingsSection id="settings-privileges" title={t("settings.privileges")}>
          <PrivilegeList rows={heldPrivilegeRows(data.privileges, data.privilegeCatalogue, now)} />
        </SettingsSection>
        <SettingsSection id="settings-additional" title={t("settings.additionalPrivileges")}>
          <AdditionalPrivilegeList entries={additionalPrivileges(data.privileges, data.privilegeCatalogue, now)} />
        </SettingsSection>
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("settings.title")}
      maxWidth={800}
      testId="settings-dialog"
      initialFocusRef={closeRef}
      footer={
        <>
          <Button variant="danger" icon={<LogoutIcon />} onClick={onLogout} data-testid="settings-logout">
            {t("settings.logout")}
          </Button>
          <Button ref={closeRef} variant="secondary" onClick={onClose} data-testid="settings-close">
            {t("common.close")}
          </Button>
        </>
      }
    >
      <SettingsSection id="settings-account" title={t("settings.account")}>
        <dl className={styles.account}>
          <div>
            <dt>{t("settings.email")}</dt>
            <dd data-testid="settings-email">{email}</dd>
          </div>
          <div>
            <dt>{t("settings.status")}</dt>
            <dd>
              <span className={`${styles.badge} ${styles.active}`}>{t("settings.loggedIn")}</span>
            </dd>
          </div>
        </dl>
      </SettingsSection>
      {body}
      <SessionsPanel email={email} />
      <ChangePasswordForm email={email} />
    </Dialog>
  );
}
