import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { createClass, TEACHING_KEY } from "./teaching.api";
import styles from "./teaching.module.css";
import { useClassNameField } from "./use-class-name-field";

type TCreated = { classID: string; name: string };

/** New class: a name, checked as the server checks it; a name the teacher already uses is the server's 409. */
export function CreateClassForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<TCreated | null>(null);
  const create = useMutation({
    mutationFn: (value: string) => createClass(value),
    onSuccess: (classID, value) => {
      setCreated({ classID, name: value.trim() });
      nameField.setName("");
      onCreated();
      void queryClient.invalidateQueries({ queryKey: [TEACHING_KEY, "classes"] });
    },
  });
  const nameField = useClassNameField("", create, t("teaching.create.failed"));

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sendable = nameField.check();
    setCreated(null);
    create.reset();
    if (!sendable) {
      event.currentTarget.querySelector<HTMLElement>("#class-create-name")?.focus();
      return;
    }
    create.mutate(nameField.name);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="class-create-title">
      <h2 id="class-create-title" className={styles.panelTitle}>
        {t("teaching.create.title")}
      </h2>
      <TextField
        id="class-create-name"
        {...nameField.field}
        errorTestId="class-create-error"
        data-testid="class-create-name"
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={create.isPending} data-testid="class-create-submit">
          {create.isPending ? t("teaching.create.creating") : t("teaching.create.submit")}
        </Button>
      </div>
      <div aria-live="polite">
        {created ? (
          <p className={styles.success} data-testid="class-create-done">
            <span>{t("teaching.create.done", { name: created.name })}</span>
            <Link to={`/teach/classes/${encodeURIComponent(created.classID)}`}>{t("teaching.create.open")}</Link>
          </p>
        ) : null}
      </div>
    </form>
  );
}
