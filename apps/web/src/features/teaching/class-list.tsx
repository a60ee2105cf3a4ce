import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/field";
import { RefreshIcon } from "../../components/ui/icons";
import { Pager } from "../../components/ui/pager";
import { Spinner } from "../../components/ui/spinner";
import { ClassCard } from "./class-card";
import styles from "./teaching.module.css";
import { classFailureText } from "./teaching-text";
import type { useClasses } from "./use-classes";

/** The classes, newest first: the archived switch, the count, the cards and the pages. */
export function ClassList({ list }: { list: ReturnType<typeof useClasses> }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="classes-list-title">
      <h2 id="classes-list-title" className="visually-hidden">
        {t("teaching.classes.title")}
      </h2>
      <div className={styles.toolbar}>
        <Checkbox
          className={styles.toggle}
          checked={list.includeArchived}
          onChange={list.setIncludeArchived}
          testId="class-show-archived"
        >
          {t("teaching.classes.showArchived")}
        </Checkbox>
        {list.loading || list.error ? null : (
          <span className={styles.muted} data-testid="classes-total">
            {t("teaching.classes.total", { count: list.total })}
          </span>
        )}
      </div>
      {list.loading ? (
        <div className={styles.state}>
          <Spinner label={t("teaching.classes.loading")} />
        </div>
      ) : list.error ? (
        <div className={styles.stateFailure} role="alert" data-testid="classes-error">
          <p>{classFailureText(list.error, t, t("teaching.classes.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={list.retry}>
            {t("teaching.classes.retry")}
          </Button>
        </div>
      ) : list.classes.length === 0 ? (
        <div className={styles.state} data-testid="classes-empty">
          <p>{t("teaching.classes.empty")}</p>
          {list.includeArchived ? null : <p className={styles.muted}>{t("teaching.classes.archivedHidden")}</p>}
        </div>
      ) : (
        <ul className={styles.list} aria-busy={list.refreshing} data-testid="classes-list">
          {list.classes.map((summary) => (
            <ClassCard key={summary.classID} summary={summary} />
          ))}
        </ul>
      )}
      {list.loading || list.error ? null : (
        <Pager
          page={list.page}
          pages={list.pages}
          busy={list.refreshing}
          onPage={list.setPage}
          text={{
            label: t("teaching.classes.pages"),
            previous: t("teaching.classes.previous"),
            next: t("teaching.classes.next"),
            position: t("teaching.classes.pageOf", { page: list.page, total: list.pages }),
          }}
          testId="classes"
        />
      )}
    </section>
  );
}
