import type { TPrivilegeCatalogueEntry } from "@bandcraft/contract/privileges";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { expiryText, privilegeEffect, privilegeName, remainingText } from "../../lib/privilege-format";
import type { TPrivilegeRow } from "./privilege-rows";
import styles from "./settings.module.css";

/** Held privileges with status badge, expiry and remaining time. */
export function PrivilegeList({ rows }: { rows: TPrivilegeRow[] }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <p className={styles.muted}>{t("settings.noPrivileges")}</p>;
  return (
    <ul className={styles.list} data-testid="privilege-list">
      {rows.map((row) => {
        const name = privilegeName(row.id, row.fallbackName, t);
        return (
          <li key={row.id} className={styles.row} data-testid={`privilege-${row.id}`}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{name}</span>
              <span className={styles.rowSub}>{privilegeEffect(row.id, t)}</span>
            </div>
            <div className={styles.rowMeta}>
              <span className={`${styles.badge} ${styles[row.status]}`} data-testid="privilege-status">
                {t(`privilege.status.${row.status}`)}
              </span>
              <span className={styles.rowSub}>
                {t("settings.expires")}:{" "}
                <span data-testid="privilege-expiry">{expiryText(row.expiry, t, i18n.language)}</span>
              </span>
              {row.remaining ? (
                <span className={styles.rowSub} data-testid="privilege-remaining">
                  {remainingText(row.remaining, t)}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Privileges the user could ask for; applying is not available yet, so the button is disabled. */
export function AdditionalPrivilegeList({ entries }: { entries: TPrivilegeCatalogueEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className={styles.muted}>{t("settings.noAdditional")}</p>;
  return (
    <ul className={styles.list} data-testid="additional-privileges">
      {entries.map((entry) => {
        const name = privilegeName(entry.id, entry.name, t);
        return (
          <li key={entry.id} className={styles.row} data-testid={`additional-${entry.id}`}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{name}</span>
              <span className={styles.rowSub}>{privilegeEffect(entry.id, t)}</span>
            </div>
            <Button size="sm" variant="secondary" disabled aria-label={t("settings.applySoonLabel", { name })}>
              {t("settings.applySoon")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
