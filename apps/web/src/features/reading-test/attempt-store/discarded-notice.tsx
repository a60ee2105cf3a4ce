import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NotificationDialog } from "../../../components/ui/notification-dialog";

/** Tells the learner, once, that a saved attempt could not be read and was discarded. */
export function DiscardedNotice({ show }: { show: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(show);
  return (
    <NotificationDialog
      notice={
        open
          ? { type: "warning", title: t("testAttempt.discarded.title"), message: t("testAttempt.discarded.message") }
          : null
      }
      onClose={() => setOpen(false)}
    />
  );
}
