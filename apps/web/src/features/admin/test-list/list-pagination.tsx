import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/ui/icons";
import adminList from "../admin-shared/admin-list.module.css";
import styles from "./test-list.module.css";

type TProps = { page: number; canNext: boolean; busy: boolean; onPage: (page: number) => void };

/** Previous / Next with the page number, and "Last page" when a page came back short. */
export function ListPagination({ page, canNext, busy, onPage }: TProps) {
  const { t } = useTranslation();
  return (
    <nav
      className={adminList.pagination}
      aria-label={t("admin.testList.pagination.label")}
      data-testid="test-list-pagination"
    >
      <Button
        variant="secondary"
        icon={<ArrowLeftIcon />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        data-testid="test-list-previous"
      >
        {t("admin.testList.pagination.previous")}
      </Button>
      <span className={styles.pageInfo} aria-live="polite">
        <span data-testid="test-list-page">{t("admin.testList.pagination.page", { page })}</span>
        {canNext ? null : (
          <span className={styles.lastPage} data-testid="test-list-last-page">
            {t("admin.testList.pagination.lastPage")}
          </span>
        )}
      </span>
      <Button
        variant="secondary"
        disabled={!canNext || busy}
        onClick={() => onPage(page + 1)}
        data-testid="test-list-next"
      >
        {t("admin.testList.pagination.next")}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
