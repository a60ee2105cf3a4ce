import { TIME_ALLOWANCES, type TTimeAllowance, type TUserSummary } from "@bandcraft/contract/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { ArrowLeftIcon, ArrowRightIcon, RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime, privilegeName } from "../../../lib/privilege-format";
import styles from "./accounts.module.css";
import type { useUsers } from "./use-users";

const isKnownAllowance = (n: number): n is TTimeAllowance => (TIME_ALLOWANCES as readonly number[]).includes(n);

/** The buttons at a row's end, each opening its dialog for the row's account. */
const ROW_ACTIONS = ["reset", "unlock"] as const;

type TProps = {
  list: ReturnType<typeof useUsers>;
  onReset: (email: string) => void;
  onTime: (user: TUserSummary) => void;
  onUnlock: (email: string) => void;
};

/**
 * Accounts: e-mail search, one row per account (created, active privileges, whether its sign-in is slowed,
 * Reset password and Unlock sign-in), paging.
 */
export function UserTable({ list, onReset, onTime, onUnlock }: TProps) {
  const rowAction = { reset: onReset, unlock: onUnlock };
  const { t, i18n } = useTranslation();
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
                <tr key={user.email} data-testid="accounts-row" data-email={user.email}>
                  <th scope="row" className={styles.emailCell}>
                    {user.email}
                    {user.signInWaitUntil !== undefined ? (
                      <span className={styles.slowed} data-testid="accounts-slowed">
                        {t("admin.accounts.list.slowed", { time: formatDateTime(user.signInWaitUntil, i18n.language) })}
                      </span>
                    ) : null}
                  </th>
                  <td>{formatDateTime(user.createdAt, i18n.language)}</td>
                  <td>
                    {user.privileges.length === 0 ? (
                      <span className={styles.hint}>{t("admin.accounts.list.none")}</span>
                    ) : (
                      <ul className={styles.privileges}>
                        {user.privileges.map((id) => (
                          <li key={id} className={styles.privilege}>
                            {privilegeName(id, `#${id}`, t)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onTime(user)}
                      aria-label={t("admin.accounts.time.label", { email: user.email })}
                      data-testid="accounts-time"
                    >
                      {t(
                        `admin.accounts.time.options.${isKnownAllowance(user.timeAllowance) ? user.timeAllowance : 100}`,
                      )}
                    </Button>
                  </td>
                  <td className={styles.actionCell}>
                    <span className={styles.actions}>
                      {ROW_ACTIONS.map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant="secondary"
                          onClick={() => rowAction[action](user.email)}
                          aria-label={t(`admin.accounts.list.${action}Label`, { email: user.email })}
                          data-testid={`accounts-${action}`}
                        >
                          {t(`admin.accounts.list.${action}`)}
                        </Button>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.pages > 1 ? (
        <nav className={styles.pagination} aria-label={t("admin.accounts.list.pages")}>
          <Button
            variant="secondary"
            size="sm"
            icon={<ArrowLeftIcon />}
            disabled={list.page <= 1 || list.refreshing}
            onClick={() => list.setPage(list.page - 1)}
            data-testid="accounts-previous"
          >
            {t("admin.accounts.list.previous")}
          </Button>
          <span data-testid="accounts-page">
            {t("admin.accounts.list.pageOf", { page: list.page, total: list.pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.page >= list.pages || list.refreshing}
            onClick={() => list.setPage(list.page + 1)}
            data-testid="accounts-next"
          >
            {t("admin.accounts.list.next")}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
