import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { WarningIcon } from "../../../components/ui/icons";

/** F5, Ctrl+R and Cmd+R: the reload shortcuts the test intercepts. */
export function isReloadShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): boolean {
  if (e.key === "F5") return true;
  return (e.ctrlKey || e.metaKey) && !e.altKey && (e.key === "r" || e.key === "R");
}

/**
 * Refresh protection while a test is in progress: the browser's leave prompt, and the reload
 * shortcuts open our own modal instead. Inactive once results show.
 */
export function RefreshGuard({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Set just before a confirmed reload, so our own beforeunload does not ask a second time.
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaving.current) return;
      e.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      e.returnValue = "";
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (!isReloadShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [active]);

  const reload = () => {
    leaving.current = true;
    window.location.reload();
  };

  return (
    <ConfirmDialog
      open={open && active}
      title={t("readingTest.refresh.title")}
      icon={<WarningIcon />}
      testId="refresh-dialog"
      onCancel={() => setOpen(false)}
      cancelLabel={t("readingTest.refresh.cancel")}
      onConfirm={reload}
      confirmLabel={t("readingTest.refresh.confirm")}
      danger
    >
      <p>{t("readingTest.refresh.message")}</p>
    </ConfirmDialog>
  );
}
