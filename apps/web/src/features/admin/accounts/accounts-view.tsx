import type { TUserSummary } from "@bandcraft/contract/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ToastRegion, useToasts } from "../../../components/ui/toast";
import type { TAccountAction } from "./account-row";
import styles from "./accounts.module.css";
import { CreateAccountForm } from "./create-account-form";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { DisableDialog } from "./disable-dialog";
import { OneTimePasswordDialog } from "./one-time-password-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { TimeAllowanceDialog } from "./time-allowance-dialog";
import { UnlockDialog } from "./unlock-dialog";
import { useUsers } from "./use-users";
import { UserTable } from "./user-table";

/** The dialog open over the list: which action, for which account. */
type TActing = { action: TAccountAction; user: TUserSummary };

/** Users → Learner Accounts (there is no registration: administrators make the accounts). */
export function AccountsView() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const list = useUsers();
  const [acting, setActing] = useState<TActing | null>(null);
  const close = () => setActing(null);
  /** The account an action's dialog is open for, or null when another (or none) is open. */
  const userFor = (...actions: TAccountAction[]) => (acting && actions.includes(acting.action) ? acting.user : null);
  const emailFor = (...actions: TAccountAction[]) => userFor(...actions)?.email ?? null;
  const done = (message: string) => {
    setActing(null);
    toasts.show("success", message);
    list.refresh();
  };
  const timing = userFor("time");
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
        <UserTable list={list} onAction={(action, user) => setActing({ action, user })} />
      </div>
      <ResetPasswordDialog
        email={emailFor("reset")}
        onClose={close}
        onDone={(email) => toasts.show("success", t("admin.accounts.reset.done", { email }))}
      />
      {timing ? (
        <TimeAllowanceDialog
          key={timing.email}
          user={timing}
          onClose={close}
          onDone={(email, running) => done(t("admin.accounts.time.done", { email, count: running }))}
        />
      ) : null}
      <UnlockDialog
        email={emailFor("unlock")}
        onClose={close}
        onDone={(email, hadFailures) =>
          done(t(hadFailures ? "admin.accounts.unlock.done" : "admin.accounts.unlock.nothing", { email }))
        }
      />
      <DisableDialog
        user={userFor("disable", "enable")}
        onClose={close}
        onDone={(email, disabled) =>
          done(t(disabled ? "admin.accounts.disable.done" : "admin.accounts.enable.done", { email }))
        }
      />
      <DeleteAccountDialog
        email={emailFor("delete")}
        onClose={close}
        onDone={(email) => done(t("admin.accounts.delete.done", { email }))}
      />
      <OneTimePasswordDialog email={emailFor("oneTime")} onClose={close} onIssued={() => list.refresh()} />
      <ToastRegion toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </section>
  );
}
