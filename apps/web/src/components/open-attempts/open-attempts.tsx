import { secondsLeft } from "@bandcraft/domain/attempt-clock";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { fetchOpenAttempts, type TOpenAttempt } from "../../lib/open-attempts";
import { attemptPath } from "../../lib/reading-paths";
import { Button } from "../ui/button";
import { ClockIcon } from "../ui/icons";
import styles from "./open-attempts.module.css";

/** "42:10" (or "1:02:05" past an hour): how long a timed test has left. */
function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}`;
}

/** The server's now as this device reckons it, re-read every second so the countdowns move. */
function useServerNow(offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now + offset;
}

function OpenAttemptRow({ attempt }: { attempt: TOpenAttempt }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useServerNow(attempt.serverOffset);
  const left = attempt.deadline === null ? null : secondsLeft(attempt.deadline, now);
  const title = attempt.kind === "multi" ? t("openAttempts.completeTest") : (attempt.titles[0] ?? "");
  return (
    <li className={styles.row} data-testid="open-attempt">
      <ClockIcon className={styles.icon} aria-hidden="true" />
      <div className={styles.text}>
        <p className={styles.title}>
          {left === null ? t("openAttempts.resumePractice") : t("openAttempts.resumeTest", { time: clockText(left) })}
        </p>
        <p className={styles.meta}>
          {title} · {t("openAttempts.answered", { answered: attempt.answeredCount, total: attempt.questionCount })}
        </p>
      </div>
      <Button
        onClick={() => navigate(attemptPath(attempt))}
        aria-label={t("openAttempts.resumeLabel", { title })}
        data-testid="open-attempt-resume"
      >
        {t("openAttempts.resume")}
      </Button>
    </li>
  );
}

/**
 * The learner's tests in progress, on any device: one click back in (Reading hub and practice records).
 * Renders nothing while there are none.
 */
export function OpenAttempts() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ["reading-open-attempts"], queryFn: fetchOpenAttempts });
  const attempts = query.data ?? [];
  if (attempts.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="open-attempts-title" data-testid="open-attempts">
      <h2 id="open-attempts-title" className={styles.heading}>
        {t("openAttempts.title")}
      </h2>
      <ul className={styles.list}>
        {attempts.map((a) => (
          <OpenAttemptRow key={a.testTakerID} attempt={a} />
        ))}
      </ul>
    </section>
  );
}
