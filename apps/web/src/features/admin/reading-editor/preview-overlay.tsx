import type { TReadingPractice } from "@bandcraft/contract/reading";
import { lazy, Suspense, type SyntheticEvent, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import { useDismiss } from "../../../components/ui/use-dismiss";
import styles from "./practice-preview.module.css";

// The test's frame and the review load only when an administrator first previews.
const PracticePreview = lazy(() => import("./practice-preview").then((m) => ({ default: m.PracticePreview })));

type TProps = {
  /** The draft to preview, as it stood when Preview was pressed; null: closed. */
  practice: TReadingPractice | null;
  onClose: () => void;
};

/**
 * "Preview as learner" over the editor: a full-window modal dialog, so the editor behind keeps its draft
 * (unsaved edits included) and is inert until the preview closes. Esc does nothing here, as in the learner's
 * test (unless the browser insists on a second Esc and closes the dialog: then the preview closes); the ways out
 * are the notice's Close, Exit Test and the results' Back to the editor.
 */
export function PreviewOverlay({ practice, onClose }: TProps) {
  if (!practice) return null;
  return createPortal(<PreviewDialog practice={practice} onClose={onClose} />, document.body);
}

function PreviewDialog({ practice, onClose }: { practice: TReadingPractice; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // A layer on the stack: the editor's page-wide Esc (leave the editor) waits while the preview is open.
  useDismiss(true, { inside: [ref] });
  const stay = (event: SyntheticEvent<HTMLDialogElement>) => event.preventDefault();
  // A browser may refuse a second cancel and close the dialog anyway: then the preview is closed. (The test's
  // own dialogs sit inside it in React's tree, and their close events pass through here too.)
  const closed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && !event.currentTarget.open) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.overlay}
      aria-label={t("admin.editor.preview.title")}
      onCancel={stay}
      onClose={closed}
      data-testid="reading-editor-preview"
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label={t("admin.editor.preview.loading")} size={28} />
          </div>
        }
      >
        <PracticePreview practice={practice} onClose={onClose} />
      </Suspense>
    </dialog>
  );
}
