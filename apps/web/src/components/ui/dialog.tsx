import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import styles from "./dialog.module.css";
import { useOutsideClick } from "./use-outside-click";
import { useScrollFocusable } from "./use-scroll-focusable";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type TDialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Pixels; the settings dialog uses 800. */
  maxWidth?: number;
  closeOnOutsideClick?: boolean;
  /** Extra element for the heading row, e.g. an icon. */
  icon?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  testId?: string;
};

/** A modal dialog: focuses its first control, keeps Tab inside, closes on Esc and (optionally) outside click. */
export function Dialog(props: TDialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  maxWidth = 480,
  closeOnOutsideClick = true,
  icon,
  initialFocusRef,
  className,
  testId,
}: TDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useScrollFocusable(bodyRef);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    // The body itself is focusable while it scrolls; the first control inside still comes first.
    const controls = Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = initialFocusRef?.current ?? controls.find((el) => el !== bodyRef.current) ?? panel;
    first?.focus();
    // Lock page scroll behind the modal; restore whatever was there.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  const outside = useCallback(() => {
    // Only the topmost dialog reacts, so a confirmation above settings does not close both.
    const panels = document.querySelectorAll("[data-dialog-panel]");
    if (panels[panels.length - 1] === panelRef.current) onCloseRef.current();
  }, []);
  useOutsideClick(panelRef, outside, closeOnOutsideClick);

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== "Tab" || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  return (
    <div className={styles.overlay}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ""}`}
        style={{ maxWidth }}
        onKeyDown={onKeyDown}
        data-dialog-panel=""
        data-testid={testId}
      >
        <div className={styles.heading}>
          {icon ? (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        {children ? (
          <div ref={bodyRef} className={styles.body} tabIndex={bodyTabIndex}>
            {children}
          </div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}
