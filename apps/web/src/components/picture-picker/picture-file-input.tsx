import type { Ref } from "react";
import { PICTURE_ACCEPT } from "./picture-file";
import styles from "./picture-picker.module.css";

type TProps = {
  /** The input's id: its label (the caller's) points at it. */
  id: string;
  /** The chosen file, or null when the choice was cleared. */
  onPick: (file: File | null) => void;
  describedBy?: string;
  invalid?: boolean;
  testId?: string;
  /** For a caller that clears the choice (the browser keeps the last file's name otherwise). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * The native file chooser, limited to the picture types the server accepts: keyboard, touch and assistive
 * technology get the platform's own control; its button is sized for a finger.
 */
export function PictureFileInput({ id, onPick, describedBy, invalid, testId, ref }: TProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={PICTURE_ACCEPT}
      className={styles.fileInput}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => onPick(e.target.files?.[0] ?? null)}
      data-testid={testId}
    />
  );
}
