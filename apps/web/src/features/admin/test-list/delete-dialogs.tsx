import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import { NotificationDialog } from "../../../components/ui/notification-dialog";
import { failureOf, type TFailure } from "./failures";
import type { TListItem } from "./list-filters";
import { deleteTest } from "./test-list.api";
import styles from "./test-list.module.css";

type TProps = { target: TListItem | null; onCancel: () => void; onDeleted: (id: string) => void };

/** The delete confirmation, then "Test deleted successfully!". */
export function DeleteDialogs({ target, onCancel, onDeleted }: TProps) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const remove = useMutation({
    mutationFn: (id: string) => deleteTest(id),
    onSuccess: (_, id) => {
      onDeleted(id);
      setDone(true);
    },
  });
  const failure: TFailure | null = remove.isError ? failureOf(remove.error) : null;

  const cancel = () => {
    remove.reset();
    onCancel();
  };
  const confirm = () => {
    if (!target) return;
    remove.reset();
    remove.mutate(target.readingPracticeID);
  };
  const message = (f: TFailure) =>
    f.kind === "auth"
      ? t("admin.testList.errors.auth")
      : f.kind === "network"
        ? t("admin.testList.delete.network")
        : f.errMsg || t("admin.testList.delete.failed");

  return (
    <>
      <ConfirmDialog
        open={target !== null}
        title={t("admin.testList.delete.confirmTitle")}
        icon={<WarningIcon className={styles.warningIcon} />}
        testId="test-delete-dialog"
        onCancel={cancel}
        onConfirm={confirm}
        confirmLabel={remove.isPending ? t("admin.testList.delete.deleting") : t("admin.testList.delete.confirm")}
        confirmTestId="test-delete-confirm"
        danger
        busy={remove.isPending}
      >
        <p className={styles.deleteTarget}>{target?.title}</p>
        <p className={styles.muted}>{t("admin.testList.delete.cannotUndo")}</p>
        {failure ? (
          <p className={styles.inlineAlert} role="alert" data-testid="test-delete-problem">
            {message(failure)}
          </p>
        ) : null}
      </ConfirmDialog>
      <NotificationDialog
        notice={
          done
            ? { type: "success", title: t("admin.testList.delete.doneTitle"), message: t("admin.testList.delete.done") }
            : null
        }
        onClose={() => setDone(false)}
      />
    </>
  );
}
