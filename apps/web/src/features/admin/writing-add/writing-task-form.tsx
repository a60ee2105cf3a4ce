import type { TWritingItem } from "@bandcraft/contract/writing";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { ErrorIcon, SuccessIcon } from "../../../components/ui/icons";
import styles from "./add-writing.module.css";
import { FieldError } from "./field-error";
import { ImageField } from "./image-field";
import { ThemeCheckboxes } from "./theme-checkboxes";
import { useWritingTaskForm } from "./use-writing-task-form";

const errId = (field: string) => `add-writing-${field}-error`;

type TProps = {
  /** The stored task to edit; without one the form adds a new task. */
  task?: TWritingItem;
  /** After an edit is saved, with the task as stored. */
  onSaved?: (task: TWritingItem) => void;
  /** Leaves an edit without saving. */
  onCancel?: () => void;
};

/** The writing task form: a new Task 1 or Task 2 for the learners' bank, or a stored task's every field. */
export function WritingTaskForm({ task, onSaved, onCancel }: TProps) {
  const { t } = useTranslation();
  const f = useWritingTaskForm({ task, onSaved });
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { form, errors } = f;

  const choosePart = (part: 1 | 2) => {
    f.setPart(part);
    // Task 2's content opens with its prefilled sentence: put the cursor after it.
    if (part === 2) {
      requestAnimationFrame(() => {
        const el = contentRef.current;
        if (!el) return;
        el.focus();
        el.setSelectionRange(el.value.length, el.value.length);
      });
    }
  };
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const first = f.submit();
    // The first field in error takes focus once its message is on screen.
    if (first) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>(`[aria-describedby~="${errId(first)}"]`)?.focus(),
      );
    }
  };
  const describe = (field: keyof typeof errors) => (errors[field] ? errId(field) : undefined);
  const failed = f.editing ? t("admin.addWriting.failedSave") : t("admin.addWriting.failed");
  const themeGroup = (legend: string, entries: NonNullable<typeof f.themes>["TaskOneTypes"]) => (
    <ThemeCheckboxes
      legend={legend}
      entries={entries}
      selected={form.theme}
      onToggle={f.toggleTheme}
      describedBy={describe("theme")}
      invalid={!!errors.theme}
    />
  );

  return (
    <>
      <div aria-live="polite">
        {f.banner?.kind === "success" ? (
          <p className={styles.success} data-testid="add-writing-success">
            <SuccessIcon aria-hidden="true" /> {t("admin.addWriting.success")}
          </p>
        ) : null}
        {f.banner?.kind === "error" ? (
          <p className={styles.failure} role="alert" data-testid="add-writing-failure">
            <ErrorIcon aria-hidden="true" />{" "}
            {f.banner.network ? t("admin.addWriting.networkError") : (f.banner.message ?? failed)}
          </p>
        ) : null}
      </div>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.taskSwitch}>
          <legend className={field.label}>{t("admin.addWriting.task")}</legend>
          {([1, 2] as const).map((part) => (
            <label key={part} className={styles.radio} data-checked={form.part === part}>
              <input
                type="radio"
                name="add-writing-part"
                checked={form.part === part}
                onChange={() => choosePart(part)}
                data-testid={`add-writing-part-${part}`}
              />
              {t("admin.addWriting.taskN", { n: part })}
            </label>
          ))}
        </fieldset>

        <Field
          id="add-writing-title-input"
          label={
            <>
              {t("admin.addWriting.titleField")}{" "}
              <span className={styles.optional}>{t("admin.addWriting.optional")}</span>
            </>
          }
        >
          <input
            id="add-writing-title-input"
            className={field.input}
            value={form.title}
            onChange={(e) => f.setText("title", e.target.value)}
            placeholder={t("admin.addWriting.titlePlaceholder", { n: form.part })}
            aria-describedby={describe("title")}
            aria-invalid={!!errors.title || undefined}
            data-testid="add-writing-title"
          />
          <FieldError id={errId("title")} problem={errors.title} />
        </Field>

        <Field
          id="add-writing-content"
          label={
            <>
              {t("admin.addWriting.content")} <span className={field.required}>*</span>
            </>
          }
        >
          <textarea
            id="add-writing-content"
            ref={contentRef}
            className={field.input}
            rows={7}
            value={form.content}
            onChange={(e) => f.setText("content", e.target.value)}
            aria-describedby={describe("content")}
            aria-invalid={!!errors.content || undefined}
            data-testid="add-writing-content"
          />
          <FieldError id={errId("content")} problem={errors.content} />
        </Field>

        <Field
          id="add-writing-requirement"
          label={
            <>
              {t("admin.addWriting.requirement")}{" "}
              <span className={styles.optional}>{t("admin.addWriting.optional")}</span>
            </>
          }
        >
          <textarea
            id="add-writing-requirement"
            className={field.input}
            rows={2}
            value={form.requirement}
            onChange={(e) => f.setText("requirement", e.target.value)}
            aria-describedby={describe("requirement")}
            aria-invalid={!!errors.requirement || undefined}
            data-testid="add-writing-requirement"
          />
          <FieldError id={errId("requirement")} problem={errors.requirement} />
        </Field>

        <div className={field.field}>
          {form.part === 1 ? (
            themeGroup(t("admin.addWriting.taskOneTypes"), f.themes?.TaskOneTypes ?? [])
          ) : (
            <>
              {themeGroup(t("admin.addWriting.taskTwoTypes"), f.themes?.TaskTwoTypes ?? [])}
              {themeGroup(t("admin.addWriting.taskTwoThemes"), f.themes?.TaskTwoThemes ?? [])}
            </>
          )}
          <FieldError id={errId("theme")} problem={errors.theme} />
        </div>

        {form.part === 1 ? (
          <div>
            <ImageField
              image={form.image}
              onPick={f.setImage}
              describedBy={describe("image")}
              invalid={!!errors.image}
              current={form.keptPic}
              onRemoveCurrent={f.removeKeptPic}
            />
            <FieldError id={errId("image")} problem={errors.image} />
          </div>
        ) : null}

        <div className={styles.actions}>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel} disabled={f.saving} data-testid="writing-task-cancel">
              {t("admin.addWriting.cancel")}
            </Button>
          ) : null}
          {f.editing ? (
            <Button type="submit" disabled={f.saving} data-testid="writing-task-save">
              {f.saving ? t("admin.addWriting.saving") : t("admin.addWriting.save")}
            </Button>
          ) : (
            <Button type="submit" disabled={f.saving} data-testid="add-writing-submit">
              {f.saving ? t("admin.addWriting.adding") : t("admin.addWriting.submit")}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
