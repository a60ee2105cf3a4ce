import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "./icons";
import styles from "./notification-dialog.module.css";

export type TNoticeType = "info" | "warning" | "error" | "success";

/** What a notice says; features keep one of these in state and pass it here. */
export type TNotice = {
  type: TNoticeType;
  title: string;
  message: ReactNode;
  primaryLabel?: string;
  onPrimary?: () => void;
  secondaryLabel?: string;
  onSecondary?: () => void;
};

const ICONS: Record<TNoticeType, ReactNode> = {
  info: <InfoIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
  success: <SuccessIcon />,
};

/** The generic notification dialog: typed icon, a primary button ("OK") and an optional secondary one. */
export function NotificationDialog({ notice, onClose }: { notice: TNotice | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={notice.title}
      icon={<span className={styles[notice.type]}>{ICONS[notice.type]}</span>}
      testId="notification-dialog"
      footer={
        <>
          {notice.secondaryLabel ? (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                notice.onSecondary?.();
              }}
            >
              {notice.secondaryLabel}
            </Button>
          ) : null}
          <Button
            onClick={() => {
              onClose();
              notice.onPrimary?.();
            }}
          >
            {notice.primaryLabel ?? t("common.ok")}
          </Button>
        </>
      }
    >
      <p className={styles.message}>{notice.message}</p>
    </Dialog>
  );
}
