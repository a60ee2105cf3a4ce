import { ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import actions from "./account-actions.module.css";
import { AccountDialog } from "./account-dialog";
import { issueOneTimePassword } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = { email: string | null; onClose: () => void; onIssued: (email: string) => void };

type TCopy = "idle" | "copied" | "failed";

/**
 * One-time password: asks first, then shows the new password once, with Copy. The account is signed out
 * everywhere and must choose its own password at its next sign-in.
 */
export function OneTimePasswordDialog({ email, onClose, onIssued }: TProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<TCopy>("idle");
  const issue = useMutation({
    mutationFn: (target: string) => issueOneTimePassword(target),
    // The password is shown once: the finished mutation is not kept in the cache after the dialog goes.
    gcTime: 0,
    onSuccess: (_, target) => onIssued(target),
  });
  const close = () => {
    // The password is forgotten with the dialog: it is shown this once.
    issue.reset();
    setCopy("idle");
    onClose();
  };
  const copyPassword = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy("copied");
    } catch {
      // No clipboard (an insecure page, a refusal): the password stays on screen to copy by hand.
      setCopy("failed");
    }
  };

  if (email !== null && issue.isSuccess) {
    const password = issue.data;
    return (
      <Dialog
        open
        onClose={close}
        title={t("admin.accounts.oneTime.title")}
        testId="account-one-time-result"
        closeOnOutsideClick={false}
        footer={<Button onClick={close}>{t("admin.accounts.oneTime.done")}</Button>}
      >
        <div className={styles.dialogForm}>
          <p className={styles.dialogText}>{t("admin.accounts.oneTime.issued", { email })}</p>
          <div className={actions.secretRow}>
            <code className={actions.secret} data-testid="account-one-time-password-value">
              {password}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copyPassword(password)}>
              {copy === "copied" ? t("admin.accounts.oneTime.copied") : t("admin.accounts.oneTime.copy")}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {copy === "copied" ? t("admin.accounts.oneTime.copied") : ""}
          </p>
          {copy === "failed" ? <p className={styles.hint}>{t("admin.accounts.oneTime.copyFailed")}</p> : null}
          <p className={styles.warning}>{t("admin.accounts.oneTime.onlyOnce", { days: ONE_TIME_PASSWORD_DAYS })}</p>
          <p className={styles.hint}>{t("admin.accounts.oneTime.signedOut")}</p>
        </div>
      </Dialog>
    );
  }
  return (
    <AccountDialog
      email={email}
      onClose={close}
      title={t("admin.accounts.oneTime.title")}
      testId="account-one-time-dialog"
      onSubmit={issue.mutate}
      call={issue}
      failedText={t("admin.accounts.oneTime.failed")}
      failureTestId="account-action-failure"
      submitLabel={issue.isPending ? t("admin.accounts.oneTime.saving") : t("admin.accounts.oneTime.submit")}
      submitTestId="account-action-confirm"
    >
      <p className={styles.dialogText}>{t("admin.accounts.oneTime.intro", { email: email ?? "" })}</p>
      <p className={styles.warning}>{t("admin.accounts.oneTime.signedOut")}</p>
    </AccountDialog>
  );
}
