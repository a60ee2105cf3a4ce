import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorIcon, ListIcon } from "../../../components/ui/icons";
import adminList from "../admin-shared/admin-list.module.css";
import type { TFailure } from "../test-list/failures";

type TFailureProps = { failure: TFailure; fallback: string; action: ReactNode };

/** A call that failed: what went wrong (a 401 asks to sign in again, no answer is a network error), and a way on. */
export function TaskFailure({ failure, fallback, action }: TFailureProps) {
  const { t } = useTranslation();
  const message =
    failure.kind === "auth"
      ? t("admin.writingTasks.errors.auth")
      : failure.kind === "network"
        ? t("admin.writingTasks.errors.network")
        : failure.errMsg || fallback;
  return (
    <section className={adminList.state} role="alert" data-testid="writing-tasks-error">
      <ErrorIcon className={adminList.stateIconDanger} />
      <h3 className={adminList.stateTitle}>{t("admin.writingTasks.errors.title")}</h3>
      <p className={adminList.muted} data-testid="writing-tasks-error-message">
        {message}
      </p>
      <div className={adminList.stateActions}>{action}</div>
    </section>
  );
}

/** No task matches the search and filters. */
export function TasksEmpty() {
  const { t } = useTranslation();
  return (
    <section className={adminList.state} data-testid="writing-tasks-empty">
      <ListIcon className={adminList.stateIcon} />
      <h3 className={adminList.stateTitle}>{t("admin.writingTasks.empty")}</h3>
      <p className={adminList.muted}>{t("admin.writingTasks.emptyHint")}</p>
    </section>
  );
}
