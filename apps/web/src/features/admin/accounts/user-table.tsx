import type { TUserSummary } from "@bandcraft/contract/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { useSession } from "../../../lib/session";
import { PageNav } from "../admin-shared/page-nav";
import { AccountRow, type TAccountAction } from "./account-row";
import styles from "./accounts.module.css";
import type { useUsers } from "./use-users";

type TProps = {
  list: ReturnType<typeof useUsers>;
  /** A row's button was pressed: the view opens that action's dialog for the account. */
  onAction: (action: TAccountAction, user: TUserSummary) => void;
};

/** Accounts: e-mail search, one row per account (AccountRow: its state, privileges and actions), paging. */
export function UserTable({ list, onAction }: TProps) {
  const { t } = useTranslation();
  const ownEmail = useSession()?.user.email;
  const [text, setText] = useState(list.query);
  return (
    <section className={styles.card} aria-labelledby="accounts-list-title">
      <div className={styles.listHead}>
        <h3 id="accounts-list-title" className={styles.cardTitle}>
          {t("admin.accounts.list.title")}
        </h3>
        <span className={styles.hint} data-testid="accounts-total">
          {t("admin.accounts.list.total", { count: list.total })}
        </span>
      </div>
      <form
        className={styles.searchRow}
        onSubmit={(e) => {
          e.preventDefault();
          list.search(text);
        }}
      >
        <label htmlFor="accounts-search" className="visually-hidden">
          {t("admin.accounts.list.searchLabel")}
        </label>
        <input
          id="accounts-search"
          type="search"
          className={field.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("admin.accounts.list.searchPlaceholder")}
          data-testid="accounts-search"
        />
        <Button type="submit" variant="secondary" data-testid="accounts-search-submit">
          {t("admin.accounts.list.search")}
        </Button>
      </form>
      {list.loading ? (
        <div className={styles.state}>
          <Spinner label={t("admin.accounts.list.loading")} />
        </div>
      ) : list.error ? (
        <div className={styles.state} role="alert" data-testid="accounts-error">
          <p className={styles.failure}>
            {list.error.kind === "network"
              ? t("admin.accounts.errors.network")
              : list.error.errMsg || t("admin.accounts.list.failed")}
          </p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={list.retry}>
            {t("admin.accounts.list.retry")}
          </Button>
        </div>
      ) : list.users.length === 0 ? (
        <p className={styles.state} data-testid="accounts-empty">
          {t("admin.accounts.list.empty")}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-busy={list.refreshing} data-testid="accounts-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.accounts.email")}</th>
                <th scope="col">{t("admin.accounts.list.created")}</th>
                <th scope="col">{t("admin.accounts.list.privileges")}</th>
                <th scope="col">{t("admin.accounts.list.time")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("admin.accounts.list.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.users.map((user) => (
                <AccountRow
                  key={user.email}
                  user={user}
                  ownEmail={ownEmail}
                  onAction={(action) => onAction(action, user)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageNav list={list} texts="admin.accounts.list" testId="accounts" />
    </section>
  );
}
