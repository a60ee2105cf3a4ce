import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextField } from "../../components/ui/field";
import styles from "./class-page.module.css";
import { useClassNameField } from "./use-class-name-field";

type TProps = {
  current: string;
  rename: UseMutationResult<void, Error, string>;
  onClose: () => void;
};

/** Rename: the name, checked as the server checks it, then saved; the server's refusal shows in the field. */
export function RenameDialog({ current, rename, onClose }: TProps) {
  const { t } = useTranslation();
  const nameField = useClassNameField(current, rename, t("teaching.rename.failed"));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!nameField.check()) return;
    if (nameField.name.trim() === current) {
      onClose();
      return;
    }
    rename.mutate(nameField.name, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} title={t("teaching.rename.title")} testId="class-rename-dialog">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          id="class-rename-name"
          {...nameField.field}
          errorTestId="class-rename-error"
          data-testid="class-rename-name"
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={rename.isPending} data-testid="class-rename-submit">
            {rename.isPending ? t("teaching.rename.saving") : t("teaching.rename.submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
