import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../../components/ui/icons";
import adminList from "../admin-shared/admin-list.module.css";
import { appliedTags, NO_FILTERS, removeTag, type TListFilters, tagKey } from "./list-filters";
import styles from "./test-list.module.css";
import { useFilterLabels } from "./use-filter-labels";

/** Applied-filter tags with a remove button each, their count and Clear All. */
export function AppliedFilters({
  filters,
  onChange,
}: {
  filters: TListFilters;
  onChange: (next: TListFilters) => void;
}) {
  const { t } = useTranslation();
  const label = useFilterLabels();
  const tags = appliedTags(filters);
  if (tags.length === 0) return null;
  return (
    <section className={styles.applied} aria-label={t("admin.testList.applied.label")} data-testid="applied-filters">
      <span className={styles.appliedCount} data-testid="applied-count">
        {t("admin.testList.applied.count", { count: tags.length })}
      </span>
      <ul className={adminList.tags}>
        {tags.map((tag) => {
          const text = label(tag);
          return (
            <li key={tagKey(tag)} className={styles.tag} data-testid={`applied-${tagKey(tag)}`}>
              {text}
              <button
                type="button"
                className={styles.tagRemove}
                onClick={() => onChange(removeTag(filters, tag))}
                aria-label={t("admin.testList.applied.remove", { name: text })}
                data-testid={`remove-${tagKey(tag)}`}
              >
                <CloseIcon />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.clearAll}
        onClick={() => onChange(NO_FILTERS)}
        data-testid="clear-all-filters"
      >
        {t("admin.testList.applied.clearAll")}
      </button>
    </section>
  );
}
