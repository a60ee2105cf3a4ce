import type { TTokenInfo } from "@bandcraft/contract/accounts";
import { useTranslation } from "react-i18next";
import { InfoIcon } from "../../components/ui/icons";
import { Tooltip } from "../../components/ui/tooltip";
import { formatDateTime } from "../../lib/privilege-format";
import styles from "./settings.module.css";

/** Token balances per entity type with the next refill as a local date-time. */
export function TokenList({ tokens }: { tokens: TTokenInfo[] }) {
  const { t, i18n } = useTranslation();
  if (tokens.length === 0) return <p className={styles.muted}>{t("settings.noTokens")}</p>;
  return (
    <ul className={styles.list} data-testid="token-list">
      {tokens.map((token) => (
        <li key={token.entityType} className={styles.row} data-testid={`token-${token.entityType}`}>
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>
              {token.entityType === "actual_reading_test"
                ? t("settings.tokenEntities.actual_reading_test")
                : token.entityType}
            </span>
            <span className={styles.rowSub}>
              {t("settings.nextRefill")}:{" "}
              <span data-testid="token-refill">{formatDateTime(token.next_refill_time, i18n.language)}</span>
              <Tooltip label={t("settings.refillHelp")} content={t("settings.refillTooltip")}>
                <InfoIcon />
              </Tooltip>
            </span>
          </div>
          <div className={styles.tokenCount}>
            <span className={styles.tokenNumber} data-testid="token-available">
              {token.availableTokens}
            </span>
            <span className={styles.rowSub}>{t("settings.availableTokens")}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
