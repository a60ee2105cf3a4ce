import { type ReactNode, type RefObject, type SyntheticEvent, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import styles from "./dialog.module.css";
import { useDismiss } from "./use-dismiss";
import { useScrollFocusable } from "./use-scroll-focusable";

// Only the first control to focus on opening is looked up; keeping Tab inside is the browser's job.
const FIRST_CONTROL =
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

/**
 * The one modal dialog of the app, on the native `<dialog>` opened with `showModal()`: the browser puts it
 * above everything, makes the rest of the page inert (so Tab stays inside) and turns Esc into `cancel`.
 * It focuses its first control and gives focus back on closing; a press on the backdrop closes it too.
 */
export function Dialog(props: TDialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

/** Whether a press on the dialog element landed on its backdrop (outside its box), not on its padding. */
function onBackdrop(dialog: HTMLDialogElement | null, event: PointerEvent) {
  if (!dialog || event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyTabIndex = useScrollFocusable(bodyRef);
  const titleId = useId();

  // Layout effect: open before the first paint, and close while the element is still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Engines differ in what showModal focuses (the dialog, or a scrolling body); the first control is explicit.
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FIRST_CONTROL));
    const first = initialFocusRef?.current ?? controls.find((el) => el !== bodyRef.current) ?? dialog;
    first.focus();
    return () => {
      // React ignores the close event this fires (events during a commit, or on a removed element).
      if (dialog.open) dialog.close();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [initialFocusRef]);

  // The dialog is a layer without an Escape handler of its own: the browser's cancel closes it.
  useDismiss(true, {
    inside: [dialogRef],
    onOutside: closeOnOutsideClick ? onClose : undefined,
    isOutside: (event) => onBackdrop(dialogRef.current, event),
  });

  // Esc: keep the element open and let the owner decide, as with every other way of closing. A browser may
  // refuse the cancel (Esc pressed twice without a click between) and close anyway: the close event reports it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (event.cancelable) onClose();
  };
  // A close event queued before the dialog was shown again (React's development double effects) is stale.
  const onClosed = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${className ?? ""}`}
      style={{ maxWidth }}
      onCancel={onCancel}
      onClose={onClosed}
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
    </dialog>
  );
}

type TConfirmProps = {
  open: boolean;
  title: ReactNode;
  icon?: ReactNode;
  maxWidth?: number;
  testId?: string;
  /** Closes without doing anything: the way back, Esc and the backdrop. */
  onCancel: () => void;
  /** The way back's words; "Cancel" unless the dialog says it its own way. */
  cancelLabel?: string;
  cancelTestId?: string;
  onConfirm: () => void;
  confirmLabel: ReactNode;
  confirmTestId?: string;
  /** What cannot be undone: the confirm button is red. */
  danger?: boolean;
  /** The confirmed action is under way: the confirm button waits. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * A question before an action: what it does, the way back first (the safe default), then the action. It lives
 * in the dialog's module because the header's prompts use it: a module of its own splits the dialog out of the
 * entry chunk, which costs every route about 1 KB gzip.
 */
export function ConfirmDialog(props: TConfirmProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      title={props.title}
      icon={props.icon}
      maxWidth={props.maxWidth}
      testId={props.testId}
      footer={
        <>
          <Button variant="secondary" onClick={props.onCancel} data-testid={props.cancelTestId}>
            {props.cancelLabel ?? t("common.cancel")}
          </Button>
          <Button
            variant={props.danger ? "danger" : "primary"}
            onClick={props.onConfirm}
            disabled={props.busy}
            data-testid={props.confirmTestId}
          >
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Dialog>
  );
}
