import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { accountFailure, accountFailureText } from "./account-rules";
import styles from "./accounts.module.css";

/** The dialog's call (a mutation): the action waits while it runs, and its failure shows above the buttons. */
type TCall = { isPending: boolean; isError: boolean; error: unknown };

type TProps = {
  /** The account acted on; none keeps the dialog closed. */
  email: string | null;
  onClose: () => void;
  title: string;
  testId: string;
  /** Sends the form for the account (the dialog's own checks passed). */
  onSubmit: (email: string) => void;
  call: TCall;
  /** The failure's words when the server said nothing. */
  failedText: string;
  failureTestId?: string;
  submitLabel: string;
  submitTestId: string;
  /** The action waits for more than the call (a typed confirmation). */
  submitDisabled?: boolean;
  /** What cannot be undone: the action is red. */
  danger?: boolean;
  children: ReactNode;
};

/**
 * A dialog acting on one account (reset the password, unlock sign-in, extra time, disable, delete): its form, the last
 * failure, Cancel and the action. The form checks its own fields, so the browser's bubbles stay off.
 */
export function AccountDialog(props: TProps) {
  const { t } = useTranslation();
  const { email, call } = props;
  const failure = call.isError ? accountFailure(call.error) : null;
  return (
    <Dialog open={email !== null} onClose={props.onClose} title={props.title} testId={props.testId}>
      <form
        className={styles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (email !== null) props.onSubmit(email);
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
          <Button
            type="submit"
            variant={props.danger ? "danger" : "primary"}
            disabled={call.isPending || props.submitDisabled}
            data-testid={props.submitTestId}
          >
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
