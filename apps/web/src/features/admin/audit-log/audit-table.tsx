import type { TAuditDetail, TAuditDetailKey, TAuditEntry } from "@bandcraft/contract/audit";
import { expiryDisplay } from "@bandcraft/domain/privilege-status";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { expiryText, formatDateTime } from "../../../lib/privilege-format";
import styles from "./audit-log.module.css";

/** Who did it: an e-mail, or the command line (the actor "cli"). */
function actorText(actor: string, t: TFunction): string {
  return actor === "cli" ? t("admin.audit.cli") : actor;
}

/** A detail's value as text: times as dates, yes or no in the reader's language, null as a dash. */
function valueText(key: TAuditDetailKey, value: TAuditDetail[TAuditDetailKey], t: TFunction, language: string): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "boolean") return value ? t("admin.audit.yes") : t("admin.audit.no");
  if (key === "expiresAt" && typeof value === "number") return expiryText(expiryDisplay(value), t, language);
  return String(value);
}

type TProps = { entries: TAuditEntry[]; busy: boolean };

/** The log's entries, newest first: when, who, what (translated), to what, and the particulars as chips. */
export function AuditTable({ entries, busy }: TProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={busy} data-testid="audit-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.audit.columns.at")}</th>
            <th scope="col">{t("admin.audit.columns.actor")}</th>
            <th scope="col">{t("admin.audit.columns.action")}</th>
            <th scope="col">{t("admin.audit.columns.target")}</th>
            <th scope="col">{t("admin.audit.columns.detail")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const details = Object.entries(entry.detail) as [TAuditDetailKey, TAuditDetail[TAuditDetailKey]][];
            return (
              <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                <td className={styles.when} data-label={t("admin.audit.columns.at")}>
                  <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, i18n.language)}</time>
                </td>
                <td className={styles.text} data-label={t("admin.audit.columns.actor")}>
                  {actorText(entry.actor, t)}
                </td>
                <th scope="row" className={styles.action}>
                  {t(`admin.audit.actions.${entry.action}`)}
                </th>
                <td className={styles.text} data-label={t("admin.audit.columns.target")}>
                  {entry.target}
                </td>
                <td className={details.length === 0 ? styles.noDetail : undefined}>
                  {details.length === 0 ? null : (
                    <ul className={styles.chips} aria-label={t("admin.audit.columns.detail")}>
                      {details.map(([key, value]) => (
                        <li key={key} className={styles.chip}>
                          {t(`admin.audit.detailKeys.${key}`)}: {valueText(key, value, t, i18n.language)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
