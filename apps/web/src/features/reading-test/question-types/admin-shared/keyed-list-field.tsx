import { useTranslation } from "react-i18next";
import { Button, RemoveButton } from "../../../../components/ui/button";
import field from "../../../../components/ui/field.module.css";
import styles from "./admin-form.module.css";
import { AutoTextarea } from "./auto-textarea";

export type TKeyedEntry = { key: string; text: string };

type TProps = {
  idPrefix: string;
  /** The group's name, e.g. "Word bank"; also prefixes each entry's accessible name ("Word bank A"). */
  legend: string;
  entries: readonly TKeyedEntry[];
  onChange: (entries: TKeyedEntry[]) => void;
  /** The key a new entry gets, or null when no key is left (after Z, after xv). */
  nextKey: (keys: string[]) => string | null;
  hint?: string;
  testId?: string;
};

/** A keyed list (options A–D, a word bank, headings i–x): each entry's text, remove, and add with the next key. */
export function KeyedListField({ idPrefix, legend, entries, onChange, nextKey, hint, testId }: TProps) {
  const { t } = useTranslation();
  const next = nextKey(entries.map((e) => e.key));
  const setText = (key: string, text: string) => onChange(entries.map((e) => (e.key === key ? { key, text } : e)));
  return (
    <fieldset className={styles.fieldset} data-testid={testId}>
      <legend className={field.label}>{legend}</legend>
      {hint ? <p className={field.hint}>{hint}</p> : null}
      {entries.length === 0 ? <p className={styles.empty}>{t("admin.editor.form.noEntries")}</p> : null}
      <ul className={styles.entries}>
        {entries.map((entry) => {
          const id = `${idPrefix}-${entry.key}`;
          return (
            <li key={entry.key} className={styles.entryRow}>
              <label htmlFor={id} className={styles.keyBadge}>
                <span className="visually-hidden">{legend} </span>
                {entry.key}
              </label>
              <AutoTextarea
                id={id}
                kind="field"
                rows={1}
                className={field.compact}
                value={entry.text}
                onChange={(e) => setText(entry.key, e.target.value)}
                data-testid={testId ? `${testId}-${entry.key}` : undefined}
              />
              <RemoveButton
                label={t("admin.editor.form.removeEntry", { name: `${legend} ${entry.key}` })}
                onClick={() => onChange(entries.filter((e) => e.key !== entry.key))}
              />
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={next === null}
          onClick={() => next && onChange([...entries, { key: next, text: "" }])}
          data-testid={testId ? `${testId}-add` : undefined}
        >
          {next ? t("admin.editor.form.addEntry", { key: next }) : t("admin.editor.form.noKeyLeft")}
        </Button>
      </div>
    </fieldset>
  );
}
