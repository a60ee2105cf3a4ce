import { useTranslation } from "react-i18next";
import page from "../../components/ui/page.module.css";
import { ClassList } from "./class-list";
import { CreateClassForm } from "./create-class-form";
import styles from "./teaching.module.css";
import { useClasses } from "./use-classes";

/** /teach: the caller's classes (an administrator's: every class) and a form for a new one. */
export function ClassesPage() {
  const { t } = useTranslation();
  const list = useClasses();
  return (
    <div className={page.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t("teaching.classes.title")}</h1>
        <p className={styles.muted}>{t("teaching.classes.intro")}</p>
      </div>
      <div className={styles.layout}>
        {/* A new class is the newest, so it shows first on page 1 (archived ones hidden or not). */}
        <CreateClassForm onCreated={() => list.setPage(1)} />
        <ClassList list={list} />
      </div>
    </div>
  );
}
