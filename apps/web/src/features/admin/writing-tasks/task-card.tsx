import type { TAdminWritingSummary } from "@bandcraft/contract/admin-writing";
import type { TThemes } from "@bandcraft/contract/writing";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { CloseIcon, PenIcon } from "../../../components/ui/icons";
import { themeName } from "../../../lib/writing-themes";
import adminCard from "../admin-shared/admin-card.module.css";
import adminList from "../admin-shared/admin-list.module.css";
import { useTaskLabel } from "./use-task-label";
import styles from "./writing-tasks.module.css";

type TProps = {
  task: TAdminWritingSummary;
  themes: TThemes | undefined;
  onEdit: () => void;
  onDelete: () => void;
};

/** One task: title, task badge, publish date, the start of its content, its chart, its types, Edit and delete ×. */
export function TaskCard({ task, themes, onEdit, onDelete }: TProps) {
  const { t, i18n } = useTranslation();
  const title = useTaskLabel()(task);
  const titleId = `writing-task-card-${task.writingPracticeID}`;
  const entries = themes ? [...themes.TaskOneTypes, ...themes.TaskTwoTypes, ...themes.TaskTwoThemes] : [];
  const nameOf = (key: string) => themeName(entries.find((e) => e.key === key) ?? { key }, i18n.language);
  const date = new Date(task.publishTime * 1000).toLocaleDateString(i18n.language, { dateStyle: "medium" });
  return (
    <li
      className={adminCard.card}
      aria-labelledby={titleId}
      data-testid="writing-task-card"
      data-id={task.writingPracticeID}
    >
      <div className={adminCard.cardHead}>
        <div className={styles.cardHeading}>
          <h3 id={titleId} className={styles.cardTitle} data-testid="writing-task-card-title">
            {title}
          </h3>
          <span className={styles.cardMeta}>
            <span className={styles.badge}>{t("admin.addWriting.taskN", { n: task.part })}</span>
            <span>{t("admin.writingTasks.card.published", { date })}</span>
          </span>
        </div>
        <button
          type="button"
          className={styles.deleteButton}
          onClick={onDelete}
          aria-label={t("admin.writingTasks.card.delete", { title })}
          data-testid="writing-task-card-delete"
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.cardBody}>
        {task.pic ? <img className={styles.thumb} src={task.pic} alt="" data-testid="writing-task-card-pic" /> : null}
        <p className={styles.excerpt} data-testid="writing-task-card-excerpt">
          {task.excerpt}
        </p>
      </div>
      <ul className={adminList.tags} aria-label={t("admin.writingTasks.card.types")}>
        {task.theme.map((key) => (
          <li key={key} className={adminCard.typeTag}>
            {nameOf(key)}
          </li>
        ))}
      </ul>
      <div className={adminCard.cardActions}>
        <Button
          variant="secondary"
          size="sm"
          icon={<PenIcon />}
          onClick={onEdit}
          aria-label={t("admin.writingTasks.card.editLabel", { title })}
          data-testid="writing-task-card-edit"
        >
          {t("admin.writingTasks.card.edit")}
        </Button>
      </div>
    </li>
  );
}
