import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import { useTranslation } from "react-i18next";
import { LEVEL_OPTIONS, PAGE_TYPE_OPTIONS, type TListFilters, toggleQuestionType } from "./list-filters";
import styles from "./test-list.module.css";
import { useFilterLabels } from "./use-filter-labels";

type TProps = { id: string; filters: TListFilters; onChange: (next: TListFilters) => void };

/** The collapsible filters: test type and level radios, question-type checkboxes. */
export function FilterPanel({ id, filters, onChange }: TProps) {
  const { t } = useTranslation();
  const label = useFilterLabels();
  const radio = (name: string, checked: boolean, onPick: () => void, text: string, testId: string) => (
    <label key={testId} className={styles.choice} data-checked={checked}>
      <input type="radio" name={name} checked={checked} onChange={onPick} data-testid={testId} />
      {text}
    </label>
  );
  return (
    <div id={id} className={styles.filterPanel} data-testid="test-list-filters">
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{t("admin.testList.filters.testType")}</legend>
        <div className={styles.choices}>
          {radio(
            "test-list-page-type",
            filters.pageType === null,
            () => onChange({ ...filters, pageType: null }),
            t("admin.testList.filters.allTypes"),
            "filter-page-type-all",
          )}
          {PAGE_TYPE_OPTIONS.map((pageType) =>
            radio(
              "test-list-page-type",
              filters.pageType === pageType,
              () => onChange({ ...filters, pageType }),
              label({ kind: "pageType", value: pageType }),
              `filter-page-type-${pageType}`,
            ),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{t("admin.testList.filters.level")}</legend>
        <div className={styles.choices}>
          {radio(
            "test-list-level",
            filters.level === null,
            () => onChange({ ...filters, level: null }),
            t("admin.testList.filters.allLevels"),
            "filter-level-all",
          )}
          {LEVEL_OPTIONS.map((level) =>
            radio(
              "test-list-level",
              filters.level === level,
              () => onChange({ ...filters, level }),
              label({ kind: "level", value: level }),
              `filter-level-${level}`,
            ),
          )}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.groupLegend}>{t("admin.testList.filters.questionTypes")}</legend>
        <div className={styles.choices}>
          {QUESTION_TYPES.map((type) => {
            const checked = filters.questionTypes.includes(type);
            return (
              <label key={type} className={styles.choice} data-checked={checked}>
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => onChange(toggleQuestionType(filters, type))}
                  data-testid={`filter-type-${type}`}
                />
                {label({ kind: "questionType", value: type })}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
