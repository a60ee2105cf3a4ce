import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import {
  accountFailure,
  accountFailureText,
  checkNewAccount,
  type TAccountFailure,
  type TAccountProblems,
} from "./account-rules";
import { createAccount } from "./accounts.api";
import styles from "./accounts.module.css";
import { PasswordField } from "./password-field";

/**
 * Create account (issue 8: registration is closed): e-mail and an initial password of 8 or more characters;
 * a password the server's rule refuses (common, built from the e-mail, ...) shows its reason translated.
 */
export function CreateAccountForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<TAccountProblems>({});
  const [failure, setFailure] = useState<TAccountFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewAccount(email, password);
    setProblems(found);
    setFailure(null);
    if (found.email || found.password) {
      const first = found.email ? "create-account-email" : "create-account-password";
      event.currentTarget.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const created = await createAccount(email, password);
      setEmail("");
      setPassword("");
      onCreated(created);
    } catch (e) {
      setFailure(accountFailure(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="create-account-title">
      <h3 id="create-account-title" className={styles.cardTitle}>
        {t("admin.accounts.create.title")}
      </h3>
      <p className={styles.hint}>{t("admin.accounts.create.intro")}</p>
      {failure ? (
        <p className={styles.failure} role="alert" data-testid="create-account-failure">
          {accountFailureText(failure, t, t("admin.accounts.create.failed"))}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="create-account-email" className={styles.label}>
          {t("admin.accounts.email")}
        </label>
        <input
          id="create-account-email"
          type="email"
          className={styles.input}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setProblems((p) => ({ ...p, email: undefined }));
            setFailure(null);
          }}
          autoComplete="off"
          aria-invalid={!!problems.email || undefined}
          aria-describedby={problems.email ? "create-account-email-error" : undefined}
          data-testid="create-account-email"
        />
        {problems.email ? (
          <p id="create-account-email-error" className={styles.fieldError} role="alert">
            {t(`admin.accounts.errors.email.${problems.email}`)}
          </p>
        ) : null}
      </div>
      <PasswordField
        id="create-account-password"
        label={t("admin.accounts.create.password")}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setProblems((p) => ({ ...p, password: undefined }));
        }}
        errorId="create-account-password-error"
        invalid={!!problems.password}
        testId="create-account-password"
      />
      {problems.password ? (
        <p id="create-account-password-error" className={styles.fieldError} role="alert">
          {t(`admin.accounts.errors.password.${problems.password}`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving} data-testid="create-account-submit">
          {saving ? t("admin.accounts.create.creating") : t("admin.accounts.create.submit")}
        </Button>
      </div>
    </form>
  );
}
