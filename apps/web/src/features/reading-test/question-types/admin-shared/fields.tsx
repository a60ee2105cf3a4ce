import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./admin-form.module.css";
import type { TTextareaKind } from "./auto-resize";
import { AutoTextarea } from "./auto-textarea";

type TFieldBase = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  optional?: boolean;
  invalid?: boolean;
  testId?: string;
};

function FieldLabel({ id, label, required, optional }: Pick<TFieldBase, "id" | "label" | "required" | "optional">) {
  const { t } = useTranslation();
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
      {optional ? <span className={styles.optional}> {t("admin.editor.form.optional")}</span> : null}
    </label>
  );
}

const hintId = (id: string) => `${id}-hint`;

/** A labelled one-line input. */
export function TextField({
  value,
  onChange,
  type = "text",
  placeholder,
  ...f
}: TFieldBase & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "number" | "url";
  placeholder?: string;
}) {
  return (
    <div className={styles.field}>
      <FieldLabel {...f} />
      <input
        id={f.id}
        className={styles.input}
        type={type}
        min={type === "number" ? 1 : undefined}
        step={type === "number" ? 1 : undefined}
        value={value}
        placeholder={placeholder}
        required={f.required}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.hint ? hintId(f.id) : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={f.testId}
      />
      {f.hint ? (
        <p id={hintId(f.id)} className={styles.hint}>
          {f.hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text area that grows with its text (up to its kind's cap). */
export function AreaField({
  value,
  onChange,
  kind = "field",
  ...f
}: TFieldBase & { value: string; onChange: (value: string) => void; kind?: TTextareaKind }) {
  return (
    <div className={styles.field}>
      <FieldLabel {...f} />
      <AutoTextarea
        id={f.id}
        kind={kind}
        className={styles.textarea}
        value={value}
        required={f.required}
        aria-invalid={f.invalid || undefined}
        aria-describedby={f.hint ? hintId(f.id) : undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={f.testId}
      />
      {f.hint ? (
        <p id={hintId(f.id)} className={styles.hint}>
          {f.hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
  testId,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label htmlFor={id} className={styles.check}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/** A one-per-line list field (statements, items, beginnings…): blank lines are dropped on save. */
export function LinesField(props: TFieldBase & { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return <AreaField {...props} hint={props.hint ?? t("admin.editor.form.onePerLine")} />;
}

/** The comma-separated blank numbers of a completion section. */
export function BlankNumbersField({
  id,
  value,
  onChange,
  testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t("admin.editor.form.blankNumbers")}
      hint={t("admin.editor.form.blankNumbersHint")}
      required
      value={value}
      onChange={onChange}
      placeholder="1, 2, 3"
      testId={testId}
    />
  );
}
