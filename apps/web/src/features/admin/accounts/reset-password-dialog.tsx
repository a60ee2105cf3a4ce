import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import {
  accountFailure,
  accountFailureText,
  passwordProblem,
  type TAccountFailure,
  type TPasswordProblem,
} from "./account-rules";
import { resetPassword } from "./accounts.api";
import styles from "./accounts.module.css";
import { PasswordField } from "./password-field";

type TProps = { email: string | null; onClose: () => void; onDone: (email: string) => void };

/** Reset password: a new one for the user, who is signed out everywhere. */
export function ResetPasswordDialog({ email, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<TPasswordProblem | null>(null);
  const [failure, setFailure] = useState<TAccountFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setPassword("");
    setProblem(null);
    setFailure(null);
    onClose();
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!email) return;
    const found = passwordProblem(password);
    setProblem(found);
    setFailure(null);
    if (found) return;
    setSaving(true);
    try {
      await resetPassword(email, password);
      close();
      onDone(email);
    } catch (e) {
      setFailure(accountFailure(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={email !== null}
      onClose={close}
      title={t("admin.accounts.reset.title")}
      testId="reset-password-dialog"
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <p className={styles.dialogText}>{t("admin.accounts.reset.intro", { email })}</p>
        <p className={styles.warning}>{t("admin.accounts.reset.signOut")}</p>
        <PasswordField
          id="reset-password"
          label={t("admin.accounts.reset.password")}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(null);
          }}
          errorId="reset-password-error"
          invalid={problem !== null}
          testId="reset-password-input"
        />
        {problem ? (
          <p id="reset-password-error" className={styles.fieldError} role="alert">
            {t(`admin.accounts.errors.password.${problem}`)}
          </p>
        ) : null}
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="reset-password-failure">
            {accountFailureText(failure, t, t("admin.accounts.reset.failed"))}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={saving} data-testid="reset-password-submit">
            {saving ? t("admin.accounts.reset.saving") : t("admin.accounts.reset.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
