import type { TReadingPractice } from "@bandcraft/contract/reading";
import { firstQuestionNumber } from "@bandcraft/domain/question-numbers";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLayerOpen } from "../../../components/ui/use-dismiss";
import { useLeaveGuard } from "../../../lib/use-leave-guard";
import { AnswersPanel } from "./answers-panel";
import { CompleteTestPanel } from "./complete-test-panel";
import { DiscardDialog } from "./discard-dialog";
import { EditorHeader } from "./editor-header";
import type { TEditorPractice } from "./editor-state";
import { PassagesPanel } from "./passages-panel";
import { PreviewOverlay } from "./preview-overlay";
import { previewPracticeOf } from "./preview-rules";
import styles from "./reading-editor.module.css";
import { SaveBanner } from "./save-banner";
import { SectionsPanel } from "./sections-panel";
import { usePracticeEditor } from "./use-practice-editor";

type TProps = {
  initial: TEditorPractice;
  /** Whether `initial` is what the server holds (false for a fresh copy: leaving it asks first). */
  saved: boolean;
  onExit: () => void;
  onDuplicate: (practice: TEditorPractice) => void;
};

/** Escape leaves the editor (asking first when changes are unsaved) unless a dialog or menu takes it. */
function useEscapeToLeave(requestExit: () => void) {
  const latest = useRef(requestExit);
  latest.current = requestExit;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented || isLayerOpen()) return;
      latest.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** Editing one practice: header, banners, passage, question sections and answers; nothing is stored before Save. */
export function PracticeEditor({ initial, saved, onExit, onDuplicate }: TProps) {
  const { t } = useTranslation();
  const editor = usePracticeEditor(initial, saved);
  const { practice, update } = editor;
  const dirty = useRef(editor.dirty);
  dirty.current = editor.dirty;
  const leave = useLeaveGuard(() => dirty.current, onExit);
  useEscapeToLeave(leave.requestExit);
  const firstNumber = firstQuestionNumber({ level: practice.level, startNumber: practice.kept.startNumber });
  // The draft as a learner would get it (null: it cannot be shown yet), and the one being previewed.
  const previewable = useMemo(() => previewPracticeOf(practice), [practice]);
  const [previewing, setPreviewing] = useState<TReadingPractice | null>(null);

  return (
    <div className={styles.view} data-testid="reading-editor">
      <EditorHeader
        editor={editor}
        onBack={leave.requestExit}
        onDuplicate={() => onDuplicate(practice)}
        onPreview={previewable ? () => setPreviewing(previewable) : null}
      />
      <PreviewOverlay practice={previewing} onClose={() => setPreviewing(null)} />
      <CompleteTestPanel editor={editor} />
      <div aria-live="polite">
        <SaveBanner banner={editor.banner} />
      </div>
      <div className={styles.panels}>
        <PassagesPanel
          paragraphs={practice.paragraphs}
          onChange={(paragraphs) => update((p) => ({ ...p, paragraphs }))}
        />
        <SectionsPanel
          sections={practice.sections}
          paragraphs={practice.paragraphs}
          firstNumber={firstNumber}
          showRequired={editor.attempted}
          onChange={(sections) => update((p) => ({ ...p, sections }))}
        />
        <AnswersPanel
          drafts={practice.answers}
          layout={editor.layout}
          onChange={(answers) => update((p) => ({ ...p, answers }))}
          explanations={practice.kept.explanations ?? {}}
          paragraphs={practice.paragraphs}
          onExplanations={(explanations) => update((p) => ({ ...p, kept: { ...p.kept, explanations } }))}
        />
      </div>
      <DiscardDialog
        open={leave.open}
        title={t("admin.editor.confirm.leaveTitle")}
        message={t("admin.editor.confirm.leaveMessage")}
        confirmLabel={t("admin.editor.confirm.leave")}
        onConfirm={leave.confirm}
        onCancel={leave.cancel}
        testId="reading-editor-leave-dialog"
      />
    </div>
  );
}
