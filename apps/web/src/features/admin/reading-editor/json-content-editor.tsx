import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { AutoTextarea } from "../../reading-test/public";
import items from "./editor-items.module.css";
import styles from "./reading-editor.module.css";

type TProps = { id: string; content: unknown; onChange: (content: object) => void };

/**
 * A section's content as raw JSON. Invalid JSON is ignored: the last valid
 * content stays in the practice and a notice says the text is not used.
 */
export function JsonContentEditor({ id, content, onChange }: TProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(content, null, 2));
  const [valid, setValid] = useState(true);
  const change = (value: string) => {
    setText(value);
    try {
      const parsed: unknown = JSON.parse(value);
      // Content is always an object; a bare number or list is as unusable as a syntax error.
      const usable = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
      setValid(usable);
      if (usable) onChange(parsed);
    } catch {
      setValid(false);
    }
  };
  return (
    <Field id={id} label={t("admin.editor.sections.jsonLabel")}>
      <AutoTextarea
        id={id}
        kind="field"
        className={`${field.compact} ${items.json}`}
        spellCheck={false}
        value={text}
        onChange={(e) => change(e.target.value)}
        aria-invalid={!valid || undefined}
        aria-describedby={valid ? undefined : `${id}-invalid`}
        data-testid={`${id}`}
      />
      <div aria-live="polite">
        {valid ? null : (
          <p id={`${id}-invalid`} className={styles.warning} data-testid={`${id}-invalid`}>
            {t("admin.editor.sections.jsonInvalid")}
          </p>
        )}
      </div>
    </Field>
  );
}
