import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, ArrowRightIcon } from "../../../components/ui/icons";
import styles from "./admin-table.module.css";

/** What the pager needs of a list's hook: the page, how many there are, whether another is on its way. */
type TPaged = { page: number; pages: number; refreshing: boolean; setPage: (page: number) => void };

type TProps = {
  list: TPaged;
  /** Where its words are: `<texts>.pages` (the pager's name), `.previous`, `.next` and `.pageOf`. */
  texts: "admin.audit" | "admin.accounts.list";
  /** Its test ids: `<testId>-previous`, `<testId>-page` and `<testId>-next`. */
  testId: "audit" | "accounts";
};

/** Previous, "Page X of Y" and Next under an admin table; nothing while there is a single page. */
export function PageNav({ list, texts, testId }: TProps) {
  const { t } = useTranslation();
  if (list.pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t(`${texts}.pages`)}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ArrowLeftIcon />}
        disabled={list.page <= 1 || list.refreshing}
        onClick={() => list.setPage(list.page - 1)}
        data-testid={`${testId}-previous`}
      >
        {t(`${texts}.previous`)}
      </Button>
      <span aria-live="polite" data-testid={`${testId}-page`}>
        {t(`${texts}.pageOf`, { page: list.page, total: list.pages })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={list.page >= list.pages || list.refreshing}
        onClick={() => list.setPage(list.page + 1)}
        data-testid={`${testId}-next`}
      >
        {t(`${texts}.next`)}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
