import type { TThemes } from "@bandcraft/contract/writing";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { CloseIcon, SearchIcon } from "../../../components/ui/icons";
import { themeName } from "../../../lib/writing-themes";
import { choosePart, type TTaskFilters, themeGroupsFor } from "./task-filters";
import styles from "./writing-tasks.module.css";

/** The catalogue's groups under the names the task form gives them. */
const GROUP_LABEL = {
  TaskOneTypes: "admin.addWriting.taskOneTypes",
  TaskTwoTypes: "admin.addWriting.taskTwoTypes",
  TaskTwoThemes: "admin.addWriting.taskTwoThemes",
} as const;

type TProps = { filters: TTaskFilters; onChange: (next: TTaskFilters) => void; themes: TThemes | undefined };

/** Search (Enter or the button) in titles and contents, a task and a type or theme to narrow the list to. */
export function TaskToolbar({ filters, onChange, themes }: TProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(filters.query);
  const ids = { search: useId(), part: useId(), theme: useId() };
  const search = (event: React.FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, query: draft.trim() });
  };
  const clear = () => {
    setDraft("");
    onChange({ ...filters, query: "" });
  };
  const partValue = filters.part === null ? "" : String(filters.part);

  return (
    <div className={styles.toolbar}>
      <form className={styles.search} onSubmit={search}>
        <label htmlFor={ids.search} className={field.label}>
          {t("admin.writingTasks.search.label")}
        </label>
        <div className={styles.searchRow}>
          <input
            id={ids.search}
            type="search"
            className={field.input}
            value={draft}
            maxLength={200}
            onChange={(e) => setDraft(e.target.value)}
            placeholder={t("admin.writingTasks.search.placeholder")}
            data-testid="writing-tasks-search"
          />
          <Button type="submit" variant="secondary" icon={<SearchIcon />} data-testid="writing-tasks-search-submit">
            {t("admin.writingTasks.search.submit")}
          </Button>
          {filters.query !== "" ? (
            <Button variant="ghost" icon={<CloseIcon />} onClick={clear} data-testid="writing-tasks-search-clear">
              {t("admin.writingTasks.search.clear")}
            </Button>
          ) : null}
        </div>
      </form>
      <div className={styles.filter}>
        <label htmlFor={ids.part} className={field.label}>
          {t("admin.writingTasks.filters.part")}
        </label>
        <select
          id={ids.part}
          className={field.input}
          value={partValue}
          onChange={(e) => {
            const part = e.target.value === "" ? null : (Number(e.target.value) as 1 | 2);
            onChange(choosePart(filters, part, themes));
          }}
          data-testid="writing-tasks-part"
        >
          <option value="">{t("admin.writingTasks.filters.allParts")}</option>
          {([1, 2] as const).map((part) => (
            <option key={part} value={part}>
              {t("admin.addWriting.taskN", { n: part })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={ids.theme} className={field.label}>
          {t("admin.writingTasks.filters.theme")}
        </label>
        <select
          id={ids.theme}
          className={field.input}
          value={filters.theme ?? ""}
          onChange={(e) => onChange({ ...filters, theme: e.target.value === "" ? null : e.target.value })}
          data-testid="writing-tasks-theme"
        >
          <option value="">{t("admin.writingTasks.filters.allThemes")}</option>
          {themeGroupsFor(themes, filters.part).map(([group, entries]) => (
            <optgroup key={group} label={t(GROUP_LABEL[group])}>
              {entries.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {themeName(entry, i18n.language)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </div>
  );
}
