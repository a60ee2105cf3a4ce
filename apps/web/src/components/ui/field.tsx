import { type ComponentPropsWithRef, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./field.module.css";
import { EyeIcon, EyeOffIcon } from "./icons";

/** The ids a control points at with aria-describedby: its hint and its error, when shown. */
export function describedBy(id: string, hint: ReactNode, error: ReactNode): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

type TFieldProps = {
  /** The control's id: the label points at it, and the hint and error are named after it. */
  id: string;
  label: ReactNode;
  /** A standing hint under the control (the password rule, a format). */
  hint?: ReactNode;
  /** What is wrong with the value; shown under the control and announced. */
  error?: ReactNode;
  errorTestId?: string;
  /** Marks the label with an asterisk (the control itself carries `required` for assistive technology). */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** A labelled control with its hint and error; the control inside uses `describedBy` for its aria. */
export function Field({ id, label, hint, error, errorTestId, required, className, children }: TFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TInputProps = Omit<ComponentPropsWithRef<"input">, "id" | "className" | "children"> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  errorTestId?: string;
  /** Marks the value wrong without a message of the field's own (the form says why elsewhere). */
  invalid?: boolean;
  fieldClassName?: string;
};

/** The Field around an input tied to its hint and error; `beside` (a control at its end) shares its box. */
function InputField({
  id,
  label,
  hint,
  error,
  errorTestId,
  invalid,
  fieldClassName,
  beside,
  ...input
}: TInputProps & { beside?: ReactNode }) {
  const control = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={invalid || error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...input}
    />
  );
  return (
    <Field id={id} label={label} hint={hint} error={error} errorTestId={errorTestId} className={fieldClassName}>
      {beside ? (
        <div className={styles.passwordWrap}>
          {control}
          {beside}
        </div>
      ) : (
        control
      )}
    </Field>
  );
}

/** A labelled text input (e-mail, search, a title…) in the app's one look. */
export function TextField(props: TInputProps) {
  return <InputField {...props} />;
}

/** A labelled password input with its show/hide toggle. */
export function PasswordField(props: TInputProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const testId = (props as { "data-testid"?: string })["data-testid"];
  return (
    <InputField
      {...props}
      type={shown ? "text" : "password"}
      beside={
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t("common.hidePassword") : t("common.showPassword")}
          aria-pressed={shown}
          aria-controls={props.id}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        </button>
      }
    />
  );
}

type TCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The label's class, which lays the box and its words out. */
  className?: string;
  id?: string;
  testId?: string;
  children: ReactNode;
};

/** A checkbox with its words, both inside one label so either toggles it. */
export function Checkbox({ checked, onChange, className, id, testId, children }: TCheckboxProps) {
  return (
    <label htmlFor={id} className={className}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}
