import { useTranslation } from "react-i18next";
import { BankCount } from "../../components/bank-summary/bank-count";
import { useBankSummary } from "../../components/bank-summary/bank-summary";
import { CheckIcon, ClockIcon, ListIcon } from "../../components/ui/icons";

/** The Writing pages' hero badges: the bank's live task counts by part, and what the editor gives. */
export function useWritingBadges() {
  const { t } = useTranslation();
  const bank = useBankSummary();
  return [
    {
      id: "task1",
      icon: <ListIcon />,
      text: <BankCount i18nKey="writingHub.claims.task1" count={bank?.writingTask1} />,
    },
    {
      id: "task2",
      icon: <CheckIcon />,
      text: <BankCount i18nKey="writingHub.claims.task2" count={bank?.writingTask2} />,
    },
    { id: "timed", icon: <ClockIcon />, text: t("writingHub.claims.timed") },
  ];
}
