import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { accountFailureText, type TAccountFailure } from "./account-rules";
import styles from "./accounts.module.css";

type TProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** Sends the form (the dialog's own checks passed). */
  onSubmit: () => void;
  /** The last call's failure, shown above the buttons; `failedText` when the server said nothing. */
  failure: TAccountFailure | null;
  failedText: string;
  failureTestId?: string;
  submitLabel: string;
  submitTestId: string;
  pending: boolean;
  children: ReactNode;
};

/**
 * A dialog acting on one account (reset the password, unlock sign-in, extra time): its form, the last
 * failure, Cancel and the action. The form checks its own fields, so the browser's bubbles stay off.
 */
export function AccountDialog(props: TProps) {
  const { t } = useTranslation();
  const { failure } = props;
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title} testId={props.testId}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
        noValidate
      >
        {props.children}
        {failure ? (
          <p className={styles.failure} role="alert" data-testid={props.failureTestId}>
            {accountFailureText(failure, t, props.failedText)}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={props.onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={props.pending} data-testid={props.submitTestId}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
