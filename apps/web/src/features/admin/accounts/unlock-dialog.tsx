import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AccountDialog } from "./account-dialog";
import { unlockSignIn } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = { email: string | null; onClose: () => void; onDone: (email: string, hadFailures: boolean) => void };

/** Unlock sign-in: asks first, then clears the account's failed sign-ins (its password is unchanged). */
export function UnlockDialog({ email, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const unlock = useMutation({
    mutationFn: (target: string) => unlockSignIn(target),
    onSuccess: (hadFailures, target) => onDone(target, hadFailures),
  });
  const close = () => {
    unlock.reset();
    onClose();
  };
  return (
    <AccountDialog
      email={email}
      onClose={close}
      title={t("admin.accounts.unlock.title")}
      testId="unlock-dialog"
      onSubmit={unlock.mutate}
      call={unlock}
      failedText={t("admin.accounts.unlock.failed")}
      failureTestId="unlock-failure"
      submitLabel={unlock.isPending ? t("admin.accounts.unlock.saving") : t("admin.accounts.unlock.submit")}
      submitTestId="unlock-submit"
    >
      <p className={styles.dialogText}>{t("admin.accounts.unlock.intro", { email: email ?? "" })}</p>
      <p className={styles.hint}>{t("admin.accounts.unlock.why")}</p>
    </AccountDialog>
  );
}
