import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./tooltip.module.css";
import { useTooltip } from "./use-tooltip";

type TTooltipState = Pick<ReturnType<typeof useTooltip>, "container" | "tipProps">;

/** The tip of a `useTooltip`, fixed to the window in a portal, so no scrolling panel clips it. */
export function TooltipTip({ tooltip, children }: { tooltip: TTooltipState; children: ReactNode }) {
  if (!tooltip.container) return null;
  return createPortal(
    <span {...tooltip.tipProps} className={styles.tip}>
      {children}
    </span>,
    tooltip.container,
  );
}

/**
 * A help button with a tooltip: shown on hover, on keyboard focus and on a tap, and linked with
 * aria-describedby, so screen readers hear it; Esc hides it (WCAG 1.4.13).
 */
export function Tooltip({ label, content, children }: { label: string; content: ReactNode; children: ReactNode }) {
  const tooltip = useTooltip();
  return (
    <>
      <button type="button" className={styles.trigger} aria-label={label} {...tooltip.triggerProps}>
        {children}
      </button>
      <TooltipTip tooltip={tooltip}>{content}</TooltipTip>
    </>
  );
}
