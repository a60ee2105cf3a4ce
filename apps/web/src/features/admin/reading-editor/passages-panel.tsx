import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { AutoTextarea } from "../../reading-test/question-types/admin-shared/auto-textarea";
import { ConfirmDialog } from "./confirm-dialog";
import { newUid, type TEditorParagraph } from "./editor-state";
import styles from "./reading-editor.module.css";

type TProps = { paragraphs: TEditorParagraph[]; onChange: (paragraphs: TEditorParagraph[]) => void };

/** The next paragraph's hint: the letter after the last one when the hints are letters, else empty. */
export function nextHint(paragraphs: readonly TEditorParagraph[]): string {
  const last = paragraphs.at(-1)?.hint.trim() ?? "";
  if (paragraphs.length === 0) return "A";
  return /^[A-Y]$/.test(last) ? String.fromCharCode(last.charCodeAt(0) + 1) : "";
}

/** The left panel: the passage's paragraphs, each a hint label and its text, in edit or preview mode. */
export function PassagesPanel({ paragraphs, onChange }: TProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const set = (i: number, change: Partial<TEditorParagraph>) =>
    onChange(paragraphs.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const remove = (i: number) => onChange(paragraphs.filter((_, j) => j !== i));

  return (
    <section
      className={`${styles.card} ${styles.panel} ${styles.passagePanel}`}
      aria-labelledby="reading-editor-passage-title"
    >
      <div className={styles.panelHeader}>
        <h3 id="reading-editor-passage-title" className={styles.panelTitle}>
          {t("admin.editor.passages.heading")}
        </h3>
        <fieldset className={styles.toggleGroup}>
          <legend className={styles.srOnly}>{t("admin.editor.passages.modeLabel")}</legend>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={!preview}
            onClick={() => setPreview(false)}
            data-testid="passage-mode-edit"
          >
            {t("admin.editor.passages.edit")}
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={preview}
            onClick={() => setPreview(true)}
            data-testid="passage-mode-preview"
          >
            {t("admin.editor.passages.preview")}
          </button>
        </fieldset>
      </div>
      {paragraphs.length === 0 ? <p className={styles.muted}>{t("admin.editor.passages.empty")}</p> : null}
      {preview ? (
        <div className={styles.preview} data-testid="passage-preview">
          {paragraphs.map((p) => (
            <p key={p.uid}>
              {p.hint ? <span className={styles.previewHint}>{p.hint}</span> : null}
              {p.content.trim() === "" ? (
                <em className={styles.muted}>{t("admin.editor.passages.emptyPreview")}</em>
              ) : (
                p.content
              )}
            </p>
          ))}
        </div>
      ) : (
        paragraphs.map((p, i) => (
          <section
            key={p.uid}
            className={styles.item}
            aria-labelledby={`${p.uid}-title`}
            data-testid={`paragraph-editor-${i}`}
          >
            <div className={styles.itemHeader}>
              <h4 id={`${p.uid}-title`} className={styles.itemTitle}>
                {t("admin.editor.passages.paragraphN", { n: i + 1 })}
              </h4>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t("admin.editor.passages.remove", { n: i + 1 })}
                onClick={() => (p.content.trim() === "" ? remove(i) : setDeleting(i))}
                data-testid={`paragraph-remove-${i}`}
              >
                ×
              </button>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${p.uid}-hint`} className={styles.label}>
                {t("admin.editor.passages.hint")}
              </label>
              <input
                id={`${p.uid}-hint`}
                className={styles.input}
                value={p.hint}
                onChange={(e) => set(i, { hint: e.target.value })}
                data-testid={`paragraph-hint-${i}`}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${p.uid}-content`} className={styles.label}>
                {t("admin.editor.passages.content")}
                <span className={styles.required} aria-hidden="true">
                  {" *"}
                </span>
              </label>
              <AutoTextarea
                id={`${p.uid}-content`}
                kind="paragraph"
                className={styles.textarea}
                required
                value={p.content}
                onChange={(e) => set(i, { content: e.target.value })}
                data-testid={`paragraph-content-${i}`}
              />
            </div>
          </section>
        ))
      )}
      {preview ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange([...paragraphs, { hint: nextHint(paragraphs), content: "", uid: newUid() }])}
            data-testid="paragraph-add"
          >
            {t("admin.editor.passages.add")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("admin.editor.confirm.deleteParagraph", { n: (deleting ?? 0) + 1 })}
        message={t("admin.editor.confirm.deleteMessage")}
        confirmLabel={t("admin.editor.confirm.delete")}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove(deleting);
          setDeleting(null);
        }}
        testId="paragraph-delete-dialog"
      />
    </section>
  );
}
