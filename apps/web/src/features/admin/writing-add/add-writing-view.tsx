import { useTranslation } from "react-i18next";
import styles from "./add-writing.module.css";
import { WritingTaskForm } from "./writing-task-form";

/** Writing → Add Practice: a new Task 1 or Task 2 for the learners' bank. */
export function AddWritingView() {
  const { t } = useTranslation();
  return (
    <section className={styles.view} aria-labelledby="add-writing-title">
      <h2 id="add-writing-title" className={styles.heading}>
        {t("admin.addWriting.title")}
      </h2>
      <WritingTaskForm />
    </section>
  );
}
