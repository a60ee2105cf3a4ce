import { useTranslation } from "react-i18next";
import { ClockIcon, EyeIcon, EyeOffIcon } from "../../../components/ui/icons";
import { useNow } from "../../../lib/use-now";
import styles from "./editor.module.css";
import { formatMinutes, remainingSeconds } from "./task-rules";

type TProps = {
  part: 1 | 2;
  startedAt: number;
  visible: boolean;
  onVisible: (visible: boolean) => void;
};

/**
 * The optional countdown: 20 or 40 minutes from when the editor opened, shown or hidden
 * at will. At zero it says so and typing goes on; the minimum time is a guide, never a lock.
 */
export function Countdown({ part, startedAt, visible, onVisible }: TProps) {
  const { t } = useTranslation();
  const now = useNow(visible);
  const left = remainingSeconds(part, startedAt, now);
  const time = formatMinutes(left);
  return (
    <div className={styles.countdown}>
      {visible ? (
        left > 0 ? (
          // Not a live region: announcing every second would drown a screen reader.
          <span
            className={styles.timer}
            role="timer"
            aria-label={t("writingEditor.timer.label", { time })}
            data-testid="writing-timer"
          >
            <ClockIcon aria-hidden="true" />
            <span aria-hidden="true">{time}</span>
          </span>
        ) : (
          <span className={styles.timeUp} role="status" data-testid="writing-time-up">
            <ClockIcon aria-hidden="true" />
            {t("writingEditor.timer.timeUp")}
          </span>
        )
      ) : null}
      <button type="button" className={styles.barButton} onClick={() => onVisible(!visible)} data-testid="timer-toggle">
        {visible ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
        <span className="narrow-visually-hidden">
          {visible ? t("writingEditor.timer.hide") : t("writingEditor.timer.show")}
        </span>
      </button>
    </div>
  );
}
