import type { TMyAssignment } from "@bandcraft/contract/assignments";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { formatDateTime } from "../../lib/privilege-format";
import { actionOf, chipOf, dueHintOf, type TAssignedAction, type TAssignedChip, type TDueHint } from "./assigned-rules";
import styles from "./assigned-work.module.css";

const CHIP_CLASS: Record<TAssignedChip, string | undefined> = {
  upcoming: styles.chipUpcoming,
  "to-do": styles.chipToDo,
  "in-progress": styles.chipInProgress,
  submitted: styles.chipSubmitted,
  marked: styles.chipMarked,
};

type TProps = {
  assignment: TMyAssignment;
  now: number;
  /** This assignment's start is on its way. */
  starting: boolean;
  /** Some start is on its way: no other may begin. */
  busy: boolean;
  onStart: (assignmentID: string) => void;
};

/** "Due in 2 days" (the language's own words for the distance) or "Overdue". */
function hintText(hint: NonNullable<TDueHint>, t: TFunction, language: string): string {
  if (hint.kind === "overdue") return t("learnerWork.overdue");
  const when = new Intl.RelativeTimeFormat(language, { numeric: "always" }).format(hint.value, hint.unit);
  return t("learnerWork.dueIn", { when });
}

/** The button of an item: its label names the work for a screen reader, as several share one word. */
function ItemAction({
  assignment: a,
  action,
  starting,
  busy,
  onStart,
}: Omit<TProps, "now"> & { action: TAssignedAction }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  if (action.kind === "none") return null;
  if (action.kind === "opens") {
    return (
      <Button variant="secondary" disabled className={styles.action} data-testid="assigned-opens">
        {t("learnerWork.actions.opens", { time: formatDateTime(action.at, i18n.language) })}
      </Button>
    );
  }
  const word = t(`learnerWork.actions.${action.kind}`);
  const label = t("learnerWork.actionLabel", { action: word, title: a.title });
  if (action.kind === "start") {
    return (
      <Button
        className={styles.action}
        onClick={() => onStart(a.assignmentID)}
        disabled={busy}
        aria-busy={starting || undefined}
        aria-label={label}
        data-testid="assigned-start"
      >
        {starting ? t("learnerWork.starting") : word}
      </Button>
    );
  }
  const { to, kind } = action;
  // Work waiting for the learner is the main call; looking back at finished work is a quieter one.
  const variant = kind === "continue" || kind === "write" ? "primary" : "secondary";
  return (
    <Button
      variant={variant}
      className={styles.action}
      onClick={() => navigate(to)}
      aria-label={label}
      data-testid={`assigned-${kind}`}
    >
      {word}
    </Button>
  );
}

/** One assignment: title, status and Late, kind, class, time limit, due time with how far it is, its button. */
export function AssignedItem(props: TProps) {
  const { assignment: a, now } = props;
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const chip = chipOf(a);
  const hint = dueHintOf(a, now);
  const limit =
    a.timeLimitMinutes === null ? t("learnerWork.untimed") : t("learnerWork.minutes", { count: a.timeLimitMinutes });
  return (
    <li
      className={styles.item}
      aria-labelledby={titleId}
      data-testid="assigned-item"
      data-assignment-id={a.assignmentID}
      data-status={chip}
    >
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 id={titleId} className={styles.title} data-testid="assigned-title">
            {a.title}
          </h3>
          <span className={`${styles.chip} ${CHIP_CLASS[chip]}`} data-testid="assigned-status">
            {t(`learnerWork.status.${chip}`)}
          </span>
          {a.late ? (
            <span className={`${styles.chip} ${styles.late}`} data-testid="assigned-late">
              {t("learnerWork.late")}
            </span>
          ) : null}
        </div>
        <p className={styles.meta}>
          <span data-testid="assigned-kind">{t(`learnerWork.kinds.${a.kind}`)}</span>
          <span data-testid="assigned-class">{t("learnerWork.className", { name: a.className })}</span>
          {a.kind === "writing" ? null : <span data-testid="assigned-limit">{limit}</span>}
        </p>
        <p className={styles.due}>
          <time dateTime={new Date(a.dueAt).toISOString()} data-testid="assigned-due">
            {t("learnerWork.due", { time: formatDateTime(a.dueAt, i18n.language) })}
          </time>
          {hint ? (
            <span className={hint.kind === "overdue" ? styles.overdue : styles.hint} data-testid="assigned-due-hint">
              {hintText(hint, t, i18n.language)}
            </span>
          ) : null}
        </p>
      </div>
      <ItemAction {...props} action={actionOf(a)} />
    </li>
  );
}
