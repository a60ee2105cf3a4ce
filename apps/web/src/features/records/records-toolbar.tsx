import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { DEFAULT_FILTERS, hasActiveFilters, type TFilters, type TSortKey, type TTypeFilter } from "./record-rules";
import styles from "./records.module.css";

const TYPES: { value: TTypeFilter; key: "typeAll" | "typeSingle" | "typeComplete" }[] = [
  { value: "all", key: "typeAll" },
  { value: "single", key: "typeSingle" },
  { value: "complete", key: "typeComplete" },
];
const SORTS: { value: TSortKey; key: "sortDate" | "sortScore" | "sortDuration" }[] = [
  { value: "date", key: "sortDate" },
  { value: "score", key: "sortScore" },
  { value: "duration", key: "sortDuration" },
];

type TProps = { filters: TFilters; onChange: (filters: TFilters) => void; shown: number; loaded: number };

/** Search on passage titles, the type filter, the sort and "clear filters" with the shown count. */
export function RecordsToolbar({ filters, onChange, shown, loaded }: TProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const typeId = useId();
  const sortId = useId();
  return (
    <search className={styles.toolbar} aria-label={t("records.filters.label")}>
      <div className={styles.field}>
        <label htmlFor={searchId}>{t("records.filters.search")}</label>
        <input
          id={searchId}
          type="search"
          value={filters.search}
          placeholder={t("records.filters.searchPlaceholder")}
          onChange={(e) => onChange({ ...filters, search: e.target.value })}
          data-testid="records-search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={typeId}>{t("records.filters.type")}</label>
        <select
          id={typeId}
          value={filters.type}
          onChange={(e) => onChange({ ...filters, type: e.target.value as TTypeFilter })}
          data-testid="records-type"
        >
          {TYPES.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`records.filters.${o.key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={sortId}>{t("records.filters.sort")}</label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as TSortKey })}
          data-testid="records-sort"
        >
          {SORTS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`records.filters.${o.key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.clear}>
        <span role="status" className={styles.shown} data-testid="records-shown">
          {t("records.filters.shown", { shown, loaded })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange(DEFAULT_FILTERS)}
          disabled={!hasActiveFilters(filters)}
          data-testid="records-clear"
        >
          {t("records.filters.clear")}
        </Button>
      </div>
    </search>
  );
}
