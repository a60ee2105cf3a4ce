import { useTranslation } from "react-i18next";
import styles from "./sync-indicator.module.css";
import type { TSyncStatus } from "./use-server-autosave";

/**
 * Saved / Saving / Offline (kept on this device): where the learner's work is. A polite status region, so a
 * screen reader hears the change to Offline and back, not every save.
 */
export function SyncIndicator({ status }: { status: TSyncStatus }) {
  const { t } = useTranslation();
  const shown = status === "offline" ? "offline" : status === "saving" ? "saving" : "saved";
  return (
    <span className={styles.sync} data-state={shown} data-testid="sync-indicator" role="status">
      <span className={styles.dot} aria-hidden="true" />
      {t(`testAttempt.sync.${shown}`)}
    </span>
  );
}
