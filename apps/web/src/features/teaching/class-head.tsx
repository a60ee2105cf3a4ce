import type { TClassSummary } from "@bandcraft/contract/classes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import { ArchivedBadge, ClassFigures } from "./class-figures";
import styles from "./class-page.module.css";
import { RenameDialog } from "./rename-dialog";
import { classFailure } from "./teaching-rules";
import { classFailureText } from "./teaching-text";
import type { useClassChanges } from "./use-class";

type TProps = { summary: TClassSummary; changes: ReturnType<typeof useClassChanges> };

/** The class's name and figures, with Rename and Archive (asked first) or Restore. */
export function ClassHead({ summary, changes }: TProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [askingArchive, setAskingArchive] = useState(false);
  const { archive, rename } = changes;
  // Archiving's refusal shows in its dialog; restoring's (another active class has the name) under the head.
  const restoreFailure = !askingArchive && archive.isError ? classFailure(archive.error) : null;

  return (
    <div className={styles.head}>
      <div className={styles.headText}>
        <div className={styles.titleRow}>
          <h1 className={styles.title} data-testid="class-name">
            {summary.name}
          </h1>
          <ArchivedBadge summary={summary} className={styles.badge} />
        </div>
        <ClassFigures summary={summary} className={styles.meta} countClassName={styles.count} />
      </div>
      <div className={styles.headActions}>
        <Button
          variant="secondary"
          onClick={() => {
            rename.reset();
            setRenaming(true);
          }}
          aria-label={t("teaching.rename.label", { name: summary.name })}
          data-testid="class-rename"
        >
          {t("teaching.rename.button")}
        </Button>
        {summary.archived ? (
          <Button
            variant="secondary"
            disabled={archive.isPending}
            onClick={() => archive.mutate(false)}
            data-testid="class-restore"
          >
            {t("teaching.archive.restore")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              archive.reset();
              setAskingArchive(true);
            }}
            data-testid="class-archive"
          >
            {t("teaching.archive.button")}
          </Button>
        )}
      </div>
      {restoreFailure ? (
        <p className={styles.failure} role="alert" data-testid="class-restore-error">
          {classFailureText(restoreFailure, t, t("teaching.archive.restoreFailed"))}
        </p>
      ) : null}
      {renaming ? <RenameDialog current={summary.name} rename={rename} onClose={() => setRenaming(false)} /> : null}
      <ConfirmDialog
        open={askingArchive}
        title={t("teaching.archive.title", { name: summary.name })}
        testId="class-archive-dialog"
        onCancel={() => {
          archive.reset();
          setAskingArchive(false);
        }}
        onConfirm={() => archive.mutate(true, { onSuccess: () => setAskingArchive(false) })}
        confirmLabel={t("teaching.archive.confirm")}
        confirmTestId="class-archive-confirm"
        busy={archive.isPending}
      >
        <p>{t("teaching.archive.body")}</p>
        {askingArchive && archive.isError ? (
          <p className={styles.failure} role="alert">
            {classFailureText(classFailure(archive.error), t, t("teaching.archive.failed"))}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
