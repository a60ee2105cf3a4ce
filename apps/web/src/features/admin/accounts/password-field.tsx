import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EyeIcon, EyeOffIcon } from "../../../components/ui/icons";
import styles from "./accounts.module.css";

type TProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId?: string;
  invalid?: boolean;
  testId?: string;
};

/** A new-password field with a show/hide toggle; the hint says the password rule in short. */
export function PasswordField({ id, label, value, onChange, errorId, invalid, testId }: TProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          type={shown ? "text" : "password"}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="new-password"
          aria-invalid={invalid || undefined}
          aria-describedby={[hintId, invalid ? errorId : undefined].filter(Boolean).join(" ")}
          data-testid={testId}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t("admin.accounts.hidePassword") : t("admin.accounts.showPassword")}
          aria-pressed={shown}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t("passwordPolicy.hint")}
      </p>
    </div>
  );
}
