import type { TWritingItem } from "@bandcraft/contract/writing";
import { useTranslation } from "react-i18next";

/** The title a task shows: its own, or "Writing Task N". */
export function useTaskTitle() {
  const { t } = useTranslation();
  return (item: Pick<TWritingItem, "title" | "part">) =>
    item.title?.trim() ? item.title : t("writingList.defaultTitle", { part: item.part });
}
