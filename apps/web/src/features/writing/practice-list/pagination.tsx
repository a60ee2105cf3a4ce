import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/ui/icons";
import styles from "./practice-list.module.css";

type TProps = { page: number; total: number; busy: boolean; onPage: (page: number) => void };

/** Previous, Next and "Page X of Y", shown only when more than one page is known. */
export function Pagination({ page, total, busy, onPage }: TProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t("writingList.pagination.label")} data-testid="writing-pagination">
      <Button
        variant="secondary"
        icon={<ArrowLeftIcon />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
        data-testid="page-previous"
      >
        {t("writingList.pagination.previous")}
      </Button>
      <span className={styles.pageOf} data-testid="page-of">
        {t("writingList.pagination.pageOf", { page, total })}
      </span>
      <Button
        variant="secondary"
        disabled={page >= total || busy}
        onClick={() => onPage(page + 1)}
        data-testid="page-next"
      >
        {t("writingList.pagination.next")}
        <ArrowRightIcon aria-hidden="true" className={styles.nextIcon} />
      </Button>
    </nav>
  );
}
