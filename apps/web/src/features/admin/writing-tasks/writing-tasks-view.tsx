import type { TAdminWritingSummary } from "@bandcraft/contract/admin-writing";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ArrowRightIcon, RefreshIcon, SuccessIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { fetchThemes } from "../../../lib/writing-themes";
import adminList from "../admin-shared/admin-list.module.css";
import { DeleteDialogs } from "../admin-shared/delete-dialogs";
import { TaskCard } from "./task-card";
import { TaskEditor } from "./task-editor";
import { TaskFailure, TasksEmpty } from "./task-states";
import { TaskToolbar } from "./task-toolbar";
import { useTaskLabel } from "./use-task-label";
import { useWritingTasks } from "./use-writing-tasks";
import { deleteWritingTask } from "./writing-tasks.api";
import styles from "./writing-tasks.module.css";

/** Writing → Writing Tasks: search, filters, cards and paging; each task edited in place or deleted. */
export function WritingTasksView() {
  const { t } = useTranslation();
  const list = useWritingTasks();
  const label = useTaskLabel();
  const themes = useQuery({ queryKey: ["writing-themes"], queryFn: ({ signal }) => fetchThemes(signal) });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminWritingSummary | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (editing) {
    return (
      <TaskEditor
        id={editing}
        onBack={() => setEditing(null)}
        onSaved={(task) => {
          setEditing(null);
          setSaved(label(task));
          list.refresh();
        }}
      />
    );
  }
  return (
    <section className={adminList.view} aria-labelledby="writing-tasks-title">
      <h2 id="writing-tasks-title" className={adminList.heading}>
        {t("admin.writingTasks.title")}
      </h2>
      <TaskToolbar filters={list.filters} onChange={list.setFilters} themes={themes.data} />
      <div aria-live="polite">
        {saved !== null ? (
          <p className={styles.saved} data-testid="writing-tasks-saved">
            <SuccessIcon aria-hidden="true" /> {t("admin.writingTasks.edit.saved", { title: saved })}
          </p>
        ) : null}
      </div>

      {list.loading ? (
        <div className={adminList.loading}>
          <Spinner label={t("admin.writingTasks.loading")} />
        </div>
      ) : list.error ? (
        <TaskFailure
          failure={list.error}
          fallback={t("admin.writingTasks.errors.fetch")}
          action={
            <Button variant="secondary" icon={<RefreshIcon />} onClick={list.retry} data-testid="writing-tasks-retry">
              {t("admin.writingTasks.errors.retry")}
            </Button>
          }
        />
      ) : list.tasks.length === 0 ? (
        <TasksEmpty />
      ) : (
        <>
          <p className={adminList.muted} data-testid="writing-tasks-count">
            {t("admin.writingTasks.count", { count: list.total })}
          </p>
          <ul className={styles.cards} aria-busy={list.refreshing} data-testid="writing-tasks-cards">
            {list.tasks.map((task) => (
              <TaskCard
                key={task.writingPracticeID}
                task={task}
                themes={themes.data}
                onEdit={() => {
                  setSaved(null);
                  setEditing(task.writingPracticeID);
                }}
                onDelete={() => setDeleting(task)}
              />
            ))}
          </ul>
          <nav className={adminList.pagination} aria-label={t("admin.writingTasks.pagination.label")}>
            <Button
              variant="secondary"
              icon={<ArrowLeftIcon />}
              disabled={list.page <= 1 || list.refreshing}
              onClick={() => list.setPage(list.page - 1)}
              data-testid="writing-tasks-previous"
            >
              {t("admin.writingTasks.pagination.previous")}
            </Button>
            <span className={styles.pageInfo} aria-live="polite" data-testid="writing-tasks-page">
              {t("admin.writingTasks.pagination.page", { page: list.page, pages: list.pages })}
            </span>
            <Button
              variant="secondary"
              disabled={list.page >= list.pages || list.refreshing}
              onClick={() => list.setPage(list.page + 1)}
              data-testid="writing-tasks-next"
            >
              {t("admin.writingTasks.pagination.next")}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}

      <DeleteDialogs
        area="writingTasks"
        target={deleting}
        idOf={(task) => task.writingPracticeID}
        nameOf={label}
        explain={t("admin.writingTasks.delete.explain")}
        remove={deleteWritingTask}
        testIdPrefix="writing-task-delete"
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          list.refresh(true);
        }}
      />
    </section>
  );
}
