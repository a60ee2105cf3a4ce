import type { TEssay } from "@bandcraft/contract/writing";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { RefreshIcon } from "../../components/ui/icons";
import styles from "./essay-marking.module.css";
import { EssayMarksView } from "./essay-marks-view";
import { EssaySendForm } from "./essay-send-form";
import { fetchMyClasses, fetchMyMarking, MARKING_KEY, myMarkingKey } from "./marking.api";
import { failureText, useMarkingFormat } from "./marking-text";
import "./marking-i18n";

/** The essay as the panel needs it: which task it answers (to match an assignment) and its text (to mark up). */
export type TPanelEssay = Pick<TEssay, "essayID" | "writingPracticeID" | "part" | "text">;

/** The learner's classes and assignments, asked only while the essay can still be sent. */
const myClassesKey = [MARKING_KEY, "my-classes"] as const;

/**
 * On the learner's saved-essay page: send the essay to a teacher (when the learner is in a class), then see
 * that it waits for marks, then the marks once returned. Nothing at all for a learner in no class.
 */
export function EssayMarkingPanel({ essay }: { essay: TPanelEssay }) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const marking = useQuery({
    queryKey: myMarkingKey(essay.essayID),
    queryFn: ({ signal }) => fetchMyMarking(essay.essayID, signal),
  });
  const mine = useQuery({
    queryKey: myClassesKey,
    queryFn: ({ signal }) => fetchMyClasses(signal),
    enabled: marking.data === null,
  });

  const failure = (query: typeof marking | typeof mine) => (
    <div className={styles.failure} role="alert" data-testid="essay-marking-error">
      <p>{failureText(query.error, t, t("marking.learner.loadFailed"))}</p>
      <Button variant="secondary" size="sm" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
        {t("marking.retry")}
      </Button>
    </div>
  );
  if (marking.isError) return failure(marking);
  if (marking.isPending) return null;
  const sent = marking.data;
  if (sent === null) {
    if (mine.isError) return failure(mine);
    if (!mine.data || mine.data.classes.length === 0) return null;
    return <EssaySendForm essay={essay} classes={mine.data.classes} assignments={mine.data.assignments} />;
  }
  if (sent.status === "returned" && sent.marks)
    return <EssayMarksView essay={essay} marking={sent} marks={sent.marks} />;
  return (
    <p className={styles.sent} role="status" data-testid="essay-sent">
      {t("marking.learner.sent", { className: sent.className, date: format.date(sent.sentAt) })}
    </p>
  );
}
