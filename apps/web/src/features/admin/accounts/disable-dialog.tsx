import type { TUserSummary } from "@bandcraft/contract/admin";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import actions from "./account-actions.module.css";
import { AccountDialog } from "./account-dialog";
import { setAccountDisabled } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = {
  /** The account to disable, or to enable again when it is disabled; none keeps the dialog closed. */
  user: TUserSummary | null;
  onClose: () => void;
  onDone: (email: string, disabled: boolean) => void;
};

/** Disable or enable an account: says what it does first (nothing of theirs is deleted), then does it. */
export function DisableDialog({ user, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  // The dialog offers the opposite of the account's state; it is fixed while open, so a refresh cannot flip it.
  const disable = user?.disabled !== true;
  const mode = disable ? "disable" : "enable";
  const change = useMutation({
    mutationFn: (email: string) => setAccountDisabled(email, disable),
    onSuccess: (_, email) => onDone(email, disable),
  });
  const close = () => {
    change.reset();
    onClose();
  };
  const email = user?.email ?? "";
  return (
    <AccountDialog
      email={user?.email ?? null}
      onClose={close}
      title={t(`admin.accounts.${mode}.title`)}
      testId="account-disable-dialog"
      onSubmit={change.mutate}
      call={change}
      failedText={t(`admin.accounts.${mode}.failed`)}
      failureTestId="account-action-failure"
      submitLabel={change.isPending ? t(`admin.accounts.${mode}.saving`) : t(`admin.accounts.${mode}.submit`)}
      submitTestId="account-action-confirm"
      danger={disable}
    >
      <p className={styles.dialogText}>{t(`admin.accounts.${mode}.intro`, { email })}</p>
      {disable ? (
        <ul className={actions.effects}>
          <li>{t("admin.accounts.disable.noSignIn")}</li>
          <li>{t("admin.accounts.disable.sessionsEnd")}</li>
          <li>{t("admin.accounts.disable.nothingDeleted")}</li>
        </ul>
      ) : (
        <p className={styles.hint}>{t("admin.accounts.enable.why")}</p>
      )}
    </AccountDialog>
  );
}
