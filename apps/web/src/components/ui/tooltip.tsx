import { type ReactNode, useId, useState } from "react";
import styles from "./tooltip.module.css";

/**
 * A help button with a tooltip shown on hover and keyboard focus. The text is always in the DOM and
 * linked with aria-describedby, so screen readers hear it; Esc hides it (WCAG 1.4.13).
 */
export function Tooltip({ label, content, children }: { label: string; content: ReactNode; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span className={styles.wrap} data-dismissed={dismissed ? "" : undefined}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-describedby={id}
        onKeyDown={(e) => {
          if (e.key === "Escape" && !dismissed) {
            e.stopPropagation();
            setDismissed(true);
          }
        }}
        onBlur={() => setDismissed(false)}
        onMouseLeave={() => setDismissed(false)}
      >
        {children}
      </button>
      <span role="tooltip" id={id} className={styles.tip}>
        {content}
      </span>
    </span>
  );
}
