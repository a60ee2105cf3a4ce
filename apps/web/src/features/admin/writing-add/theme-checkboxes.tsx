import type { TThemeEntry } from "@bandcraft/contract/writing";
import { useTranslation } from "react-i18next";
import field from "../../../components/ui/field.module.css";
import { themeName } from "../../../lib/writing-themes";
import styles from "./add-writing.module.css";

type TProps = {
  legend: string;
  entries: readonly TThemeEntry[];
  selected: readonly string[];
  onToggle: (key: string) => void;
  describedBy?: string;
  invalid: boolean;
};

/** One group of type or theme checkboxes, named in the interface language. */
export function ThemeCheckboxes({ legend, entries, selected, onToggle, describedBy, invalid }: TProps) {
  const { i18n } = useTranslation();
  return (
    <fieldset className={styles.checkGroup} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      <legend className={field.label}>{legend}</legend>
      <div className={styles.checks}>
        {entries.map((entry) => (
          <label key={entry.key} className={styles.check} data-checked={selected.includes(entry.key)}>
            <input
              type="checkbox"
              checked={selected.includes(entry.key)}
              onChange={() => onToggle(entry.key)}
              data-testid={`add-writing-theme-${entry.key}`}
            />
            {themeName(entry, i18n.language)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
