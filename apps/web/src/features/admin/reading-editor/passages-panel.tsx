import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, RemoveButton } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import field from "../../../components/ui/field.module.css";
import { AutoTextarea } from "../../reading-test/public";
import { DiscardDialog } from "./discard-dialog";
import items from "./editor-items.module.css";
import { newUid, type TEditorParagraph } from "./editor-state";
import styles from "./reading-editor.module.css";

/** The panel's two modes, each a toggle button named after it. */
const MODES = ["edit", "preview"] as const;

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
        <fieldset className={items.toggleGroup}>
          <legend className="visually-hidden">{t("admin.editor.passages.modeLabel")}</legend>
          {MODES.map((mode) => (
            <button
              key={mode}
              type="button"
              className={items.toggle}
              aria-pressed={preview === (mode === "preview")}
              onClick={() => setPreview(mode === "preview")}
              data-testid={`passage-mode-${mode}`}
            >
              {t(`admin.editor.passages.${mode}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {paragraphs.length === 0 ? <p className={styles.muted}>{t("admin.editor.passages.empty")}</p> : null}
      {preview ? (
        <div className={items.preview} data-testid="passage-preview">
          {paragraphs.map((p) => (
            <p key={p.uid}>
              {p.hint ? <span className={items.previewHint}>{p.hint}</span> : null}
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
            className={items.item}
            aria-labelledby={`${p.uid}-title`}
            data-testid={`paragraph-editor-${i}`}
          >
            <div className={items.itemHeader}>
              <h4 id={`${p.uid}-title`} className={items.itemTitle}>
                {t("admin.editor.passages.paragraphN", { n: i + 1 })}
              </h4>
              <RemoveButton
                label={t("admin.editor.passages.remove", { n: i + 1 })}
                onClick={() => (p.content.trim() === "" ? remove(i) : setDeleting(i))}
                data-testid={`paragraph-remove-${i}`}
              />
            </div>
            <Field id={`${p.uid}-hint`} label={t("admin.editor.passages.hint")}>
              <input
                id={`${p.uid}-hint`}
                className={field.compact}
                value={p.hint}
                onChange={(e) => set(i, { hint: e.target.value })}
                data-testid={`paragraph-hint-${i}`}
              />
            </Field>
            <Field id={`${p.uid}-content`} label={t("admin.editor.passages.content")} required>
              <AutoTextarea
                id={`${p.uid}-content`}
                kind="paragraph"
                className={field.compact}
                required
                value={p.content}
                onChange={(e) => set(i, { content: e.target.value })}
                data-testid={`paragraph-content-${i}`}
              />
            </Field>
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
      <DiscardDialog
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
