import type { ReactNode } from "react";
import formStyles from "./assignment-form.module.css";

/** A search box over a picker's list, with its visible label. */
export function SearchField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className={formStyles.filterField}>
      <span className={formStyles.filterLabel}>{label}</span>
      <input
        type="search"
        className={formStyles.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </label>
  );
}

type TChoiceProps = {
  /** A radio for one choice (a test, a task), a checkbox for several (passages). */
  type: "radio" | "checkbox";
  name?: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  testId: string;
  /** What the choice shows: its title or titles. */
  children: ReactNode;
  /** The line under it: questions, level, part. */
  meta: ReactNode;
};

/** One item of a picker's list: the whole row is the label of its radio or checkbox. */
export function ChoiceOption({ type, name, value, checked, disabled, onChange, testId, children, meta }: TChoiceProps) {
  return (
    <li>
      <label className={formStyles.option}>
        <input
          type={type}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          data-testid={testId}
          data-value={value}
        />
        <span className={formStyles.optionText}>
          {children}
          <span className={formStyles.optionMeta}>{meta}</span>
        </span>
      </label>
    </li>
  );
}
