import { ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { DownloadIcon, WarningIcon } from "../../components/ui/icons";
import styles from "./add-learners.module.css";
import { saveCsv } from "./save-csv";
import type { TAddLearnersResult } from "./teaching.api";
import { passwordsCsv, passwordsFileName } from "./teaching-rules";

type TProps = { classTitle: string; result: TAddLearnersResult; onClose: () => void };

/**
 * Who was added: the new accounts with their one-time passwords (shown this once, and downloadable as CSV), the
 * accounts that already existed, and the e-mails that were in the class already. Closing forgets the passwords;
 * a press beside the dialog does not close it, so they are not lost by a stray tap.
 */
export function OneTimePasswordsDialog({ classTitle, result, onClose }: TProps) {
  const { t } = useTranslation();
  const fresh = result.added.filter((l) => l.oneTimePassword !== null);
  const existing = result.added.filter((l) => l.oneTimePassword === null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("teaching.passwords.title")}
      testId="one-time-passwords"
      maxWidth={760}
      closeOnOutsideClick={false}
      footer={
        <Button onClick={onClose} data-testid="one-time-passwords-close">
          {t("teaching.passwords.close")}
        </Button>
      }
    >
      <div className={styles.passwords}>
        <p data-testid="one-time-passwords-summary">
          {t("teaching.passwords.summary", { count: result.added.length, name: classTitle })}
        </p>
        {fresh.length > 0 ? (
          <>
            <p className={styles.once}>
              <WarningIcon aria-hidden="true" className={styles.onceIcon} />
              <span>{t("teaching.passwords.once", { days: ONE_TIME_PASSWORD_DAYS })}</span>
            </p>
            <div className={styles.actions}>
              <Button
                icon={<DownloadIcon />}
                onClick={() => saveCsv(passwordsCsv(fresh), passwordsFileName(classTitle))}
                data-testid="one-time-passwords-download"
              >
                {t("teaching.passwords.download")}
              </Button>
            </div>
            <table className={styles.passwordTable} data-testid="one-time-passwords-table">
              <caption className={styles.caption}>
                {t("teaching.passwords.newAccounts", { count: fresh.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("teaching.passwords.email")}</th>
                  <th scope="col">{t("teaching.passwords.name")}</th>
                  <th scope="col">{t("teaching.passwords.password")}</th>
                </tr>
              </thead>
              <tbody>
                {fresh.map((learner) => (
                  <tr key={learner.email} data-testid="one-time-password-row">
                    <th scope="row">{learner.email}</th>
                    <td data-label={t("teaching.passwords.name")}>{learner.name ?? ""}</td>
                    <td data-label={t("teaching.passwords.password")}>
                      <code className={styles.password} data-testid="one-time-password">
                        {learner.oneTimePassword}
                      </code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <p className={styles.muted}>{t("teaching.passwords.noneNew")}</p>
        )}
        <EmailList
          title={t("teaching.passwords.existing")}
          emails={existing.map((l) => l.email)}
          testId="one-time-passwords-existing"
        />
        <EmailList
          title={t("teaching.passwords.alreadyInClass")}
          emails={result.alreadyInClass}
          testId="one-time-passwords-already"
        />
      </div>
    </Dialog>
  );
}

function EmailList({ title, emails, testId }: { title: string; emails: string[]; testId: string }) {
  if (emails.length === 0) return null;
  return (
    <div data-testid={testId}>
      <p className={styles.listTitle}>{title}</p>
      <ul className={styles.emails}>
        {emails.map((email) => (
          <li key={email}>{email}</li>
        ))}
      </ul>
    </div>
  );
}
