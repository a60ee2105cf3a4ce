import type { TClassSummary } from "@bandcraft/contract/classes";
import { useTranslation } from "react-i18next";
import { useTeachingFormat } from "./use-teaching-format";

/** "Archived" beside an archived class's name, nothing beside an active one's; styled by the list or the page. */
export function ArchivedBadge({ summary, className }: { summary: TClassSummary; className?: string }) {
  const { t } = useTranslation();
  if (!summary.archived) return null;
  return (
    <span className={className} data-testid="class-archived-badge">
      {t("teaching.classes.archived")}
    </span>
  );
}

type TFiguresProps = { summary: TClassSummary; className?: string; countClassName?: string };

/** A class's figures under its name: its learners, its teacher when worth naming, when it was created. */
export function ClassFigures({ summary, className, countClassName }: TFiguresProps) {
  const { t } = useTranslation();
  const format = useTeachingFormat();
  return (
    <p className={className}>
      <span className={countClassName} data-testid="class-learner-count">
        {t("teaching.classes.learners", { count: summary.learnerCount })}
      </span>
      {format.showTeacher(summary.teacherEmail) ? (
        <span data-testid="class-teacher">{t("teaching.classes.teacher", { email: summary.teacherEmail })}</span>
      ) : null}
      <span>{t("teaching.classes.created", { date: format.date(summary.createdAt) })}</span>
    </p>
  );
}
