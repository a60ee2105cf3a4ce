import { firstQuestionNumber } from "@bandcraft/domain/question-numbers";
import { useTranslation } from "react-i18next";
import { AnswersPanel } from "./answers-panel";
import { ConfirmDialog } from "./confirm-dialog";
import { EditorHeader } from "./editor-header";
import type { TEditorPractice } from "./editor-state";
import { PassagesPanel } from "./passages-panel";
import styles from "./reading-editor.module.css";
import { SaveBanner } from "./save-banner";
import { SectionsPanel } from "./sections-panel";
import { useLeaveGuard } from "./use-leave-guard";
import { usePracticeEditor } from "./use-practice-editor";

type TProps = {
  initial: TEditorPractice;
  /** Whether `initial` is what the server holds (false for a fresh copy: leaving it asks first). */
  saved: boolean;
  onExit: () => void;
  onDuplicate: (practice: TEditorPractice) => void;
};

/** Editing one practice: header, banners, passage, question sections and answers; nothing is stored before Save. */
export function PracticeEditor({ initial, saved, onExit, onDuplicate }: TProps) {
  const { t } = useTranslation();
  const editor = usePracticeEditor(initial, saved);
  const { practice, update } = editor;
  const leave = useLeaveGuard(editor.dirty, onExit);
  const firstNumber = firstQuestionNumber({ level: practice.level, startNumber: practice.kept.startNumber });

  return (
    <div className={styles.view} data-testid="reading-editor">
      <EditorHeader editor={editor} onBack={leave.requestExit} onDuplicate={() => onDuplicate(practice)} />
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
        />
      </div>
      <ConfirmDialog
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
