import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Checkbox, TextField } from "../../components/ui/field";
import {
  checkPasswordChange,
  passwordChangeFailure,
  type TPasswordChangeField,
  type TPasswordChangeProblem,
} from "../../lib/password-change";
import styles from "./account-security.module.css";
import { changePassword } from "./sessions.api";
import { sessionsKey } from "./sessions-panel";
import { SettingsSection } from "./settings-section";

type TField = TPasswordChangeField;
type TProblem = TPasswordChangeProblem;

/**
 * Settings → Change password: the current password, the new one twice. On success every other device is
 * signed out (the list above refreshes) and this one stays signed in.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<TField, string>>({ current: "", next: "", repeat: "" });
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: () => changePassword(values.current, values.next),
    onSuccess: async (count) => {
      setValues({ current: "", next: "", repeat: "" });
      setDone(t("changePassword.done", { count }));
      await queryClient.invalidateQueries({ queryKey: sessionsKey(email) });
    },
  });

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    const found = checkPasswordChange(values.current, values.next, values.repeat, t);
    const focus = (field: TField | null) =>
      field && form.querySelector<HTMLElement>(`#change-password-${field}`)?.focus();
    setProblem(found);
    if (found) {
      focus(found.field);
      return;
    }
    change.mutate(undefined, {
      onError: (error) => {
        const failure = passwordChangeFailure(error, t);
        setProblem(failure);
        focus(failure.field);
      },
    });
  };

  const field = (name: TField, label: string, autoComplete: string, hint?: string) => {
    const id = `change-password-${name}`;
    return (
      <TextField
        id={id}
        label={label}
        hint={hint}
        error={problem?.field === name ? problem.text : null}
        type={shown ? "text" : "password"}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          if (problem?.field === name) setProblem(null);
        }}
        autoComplete={autoComplete}
        data-testid={id}
      />
    );
  };

  return (
    <SettingsSection id="settings-change-password" title={t("changePassword.title")}>
      <p className={styles.intro}>{t("changePassword.intro")}</p>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="change-password-form">
        {done ? (
          <p className={styles.done} role="status" data-testid="change-password-done">
            {done}
          </p>
        ) : null}
        {problem && problem.field === null ? (
          <p className={styles.problem} role="alert" data-testid="change-password-failure">
            {problem.text}
          </p>
        ) : null}
        <div className={styles.fields}>
          {field("current", t("changePassword.current"), "current-password")}
          {field("next", t("changePassword.new"), "new-password", t("passwordPolicy.hint"))}
          {field("repeat", t("changePassword.repeat"), "new-password")}
        </div>
        <div className={styles.footer}>
          <Checkbox className={styles.show} checked={shown} onChange={setShown} testId="change-password-show">
            {t("changePassword.show")}
          </Checkbox>
          <Button type="submit" disabled={change.isPending} data-testid="change-password-submit">
            {change.isPending ? t("changePassword.saving") : t("changePassword.submit")}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
