import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TFailure | null>(null);
  const [done, setDone] = useState(false);

  const cancel = () => {
    setFailure(null);
    onCancel();
  };
  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteTest(target.readingPracticeID);
      onDeleted(target.readingPracticeID);
      setDone(true);
    } catch (e) {
      setFailure(failureOf(e));
    } finally {
      setBusy(false);
    }
  };
  const message = (f: TFailure) =>
    f.kind === "auth"
      ? t("admin.testList.errors.auth")
      : f.kind === "network"
        ? t("admin.testList.delete.network")
        : f.errMsg || t("admin.testList.delete.failed");

  return (
    <>
      <Dialog
        open={target !== null}
        onClose={cancel}
        title={t("admin.testList.delete.confirmTitle")}
        icon={<WarningIcon className={styles.warningIcon} />}
        testId="test-delete-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={cancel}>
              {t("common.cancel")}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={busy} data-testid="test-delete-confirm">
              {busy ? t("admin.testList.delete.deleting") : t("admin.testList.delete.confirm")}
            </Button>
          </>
        }
      >
        <p className={styles.deleteTarget}>{target?.title}</p>
        <p className={styles.muted}>{t("admin.testList.delete.cannotUndo")}</p>
        {failure ? (
          <p className={styles.inlineAlert} role="alert" data-testid="test-delete-problem">
            {message(failure)}
          </p>
        ) : null}
      </Dialog>
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
