import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ClockIcon } from "../../../components/ui/icons";
import { warningMinutes } from "./countdown-rules";
import styles from "./time-warning.module.css";

/**
 * The 10- and 5-minute warnings as a visible banner (shown whether or not the timer is), and "Time is up"
 * at zero. A polite status region: a screen reader hears each warning once, never the ticking clock.
 */
export function TimeWarning({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const minutes = remaining === null ? null : warningMinutes(remaining);
  const timeUp = remaining !== null && remaining <= 0;
  const shown = timeUp || (minutes !== null && dismissed !== minutes);
  return (
    <div className={styles.region} role="status" data-testid="time-warning">
      {shown ? (
        <p className={styles.banner} data-time-up={timeUp ? "true" : undefined}>
          <ClockIcon aria-hidden="true" className={styles.icon} />
          <span className={styles.text}>
            {timeUp ? t("testAttempt.time.up") : t("testAttempt.multi.minutesLeft", { minutes })}
          </span>
          {timeUp ? null : (
            <Button size="sm" variant="secondary" onClick={() => setDismissed(minutes)}>
              {t("testAttempt.time.dismiss")}
            </Button>
          )}
        </p>
      ) : null}
    </div>
  );
}
