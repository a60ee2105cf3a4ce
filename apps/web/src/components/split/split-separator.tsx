import { Separator } from "react-resizable-panels";
import styles from "./split-separator.module.css";

/** The keyboard-operable handle between two resizable panes, styled by the display root's tokens. */
export function SplitSeparator({ label, testId }: { label: string; testId: string }) {
  return <Separator className={styles.separator} aria-label={label} data-testid={testId} />;
}
