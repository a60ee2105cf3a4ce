import type { TUserSummary } from "@bandcraft/contract/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ToastRegion, useToasts } from "../../../components/ui/toast";
import styles from "./accounts.module.css";
import { CreateAccountForm } from "./create-account-form";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { TimeAllowanceDialog } from "./time-allowance-dialog";
import { UnlockDialog } from "./unlock-dialog";
import { useUsers } from "./use-users";
import { UserTable } from "./user-table";

/** Users → Learner Accounts (there is no registration: administrators make the accounts). */
export function AccountsView() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const list = useUsers();
  const [resetting, setResetting] = useState<string | null>(null);
  const [timing, setTiming] = useState<TUserSummary | null>(null);
  const [unlocking, setUnlocking] = useState<string | null>(null);
  return (
    <section className={styles.view} aria-labelledby="accounts-title">
      <h2 id="accounts-title" className={styles.heading}>
        {t("admin.accounts.title")}
      </h2>
      <div className={styles.layout}>
        <CreateAccountForm
          onCreated={(email) => {
            toasts.show("success", t("admin.accounts.create.done", { email }));
            list.refresh();
          }}
        />
        <UserTable list={list} onReset={setResetting} onTime={setTiming} onUnlock={setUnlocking} />
      </div>
      <ResetPasswordDialog
        email={resetting}
        onClose={() => setResetting(null)}
        onDone={(email) => toasts.show("success", t("admin.accounts.reset.done", { email }))}
      />
      {timing ? (
        <TimeAllowanceDialog
          key={timing.email}
          user={timing}
          onClose={() => setTiming(null)}
          onDone={(email, running) => {
            setTiming(null);
            toasts.show("success", t("admin.accounts.time.done", { email, count: running }));
            list.refresh();
          }}
        />
      ) : null}
      <UnlockDialog
        email={unlocking}
        onClose={() => setUnlocking(null)}
        onDone={(email, hadFailures) => {
          setUnlocking(null);
          toasts.show(
            "success",
            t(hadFailures ? "admin.accounts.unlock.done" : "admin.accounts.unlock.nothing", { email }),
          );
          list.refresh();
        }}
      />
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </section>
  );
}
