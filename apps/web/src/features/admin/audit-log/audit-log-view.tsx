import { AUDIT_ACTIONS, type TAuditAction } from "@bandcraft/contract/audit";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import field from "../../../components/ui/field.module.css";
import { RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { PageNav } from "../admin-shared/page-nav";
import styles from "./audit-log.module.css";
import { AuditTable } from "./audit-table";
import { useAuditLog } from "./use-audit-log";

const isAction = (value: string): value is TAuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * Users → Audit log: what administrators and teachers changed, newest first, searchable by who did it or to
 * whom, filtered by action, a page at a time.
 */
export function AuditLogView() {
  const { t } = useTranslation();
  const ids = useId();
  const log = useAuditLog();
  const [text, setText] = useState(log.filters.query);
  const filtered = log.filters.query !== "" || log.filters.action !== null;
  return (
    <section className={styles.view} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.heading}>
        {t("admin.audit.title")}
      </h2>
      <p className={styles.hint}>{t("admin.audit.intro")}</p>
      <div className={styles.card}>
        <div className={styles.filters}>
          <form
            className={styles.search}
            onSubmit={(e) => {
              e.preventDefault();
              log.search(text);
            }}
          >
            <label htmlFor={`${ids}-search`} className={field.label}>
              {t("admin.audit.searchLabel")}
            </label>
            <div className={styles.searchRow}>
              <input
                id={`${ids}-search`}
                type="search"
                className={field.input}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={t("admin.audit.searchPlaceholder")}
                data-testid="audit-search"
              />
              <Button type="submit" variant="secondary" data-testid="audit-search-submit">
                {t("admin.audit.search")}
              </Button>
            </div>
          </form>
          <div className={styles.actionFilter}>
            <label htmlFor={`${ids}-action`} className={field.label}>
              {t("admin.audit.actionLabel")}
            </label>
            <select
              id={`${ids}-action`}
              className={field.input}
              value={log.filters.action ?? ""}
              onChange={(e) => log.chooseAction(isAction(e.target.value) ? e.target.value : null)}
              data-testid="audit-action-filter"
            >
              <option value="">{t("admin.audit.allActions")}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {t(`admin.audit.actions.${action}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className={styles.hint} data-testid="audit-total">
          {t("admin.audit.total", { count: log.total })}
        </p>
        {log.loading ? (
          <div className={styles.state}>
            <Spinner label={t("admin.audit.loading")} />
          </div>
        ) : log.error ? (
          <div className={styles.state} role="alert" data-testid="audit-error">
            <p className={styles.failure}>
              {log.error.kind === "network" ? t("admin.audit.network") : log.error.errMsg || t("admin.audit.failed")}
            </p>
            <Button variant="secondary" icon={<RefreshIcon />} onClick={log.retry}>
              {t("admin.audit.retry")}
            </Button>
          </div>
        ) : log.entries.length === 0 ? (
          <p className={styles.state} data-testid="audit-empty">
            {filtered ? t("admin.audit.noMatch") : t("admin.audit.empty")}
          </p>
        ) : (
          <AuditTable entries={log.entries} busy={log.refreshing} />
        )}
        <PageNav list={log} texts="admin.audit" testId="audit" />
      </div>
    </section>
  );
}
