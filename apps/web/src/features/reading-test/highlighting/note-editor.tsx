import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./highlighting.module.css";

type TProps = {
  initialNote: string;
  onSave: (note: string) => void;
  onCancel: () => void;
  /** Present when editing an existing note: removes the note, keeps the highlight. */
  onDelete?: () => void;
};

/** The note box: 300 × 100 px text area; non-blank after trimming; Ctrl/Cmd+Enter saves; Esc cancels. */
export function NoteEditor({ initialNote, onSave, onCancel, onDelete }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(initialNote);
  const [blank, setBlank] = useState(false);
  const save = () => {
    if (note.trim() === "") {
      setBlank(true);
      return;
    }
    onSave(note);
  };
  return (
    <div className={styles.editor} role="dialog" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={`${id}-text`} className={styles.editorLabel}>
        {t("highlighting.editor.label")}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.editorText}
        value={note}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the learner's own "Note" press
        autoFocus
        aria-invalid={blank || undefined}
        aria-describedby={`${id}-hint${blank ? ` ${id}-error` : ""}`}
        data-testid="hl-note-text"
        onChange={(e) => {
          setNote(e.target.value);
          if (blank && e.target.value.trim() !== "") setBlank(false);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            save();
          } else if (e.key === "Escape") {
            e.preventDefault();
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <p id={`${id}-hint`} className={styles.editorHint}>
        {t("highlighting.editor.hint")}
      </p>
      {blank ? (
        <p id={`${id}-error`} className={styles.editorError} role="alert" data-testid="hl-note-blank">
          {t("highlighting.editor.blank")}
        </p>
      ) : null}
      <div className={styles.editorButtons}>
        {onDelete ? (
          <button type="button" className={styles.editorDelete} onClick={onDelete} data-testid="hl-note-delete">
            {t("highlighting.editor.delete")}
          </button>
        ) : null}
        <button type="button" className={styles.editorButton} onClick={onCancel} data-testid="hl-note-cancel">
          {t("highlighting.editor.cancel")}
        </button>
        <button type="button" className={styles.editorPrimary} onClick={save} data-testid="hl-note-save">
          {t("highlighting.editor.save")}
        </button>
      </div>
    </div>
  );
}
