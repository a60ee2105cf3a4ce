import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { TMarkingEssay } from "./marking.api";
import styles from "./marking.module.css";
import pageStyles from "./marking-page.module.css";
import { useMarkingFormat } from "./marking-text";

/** The marking page's head: the task's part and title, whose essay it is, when it came, and where it stands. */
export function MarkingHead({
  essay,
  headingRef,
}: {
  essay: TMarkingEssay;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  return (
    <header className={pageStyles.head}>
      <span className={styles.partBadge}>{t("marking.essays.taskBadge", { part: essay.part })}</span>
      <h1 ref={headingRef} tabIndex={-1} className={pageStyles.title} data-testid="marking-title">
        {format.title(essay.taskTitle, essay.part)}
      </h1>
      <p className={pageStyles.meta}>
        <span className={pageStyles.learner} data-testid="marking-learner">
          {essay.name ? `${essay.name} · ${essay.email}` : essay.email}
        </span>
        <span>{essay.className}</span>
        <span>{t("marking.page.sentOn", { date: format.date(essay.sentAt) })}</span>
        <span>{t("marking.essays.wordCount", { count: essay.wordCount })}</span>
      </p>
      <p className={pageStyles.badges}>
        {essay.late ? (
          <span className={styles.lateBadge} data-testid="marking-late">
            {t("marking.essays.late")}
          </span>
        ) : null}
        <span
          className={essay.status === "returned" ? styles.returnedBadge : styles.sentBadge}
          data-testid="marking-status"
        >
          {t(`marking.essays.status.${essay.status}`)}
        </span>
      </p>
    </header>
  );
}
