import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { TokenBalance } from "../../components/token-balance/token-balance";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { BookIcon } from "../../components/ui/icons";
import { accuracyTier, percent } from "./record-rules";
import styles from "./records.module.css";
import dialogCss from "./records-dialogs.module.css";

export type TChooseMode = "review" | "retry";

type TProps = {
  choice: { mode: TChooseMode; record: TPracticeRecord } | null;
  onPick: (mode: TChooseMode, record: TPracticeRecord, practiceID: string) => void;
  onClose: () => void;
  busy: boolean;
};

/** Choose a passage of a full test to review or to retry. */
export function ChoosePassageDialog({ choice, onPick, onClose, busy }: TProps) {
  const { t } = useTranslation();
  if (!choice) return null;
  const { mode, record } = choice;
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={mode === "review" ? t("records.choose.reviewTitle") : t("records.choose.retryTitle")}
      icon={<BookIcon />}
      maxWidth={560}
      testId={`choose-${mode}-dialog`}
      footer={
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t("common.cancel")}
        </Button>
      }
    >
      <p className={styles.muted}>
        {mode === "review" ? t("records.choose.reviewLead") : t("records.choose.retryLead")}
      </p>
      {mode === "retry" ? <TokenBalance cost={1} untimed /> : null}
      <ul className={dialogCss.chooseList}>
        {record.readingPracticeInfo.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={dialogCss.chooseItem}
              onClick={() => onPick(mode, record, p.id)}
              disabled={busy}
              data-testid="choose-passage"
            >
              <span className={styles.breakdownTitle}>{p.title}</span>
              <span className={styles[`tier-${accuracyTier(p.accuracy)}`]}>{percent(p.accuracy)}%</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
