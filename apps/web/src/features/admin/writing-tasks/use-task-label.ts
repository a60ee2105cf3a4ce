import type { TAdminWritingSummary } from "@bandcraft/contract/admin-writing";
import { useTranslation } from "react-i18next";

/** The title a task shows: its own, or "Writing Task N" as the learners see it. */
export function useTaskLabel() {
  const { t } = useTranslation();
  return (task: Pick<TAdminWritingSummary, "title" | "part">) =>
    task.title ?? t("admin.addWriting.titlePlaceholder", { n: task.part });
}
