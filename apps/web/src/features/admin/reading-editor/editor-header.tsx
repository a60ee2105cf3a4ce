import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { ArrowLeftIcon, EyeIcon } from "../../../components/ui/icons";
import { AutoTextarea } from "../../reading-test/public";
import styles from "./reading-editor.module.css";
import type { TPracticeEditor } from "./use-practice-editor";

/** The level select's choices: untagged, the three parts, and the soft-deleted state. */
export const LEVELS = [0, 1, 2, 3, -1] as const;

type TProps = {
  editor: TPracticeEditor;
  onBack: () => void;
  onDuplicate: () => void;
  /** Opens the learner's view of the draft; null while the draft cannot be shown (the button says why). */
  onPreview: (() => void) | null;
};

/** The editor's header: back, ID (read only), title, description, level, Preview, Duplicate and Save. */
export function EditorHeader({ editor, onBack, onDuplicate, onPreview }: TProps) {
  const { t } = useTranslation();
  const { practice, update } = editor;
  return (
    <section className={`${styles.card} ${styles.header}`} aria-labelledby="reading-editor-title">
      <div className={styles.headerTop}>
        <Button variant="ghost" size="sm" icon={<ArrowLeftIcon />} onClick={onBack} data-testid="reading-editor-back">
          {t("admin.editor.header.backToSearch")}
        </Button>
        <h2 id="reading-editor-title" className={styles.heading}>
          {t("admin.editor.title")}
        </h2>
        {editor.dirty ? (
          <span className={styles.unsaved} data-testid="reading-editor-unsaved">
            {t("admin.editor.header.unsaved")}
          </span>
        ) : null}
        <Button
          variant="secondary"
          icon={<EyeIcon />}
          onClick={onPreview ?? undefined}
          disabled={onPreview === null}
          aria-describedby={onPreview === null ? "reading-editor-preview-hint" : undefined}
          data-testid="reading-editor-preview-open"
        >
          {t("admin.editor.preview.open")}
        </Button>
        <Button variant="secondary" onClick={onDuplicate} data-testid="reading-editor-duplicate">
          {t("admin.editor.header.duplicate")}
        </Button>
        <Button onClick={editor.save} disabled={editor.saving} data-testid="reading-editor-save">
          {editor.saving ? t("admin.editor.header.saving") : t("admin.editor.header.save")}
        </Button>
      </div>
      <div className={styles.headerFields}>
        <Field id="reading-editor-id" label={t("admin.editor.header.id")}>
          <input
            id="reading-editor-id"
            className={field.compact}
            readOnly
            value={practice.id ?? ""}
            placeholder={t("admin.editor.header.idNew")}
            data-testid="reading-editor-id"
          />
        </Field>
        <Field id="reading-editor-title-input" label={t("admin.editor.header.titleField")} required>
          <input
            id="reading-editor-title-input"
            className={field.compact}
            required
            value={practice.title}
            onChange={(e) => update((p) => ({ ...p, title: e.target.value }))}
            data-testid="reading-editor-title"
          />
        </Field>
        <Field id="reading-editor-level" label={t("admin.editor.header.level")}>
          <select
            id="reading-editor-level"
            className={field.compact}
            value={practice.level}
            onChange={(e) => update((p) => ({ ...p, level: Number(e.target.value) }))}
            data-testid="reading-editor-level"
          >
            {LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`admin.editor.header.levels.${level}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="reading-editor-description"
          label={
            <>
              {t("admin.editor.header.description")}{" "}
              <span className={styles.muted}>{t("admin.editor.form.optional")}</span>
            </>
          }
          className={styles.wide}
        >
          <AutoTextarea
            id="reading-editor-description"
            kind="field"
            className={field.compact}
            value={practice.description}
            onChange={(e) => update((p) => ({ ...p, description: e.target.value }))}
            data-testid="reading-editor-description"
          />
        </Field>
      </div>
      {practice.id === null ? <p className={styles.muted}>{t("admin.editor.header.newNotice")}</p> : null}
      {onPreview === null ? (
        <p id="reading-editor-preview-hint" className={styles.muted} data-testid="reading-editor-preview-hint">
          {t("admin.editor.preview.unavailable")}
        </p>
      ) : null}
    </section>
  );
}
