import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { PasswordField } from "../../components/ui/field";
import { ErrorIcon } from "../../components/ui/icons";
import {
  checkPasswordChange,
  passwordChangeFailure,
  type TPasswordChangeField,
  type TPasswordChangeProblem,
} from "../../lib/password-change";
import { chooseOwnPassword } from "./choose-password.api";
import { forgetOneTimePassword, oneTimePasswordOf } from "./one-time-password";
import styles from "./sign-in-page.module.css";

const TEST_IDS: Record<TPasswordChangeField, string> = {
  current: "choose-password-current",
  next: "choose-password-new",
  repeat: "choose-password-repeat",
};

/**
 * The new password twice, sent with the one-time password as the current one. That one comes from memory
 * (the sign-in just made); after a reload, or when the server says it is not right, the form asks for it.
 */
export function ChoosePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [remembered] = useState(() => oneTimePasswordOf(email));
  const [askCurrent, setAskCurrent] = useState(remembered === null);
  const [values, setValues] = useState<Record<TPasswordChangeField, string>>({ current: "", next: "", repeat: "" });
  const [problem, setProblem] = useState<TPasswordChangeProblem | null>(null);
  const current = askCurrent ? values.current : (remembered ?? "");
  const save = useMutation({
    mutationFn: () => chooseOwnPassword(current, values.next),
    onSuccess: () => {
      forgetOneTimePassword();
      onDone();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    // The current field may only appear with this problem, so focus waits for the next paint.
    const focus = (field: TPasswordChangeField | null) =>
      field && requestAnimationFrame(() => form.querySelector<HTMLElement>(`#choose-password-${field}`)?.focus());
    const found = checkPasswordChange(current, values.next, values.repeat, t);
    setProblem(found);
    if (found) {
      focus(found.field);
      return;
    }
    save.mutate(undefined, {
      onError: (error) => {
        const failure = passwordChangeFailure(error, t);
        // The remembered one-time password was refused: ask for it instead.
        if (failure.field === "current") setAskCurrent(true);
        setProblem(failure);
        focus(failure.field);
      },
    });
  };

  const field = (name: TPasswordChangeField, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      id={`choose-password-${name}`}
      label={label}
      hint={hint}
      error={problem?.field === name ? problem.text : null}
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        if (problem?.field === name) setProblem(null);
      }}
      autoComplete={autoComplete}
      data-testid={TEST_IDS[name]}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
      {problem && problem.field === null ? (
        <p className={styles.error} role="alert" data-testid="choose-password-failure">
          <ErrorIcon className={styles.bannerIcon} />
          {problem.text}
        </p>
      ) : null}
      {askCurrent
        ? field("current", t("choosePassword.current"), "current-password", t("choosePassword.currentHint"))
        : null}
      {field("next", t("choosePassword.new"), "new-password", t("passwordPolicy.hint"))}
      {field("repeat", t("choosePassword.repeat"), "new-password")}
      <Button type="submit" size="lg" block disabled={save.isPending} data-testid="choose-password-submit">
        {save.isPending ? t("choosePassword.saving") : t("choosePassword.submit")}
      </Button>
    </form>
  );
}
