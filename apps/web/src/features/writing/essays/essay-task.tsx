import type { TWritingItem } from "@bandcraft/contract/writing";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { picturesOf } from "../editor/task-rules";
import styles from "./essays.module.css";
import "../writing-feedback-i18n";

type TProps = {
  task: TWritingItem;
  /** The task's title as shown, for its pictures' descriptions. */
  title: string;
  className?: string;
  /** Prefix of the prompt's and pictures' test ids ("essay-task" on the learner's page). */
  testIdPrefix?: string;
};

/**
 * A writing task as an essay kept it: the prompt and its pictures. The learner's essay page and the teacher's
 * marking page show the same thing; an administrator's later edit or delete of the task never changes it.
 */
export function EssayTask({ task, title, className, testIdPrefix = "essay-task" }: TProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t("essays.task")}
      </h2>
      <p className={styles.taskText} data-testid={`${testIdPrefix}-content`}>
        {task.content}
      </p>
      {picturesOf(task).map((src, i, all) => (
        <img
          key={src}
          src={src}
          alt={t("writingEditor.imageAlt", { index: i + 1, count: all.length, title })}
          className={styles.taskImage}
          data-testid={`${testIdPrefix}-image`}
        />
      ))}
    </section>
  );
}
