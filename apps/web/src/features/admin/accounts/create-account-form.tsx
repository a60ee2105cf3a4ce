import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { PasswordField, TextField } from "../../../components/ui/field";
import { accountFailure, accountFailureText, checkNewAccount, type TAccountProblems } from "./account-rules";
import { createAccount } from "./accounts.api";
import styles from "./accounts.module.css";

/**
 * Create account (registration is closed): e-mail and an initial password of 8 or more characters;
 * a password the server's rule refuses (common, built from the e-mail, ...) shows its reason translated.
 */
export function CreateAccountForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<TAccountProblems>({});
  const create = useMutation({
    mutationFn: () => createAccount(email, password),
    onSuccess: (created) => {
      setEmail("");
      setPassword("");
      onCreated(created);
    },
  });
  const failure = create.isError ? accountFailure(create.error) : null;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewAccount(email, password);
    setProblems(found);
    create.reset();
    if (found.email || found.password) {
      const first = found.email ? "create-account-email" : "create-account-password";
      event.currentTarget.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    create.mutate();
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
      <TextField
        id="create-account-email"
        label={t("admin.accounts.email")}
        type="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setProblems((p) => ({ ...p, email: undefined }));
          create.reset();
        }}
        autoComplete="off"
        error={problems.email ? t(`admin.accounts.errors.email.${problems.email}`) : null}
        data-testid="create-account-email"
      />
      <PasswordField
        id="create-account-password"
        label={t("admin.accounts.create.password")}
        value={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setProblems((p) => ({ ...p, password: undefined }));
        }}
        autoComplete="new-password"
        hint={t("passwordPolicy.hint")}
        error={problems.password ? t(`admin.accounts.errors.password.${problems.password}`) : null}
        data-testid="create-account-password"
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending} data-testid="create-account-submit">
          {create.isPending ? t("admin.accounts.create.creating") : t("admin.accounts.create.submit")}
        </Button>
      </div>
    </form>
  );
}
