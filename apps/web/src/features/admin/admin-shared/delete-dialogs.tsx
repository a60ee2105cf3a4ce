import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";
import { NotificationDialog } from "../../../components/ui/notification-dialog";
import { failureOf, type TFailure } from "../test-list/failures";
import adminList from "./admin-list.module.css";

/** The admin list whose texts the dialogs speak: `admin.<area>.delete.*`, and `admin.<area>.errors.auth`. */
type TArea = "testList" | "writingTasks";

type TProps<T> = {
  area: TArea;
  /** The item to delete; null keeps the confirmation closed. */
  target: T | null;
  idOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** What a delete means for this kind of item, under its name. */
  explain: string;
  remove: (id: string) => Promise<void>;
  /** `<prefix>-dialog`, `<prefix>-confirm` and `<prefix>-problem`. */
  testIdPrefix: string;
  onCancel: () => void;
  onDeleted: (id: string) => void;
};

/** "Delete this …?" with the item's name (a failure shown inside), then the notice that it is done. */
export function DeleteDialogs<T>(props: TProps<T>) {
  const { area, target, idOf, nameOf, explain, remove, testIdPrefix, onCancel, onDeleted } = props;
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const deletion = useMutation({
    mutationFn: (id: string) => remove(id),
    onSuccess: (_, id) => {
      onDeleted(id);
      setDone(true);
    },
  });
  const failure: TFailure | null = deletion.isError ? failureOf(deletion.error) : null;
  const message = (f: TFailure) =>
    f.kind === "auth"
      ? t(`admin.${area}.errors.auth`)
      : f.kind === "network"
        ? t(`admin.${area}.delete.network`)
        : f.errMsg || t(`admin.${area}.delete.failed`);

  const cancel = () => {
    deletion.reset();
    onCancel();
  };
  const confirm = () => {
    if (target === null) return;
    deletion.reset();
    deletion.mutate(idOf(target));
  };

  return (
    <>
      <ConfirmDialog
        open={target !== null}
        title={t(`admin.${area}.delete.confirmTitle`)}
        icon={<WarningIcon className={adminList.warningIcon} />}
        testId={`${testIdPrefix}-dialog`}
        onCancel={cancel}
        onConfirm={confirm}
        confirmLabel={deletion.isPending ? t(`admin.${area}.delete.deleting`) : t(`admin.${area}.delete.confirm`)}
        confirmTestId={`${testIdPrefix}-confirm`}
        danger
        busy={deletion.isPending}
      >
        <p className={adminList.deleteTarget}>{target === null ? null : nameOf(target)}</p>
        <p className={adminList.muted}>{explain}</p>
        {failure ? (
          <p className={adminList.inlineAlert} role="alert" data-testid={`${testIdPrefix}-problem`}>
            {message(failure)}
          </p>
        ) : null}
      </ConfirmDialog>
      <NotificationDialog
        notice={
          done
            ? { type: "success", title: t(`admin.${area}.delete.doneTitle`), message: t(`admin.${area}.delete.done`) }
            : null
        }
        onClose={() => setDone(false)}
      />
    </>
  );
}
