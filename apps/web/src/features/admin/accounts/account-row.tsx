import { TIME_ALLOWANCES, type TTimeAllowance, type TUserSummary } from "@bandcraft/contract/admin";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { formatDateTime, privilegeName } from "../../../lib/privilege-format";
import styles from "./accounts.module.css";

const isKnownAllowance = (n: number): n is TTimeAllowance => (TIME_ALLOWANCES as readonly number[]).includes(n);

/** What an administrator can do to an account from its row; each opens its dialog. */
export type TAccountAction = "time" | "reset" | "unlock" | "oneTime" | "disable" | "enable" | "delete";

/** A row's buttons at its end, in order, with their test ids (the e2e tests press them). */
const ROW_BUTTONS: readonly { action: Exclude<TAccountAction, "time">; testId: string; danger?: boolean }[] = [
  { action: "reset", testId: "accounts-reset" },
  { action: "unlock", testId: "accounts-unlock" },
  { action: "oneTime", testId: "account-one-time-password" },
  { action: "disable", testId: "account-disable" },
  { action: "enable", testId: "account-enable" },
  { action: "delete", testId: "account-delete", danger: true },
];

/** Which buttons a row shows: Disable or Enable by its state, and neither nor Delete on one's own account. */
export function rowActions(user: TUserSummary, ownEmail: string | undefined): TAccountAction[] {
  const own = user.email === ownEmail;
  return ROW_BUTTONS.map((b) => b.action).filter((action) => {
    if (action === "disable") return !own && user.disabled !== true;
    if (action === "enable") return !own && user.disabled === true;
    if (action === "delete") return !own;
    return true;
  });
}

type TProps = { user: TUserSummary; ownEmail: string | undefined; onAction: (action: TAccountAction) => void };

/**
 * One account: its e-mail with the name a teacher gave and its state (disabled, holding a one-time password,
 * sign-in slowed), created, active privileges, time allowance and the actions.
 */
export function AccountRow({ user, ownEmail, onAction }: TProps) {
  const { t, i18n } = useTranslation();
  const shown = rowActions(user, ownEmail);
  return (
    <tr data-testid="accounts-row" data-email={user.email}>
      <th scope="row" className={styles.emailCell}>
        {user.email}
        {user.name ? (
          <span className={styles.name} data-testid="account-name">
            {user.name}
          </span>
        ) : null}
        <span className={styles.badges}>
          {user.disabled ? (
            <span className={styles.disabled} data-testid="account-disabled-badge">
              {t("admin.accounts.list.disabledBadge")}
            </span>
          ) : null}
          {user.mustChangePassword ? (
            <span className={styles.oneTime} data-testid="account-one-time-badge">
              {t("admin.accounts.list.oneTimeBadge")}
            </span>
          ) : null}
          {user.signInWaitUntil !== undefined ? (
            <span className={styles.slowed} data-testid="accounts-slowed">
              {t("admin.accounts.list.slowed", { time: formatDateTime(user.signInWaitUntil, i18n.language) })}
            </span>
          ) : null}
        </span>
      </th>
      <td>{formatDateTime(user.createdAt, i18n.language)}</td>
      <td>
        {user.privileges.length === 0 ? (
          <span className={styles.hint}>{t("admin.accounts.list.none")}</span>
        ) : (
          <ul className={styles.privileges}>
            {user.privileges.map((id) => (
              <li key={id} className={styles.privilege}>
                {privilegeName(id, `#${id}`, t)}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction("time")}
          aria-label={t("admin.accounts.time.label", { email: user.email })}
          data-testid="accounts-time"
        >
          {t(`admin.accounts.time.options.${isKnownAllowance(user.timeAllowance) ? user.timeAllowance : 100}`)}
        </Button>
      </td>
      <td className={styles.actionCell}>
        <span className={styles.actions}>
          {ROW_BUTTONS.filter((b) => shown.includes(b.action)).map(({ action, testId, danger }) => (
            <Button
              key={action}
              size="sm"
              variant={danger ? "danger" : "secondary"}
              onClick={() => onAction(action)}
              aria-label={t(`admin.accounts.list.${action}Label`, { email: user.email })}
              data-testid={testId}
            >
              {t(`admin.accounts.list.${action}`)}
            </Button>
          ))}
        </span>
      </td>
    </tr>
  );
}
