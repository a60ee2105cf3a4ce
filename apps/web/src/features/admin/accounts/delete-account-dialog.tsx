import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/field";
import actions from "./account-actions.module.css";
import { AccountDialog } from "./account-dialog";
import { deleteAccount } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = { email: string | null; onClose: () => void; onDone: (email: string) => void };

/** What deleting an account removes, in the order the dialog lists it. */
const DELETED = ["results", "attempts", "sessions", "privileges"] as const;

/** Whether the typed address names the account (the server lowercases and trims both). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}

/**
 * Delete account: says exactly what goes and what stays, and deletes only once the administrator has typed
 * the account's e-mail (sent as `confirmEmail`, so a slip of the list cannot delete another account).
 */
export function DeleteAccountDialog({ email, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const remove = useMutation({
    mutationFn: (target: string) => deleteAccount(target, typed.trim()),
    onSuccess: (_, target) => {
      setTyped("");
      onDone(target);
    },
  });
  const close = () => {
    setTyped("");
    remove.reset();
    onClose();
  };
  const matches = email !== null && confirmsEmail(typed, email);
  return (
    <AccountDialog
      email={email}
      onClose={close}
      title={t("admin.accounts.delete.title")}
      testId="account-delete-dialog"
      onSubmit={(target) => {
        if (matches) remove.mutate(target);
      }}
      call={remove}
      failedText={t("admin.accounts.delete.failed")}
      failureTestId="account-action-failure"
      submitLabel={remove.isPending ? t("admin.accounts.delete.saving") : t("admin.accounts.delete.submit")}
      submitTestId="account-delete-confirm"
      submitDisabled={!matches}
      danger
    >
      <p className={styles.dialogText}>{t("admin.accounts.delete.intro", { email: email ?? "" })}</p>
      <ul className={actions.effects}>
        {DELETED.map((item) => (
          <li key={item}>{t(`admin.accounts.delete.deleted.${item}`)}</li>
        ))}
      </ul>
      <p className={styles.hint}>{t("admin.accounts.delete.kept")}</p>
      <TextField
        id="account-delete-confirm-input"
        label={t("admin.accounts.delete.typeLabel", { email: email ?? "" })}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        data-testid="account-delete-confirm-input"
      />
    </AccountDialog>
  );
}
