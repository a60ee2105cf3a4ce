import type { TWritingItem } from "@bandcraft/contract/writing";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import adminList from "../admin-shared/admin-list.module.css";
import { failureOf } from "../test-list/failures";
import { WritingTaskForm } from "../writing-add/writing-task-form";
import { TaskFailure } from "./task-states";
import { fetchWritingTask } from "./writing-tasks.api";
import styles from "./writing-tasks.module.css";

type TProps = { id: string; onSaved: (task: TWritingItem) => void; onBack: () => void };

/** Editing one task: loaded whole, then the task form with every field and its picture. */
export function TaskEditor({ id, onSaved, onBack }: TProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Always read afresh: another administrator may have changed it since the list was shown.
  const query = useQuery({
    queryKey: ["admin-writing-task", id],
    queryFn: ({ signal }) => fetchWritingTask(id, signal),
    gcTime: 0,
  });
  // The editor replaces the list in place: focus its heading so screen readers hear where they are.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className={adminList.view} aria-labelledby="writing-task-editor-title" data-testid="writing-task-editor">
      <div className={styles.editorHead}>
        <Button variant="ghost" icon={<ArrowLeftIcon />} onClick={onBack} data-testid="writing-task-back">
          {t("admin.writingTasks.edit.back")}
        </Button>
        <h2 id="writing-task-editor-title" ref={headingRef} tabIndex={-1} className={adminList.heading}>
          {t("admin.writingTasks.edit.title")}
        </h2>
      </div>
      {query.isPending ? (
        <div className={adminList.loading}>
          <Spinner label={t("admin.writingTasks.edit.loading")} />
        </div>
      ) : query.isError ? (
        <TaskFailure
          failure={failureOf(query.error)}
          fallback={t("admin.writingTasks.edit.failed")}
          action={
            <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
              {t("admin.writingTasks.errors.retry")}
            </Button>
          }
        />
      ) : (
        <WritingTaskForm task={query.data} onSaved={onSaved} onCancel={onBack} />
      )}
    </section>
  );
}
