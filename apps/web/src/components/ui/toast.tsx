import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorIcon, InfoIcon, SuccessIcon } from "./icons";
import styles from "./toast.module.css";

/** Notifications and banners last 3 s. */
export const TOAST_MS = 3000;

export type TToastKind = "success" | "error" | "info";
export type TToast = { id: number; kind: TToastKind; message: string };

/** A list of short-lived messages: `show` adds one that goes by itself after `durationMs`. */
export function useToasts(durationMs = TOAST_MS) {
  const [toasts, setToasts] = useState<TToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((prev) => prev.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: TToastKind, message: string) => {
      const id = nextId.current++;
      setToasts((prev) => [...prev, { id, kind, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  return { toasts, show, dismiss };
}

const ICONS = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

/**
 * The toasts' polite status region, always in the page so screen readers hear what is added to it; a toast
 * never takes focus, and only the added one is read (not every toast still showing).
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: TToast[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false" data-testid="toast-region">
      {toasts.map((toast) => {
        const Icon = ICONS[toast.kind];
        return (
          <div key={toast.id} className={styles.toast} data-kind={toast.kind} data-testid={`toast-${toast.kind}`}>
            <Icon className={styles.icon} aria-hidden="true" />
            <span className={styles.message}>{toast.message}</span>
            <button
              type="button"
              className={styles.close}
              onClick={() => onDismiss(toast.id)}
              aria-label={t("common.close")}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>
  );
}
