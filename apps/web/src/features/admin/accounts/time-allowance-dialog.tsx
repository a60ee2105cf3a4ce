import { TIME_ALLOWANCES, type TTimeAllowance, type TUserSummary } from "@bandcraft/contract/admin";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../components/ui/field";
import { AccountDialog } from "./account-dialog";
import { setTimeAllowance } from "./accounts.api";
import styles from "./accounts.module.css";

type TProps = { user: TUserSummary | null; onClose: () => void; onDone: (email: string, running: number) => void };

const isAllowance = (n: number): n is TTimeAllowance => (TIME_ALLOWANCES as readonly number[]).includes(n);

/** Extra time: the learner's allowance for complete tests, for new tests and, if chosen, the one running. */
export function TimeAllowanceDialog({ user, onClose, onDone }: TProps) {
  const { t } = useTranslation();
  const current = user && isAllowance(user.timeAllowance) ? user.timeAllowance : 100;
  const [percent, setPercent] = useState<TTimeAllowance>(current);
  const [applyToRunning, setApplyToRunning] = useState(false);
  const save = useMutation({
    mutationFn: (email: string) => setTimeAllowance(email, percent, applyToRunning),
    onSuccess: (running, email) => onDone(email, running),
  });
  return (
    <AccountDialog
      email={user?.email ?? null}
      onClose={onClose}
      title={t("admin.accounts.time.title")}
      testId="time-allowance-dialog"
      onSubmit={save.mutate}
      call={save}
      failedText={t("admin.accounts.time.failed")}
      submitLabel={t("admin.accounts.time.save")}
      submitTestId="time-allowance-save"
    >
      <p className={styles.dialogText}>{t("admin.accounts.time.intro", { email: user?.email ?? "" })}</p>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t("admin.accounts.time.title")}</legend>
        {TIME_ALLOWANCES.map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="time-allowance"
              checked={percent === option}
              onChange={() => setPercent(option)}
              data-testid={`time-allowance-${option}`}
            />
            {t(`admin.accounts.time.options.${option}`)}
          </label>
        ))}
      </fieldset>
      <Checkbox
        className={styles.choice}
        checked={applyToRunning}
        onChange={setApplyToRunning}
        testId="time-allowance-running"
      >
        {t("admin.accounts.time.running")}
      </Checkbox>
    </AccountDialog>
  );
}
