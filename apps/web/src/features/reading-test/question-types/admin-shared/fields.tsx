import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox, describedBy, Field } from "../../../../components/ui/field";
import field from "../../../../components/ui/field.module.css";
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

/** The kit's labelled field, with the admin forms' "(optional)" note after the label when asked. */
function AdminField({ id, label, hint, required, optional, children }: TFieldBase & { children: ReactNode }) {
  const { t } = useTranslation();
  const note = optional ? <span className={styles.optional}> {t("admin.editor.form.optional")}</span> : null;
  return (
    <Field
      id={id}
      label={
        <>
          {label}
          {note}
        </>
      }
      hint={hint}
      required={required}
    >
      {children}
    </Field>
  );
}

/** The attributes a text input or area shares: its id, style, required and invalid states, hint and change. */
function inputAttributes(f: TFieldBase, onChange: (value: string) => void) {
  return {
    id: f.id,
    className: field.compact,
    required: f.required,
    "aria-invalid": f.invalid || undefined,
    "aria-describedby": describedBy(f.id, f.hint, null),
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    "data-testid": f.testId,
  };
}

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
    <AdminField {...f}>
      <input
        {...inputAttributes(f, onChange)}
        type={type}
        min={type === "number" ? 1 : undefined}
        step={type === "number" ? 1 : undefined}
        value={value}
        placeholder={placeholder}
      />
    </AdminField>
  );
}

/** The optional title a completion section starts with. */
export function TitleField({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: string;
  onChange: (title: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={`${idPrefix}-title`}
      label={t("admin.editor.form.title")}
      optional
      value={value}
      onChange={onChange}
    />
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
    <AdminField {...f}>
      <AutoTextarea {...inputAttributes(f, onChange)} kind={kind} value={value} />
    </AdminField>
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
    <Checkbox id={id} className={styles.check} checked={checked} onChange={onChange} testId={testId}>
      {label}
    </Checkbox>
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
