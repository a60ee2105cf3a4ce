import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../lib/privilege-format";
import { InfoIcon } from "../ui/icons";
import styles from "./token-balance.module.css";
import { useReadingTokens } from "./use-reading-tokens";

/**
 * The learner's tokens, said before anything spends them: how many are left today and when they refill (in
 * the learner's own time zone), and, given a `cost`, what the action at hand uses. Nothing until known.
 */
export function TokenBalance({ cost, untimed = false }: { cost?: number; untimed?: boolean }) {
  const { t, i18n } = useTranslation();
  const tokens = useReadingTokens().data;
  if (!tokens) return null;
  let text: string;
  if (tokens.spendsNone) text = t("tokens.spendsNone");
  else {
    const refill = formatDateTime(tokens.refillAt, i18n.language);
    const left = t("tokens.left", { count: tokens.available, time: refill });
    // Sentences join with a space in English, with none after Chinese and Japanese full stops.
    text =
      cost === undefined ? left : t("common.twoSentences", { first: t("tokens.cost", { count: cost }), second: left });
  }
  const short = !tokens.spendsNone && cost !== undefined && tokens.available < cost;
  // A practice that counts up is never closed by a clock, but one left untouched long enough is, unrefunded.
  const days = Math.max(1, Math.round(tokens.abandonAfterHours / 24));
  return (
    <div className={styles.box} data-testid="token-balance">
      <p className={styles.balance} data-short={short ? "true" : undefined}>
        <InfoIcon className={styles.icon} aria-hidden="true" />
        <span>{text}</span>
      </p>
      {untimed && !tokens.spendsNone && tokens.abandonAfterHours > 0 ? (
        <p className={styles.note}>{t("tokens.abandoned", { count: days })}</p>
      ) : null}
    </div>
  );
}
