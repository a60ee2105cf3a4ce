import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/ui/field";
import { AccountDialog } from "./account-dialog";
import { passwordProblem, type TPasswordProblem } from "./account-rules";
import { resetPassword } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = { email: string | null; onClose: () => void; onDone: (email: string) => void };

/** Reset password: a new one for the user, who is signed out everywhere. */
export function ResetPasswordDialog({ email, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<TPasswordProblem | null>(null);
  const reset = useMutation({
    mutationFn: (target: string) => resetPassword(target, password),
    onSuccess: (_, target) => {
      close();
      onDone(target);
    },
  });

  const close = () => {
    setPassword("");
    setProblem(null);
    reset.reset();
    onClose();
  };
  const submit = (target: string) => {
    const found = passwordProblem(password);
    setProblem(found);
    reset.reset();
    if (!found) reset.mutate(target);
  };

  return (
    <AccountDialog
      email={email}
      onClose={close}
      title={t("admin.accounts.reset.title")}
      testId="reset-password-dialog"
      onSubmit={submit}
      call={reset}
      failedText={t("admin.accounts.reset.failed")}
      failureTestId="reset-password-failure"
      submitLabel={reset.isPending ? t("admin.accounts.reset.saving") : t("admin.accounts.reset.submit")}
      submitTestId="reset-password-submit"
    >
      <p className={styles.dialogText}>{t("admin.accounts.reset.intro", { email })}</p>
      <p className={styles.warning}>{t("admin.accounts.reset.signOut")}</p>
      <PasswordField
        id="reset-password"
        label={t("admin.accounts.reset.password")}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setProblem(null);
        }}
        autoComplete="new-password"
        hint={t("passwordPolicy.hint")}
        error={problem ? t(`admin.accounts.errors.password.${problem}`) : null}
        data-testid="reset-password-input"
      />
    </AccountDialog>
  );
}
