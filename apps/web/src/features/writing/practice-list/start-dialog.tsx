import type { TWritingItem } from "@bandcraft/contract/writing";
import { countWords } from "@bandcraft/domain/word-count";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { PenIcon } from "../../../components/ui/icons";
import { useTaskTitle } from "../task-title";
import styles from "./practice-list.module.css";

type TProps = {
  item: TWritingItem | null;
  /** The essay of a draft this browser holds for the task, which opening restores. */
  draftText: string | null;
  onCancel: () => void;
  onConfirm: (item: TWritingItem) => void;
};

/** "Start Practice?": Cancel closes, Start Practice opens the editor. */
export function StartDialog({ item, draftText, onCancel, onConfirm }: TProps) {
  const { t } = useTranslation();
  const titleOf = useTaskTitle();
  if (!item) return null;
  return (
    <ConfirmDialog
      open
      title={t("writingList.start.title")}
      icon={<PenIcon />}
      testId="start-dialog"
      onCancel={onCancel}
      cancelLabel={t("writingList.start.cancel")}
      cancelTestId="start-cancel"
      onConfirm={() => onConfirm(item)}
      confirmLabel={t("writingList.start.confirm")}
      confirmTestId="start-confirm"
    >
      <p>{t("writingList.start.message", { title: titleOf(item) })}</p>
      {draftText ? (
        <p className={styles.dialogNote}>{t("writingList.start.draft", { count: countWords(draftText) })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
