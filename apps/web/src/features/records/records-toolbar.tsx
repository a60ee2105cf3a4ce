import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Field, TextField } from "../../components/ui/field";
import field from "../../components/ui/field.module.css";
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
      <TextField
        id={searchId}
        label={t("records.filters.search")}
        fieldClassName={styles.searchField}
        type="search"
        value={filters.search}
        placeholder={t("records.filters.searchPlaceholder")}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
        data-testid="records-search"
      />
      <Field id={typeId} label={t("records.filters.type")}>
        <select
          id={typeId}
          className={field.input}
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
      </Field>
      <Field id={sortId} label={t("records.filters.sort")}>
        <select
          id={sortId}
          className={field.input}
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
      </Field>
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
