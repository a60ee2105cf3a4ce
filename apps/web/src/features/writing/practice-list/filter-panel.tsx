import type { TThemeEntry } from "@bandcraft/contract/writing";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../../components/ui/icons";
import { themeName } from "../../../lib/writing-themes";
import type { TFilterGroup, TListState } from "./list-filters";
import styles from "./practice-list.module.css";

type TProps = {
  state: TListState;
  types: readonly TThemeEntry[];
  themes: readonly TThemeEntry[];
  loading: boolean;
  onToggle: (group: TFilterGroup, key: string) => void;
};

/**
 * The filters: Task 1 one row of types; Task 2 its question types and a collapsible Content
 * Themes group. Every option is a toggle button; the pressed one is the group's pick.
 */
export function FilterPanel({ state, types, themes, loading, onToggle }: TProps) {
  const { t, i18n } = useTranslation();
  const [themesOpen, setThemesOpen] = useState(false);
  const themesId = useId();
  if (loading) return <p className={styles.muted}>{t("writingList.filters.loading")}</p>;
  if (types.length === 0 && themes.length === 0) return <p className={styles.muted}>{t("writingList.filters.none")}</p>;
  const pickedTheme = themes.find((e) => e.key === state.theme);
  return (
    <div className={styles.filters}>
      <FilterGroup
        label={t("writingList.filters.types")}
        entries={types}
        selected={state.type}
        onToggle={(key) => onToggle("type", key)}
        testId="type-filters"
      />
      {state.part === 2 && themes.length > 0 ? (
        <div className={styles.themeGroup}>
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={themesOpen}
            aria-controls={themesId}
            onClick={() => setThemesOpen((open) => !open)}
            data-testid="themes-toggle"
          >
            <ChevronDownIcon aria-hidden="true" className={themesOpen ? styles.chevronOpen : styles.chevron} />
            <span>{t("writingList.filters.themes")}</span>
            {pickedTheme ? (
              <span className={styles.picked}>
                {t("writingList.filters.themesSelected", { name: themeName(pickedTheme, i18n.language) })}
              </span>
            ) : null}
          </button>
          <div id={themesId} hidden={!themesOpen}>
            <FilterGroup
              label={t("writingList.filters.themes")}
              hideLabel
              entries={themes}
              selected={state.theme}
              onToggle={(key) => onToggle("theme", key)}
              testId="theme-filters"
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}

function FilterGroup(props: {
  label: string;
  hideLabel?: boolean;
  entries: readonly TThemeEntry[];
  selected: string | null;
  onToggle: (key: string) => void;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <fieldset className={styles.filterGroup} data-testid={props.testId}>
      <legend className={props.hideLabel ? "visually-hidden" : styles.groupLabel}>{props.label}</legend>
      <div className={styles.chips}>
        {props.entries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className={styles.chip}
            aria-pressed={props.selected === entry.key}
            onClick={() => props.onToggle(entry.key)}
            data-testid={`filter-${entry.key}`}
          >
            {themeName(entry, i18n.language)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
