import { useTranslation } from "react-i18next";
import { formatMinutes } from "../editor/task-rules";

/** Dates, durations and titles as My essays shows them. */
export function useEssayFormat() {
  const { t, i18n } = useTranslation();
  return {
    date: (ms: number) => new Date(ms).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" }),
    /** Seconds as minutes and seconds, e.g. 38:05. */
    duration: (seconds: number) => formatMinutes(seconds),
    title: (essay: { taskTitle?: string | undefined; part: 1 | 2 }) =>
      essay.taskTitle?.trim() ? essay.taskTitle : t("writingList.defaultTitle", { part: essay.part }),
  };
}
