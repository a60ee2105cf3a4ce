import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { accountFailure } from "./account-rules";
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
  const failure = unlock.isError ? accountFailure(unlock.error) : null;
  const close = () => {
    unlock.reset();
    onClose();
  };
  return (
    <Dialog open={email !== null} onClose={close} title={t("admin.accounts.unlock.title")} testId="unlock-dialog">
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (email) unlock.mutate(email);
        }}
      >
        <p className={styles.dialogText}>{t("admin.accounts.unlock.intro", { email: email ?? "" })}</p>
        <p className={styles.hint}>{t("admin.accounts.unlock.why")}</p>
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="unlock-failure">
            {failure.kind === "network"
              ? t("admin.accounts.errors.network")
              : failure.errMsg || t("admin.accounts.unlock.failed")}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={unlock.isPending} data-testid="unlock-submit">
            {unlock.isPending ? t("admin.accounts.unlock.saving") : t("admin.accounts.unlock.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
