import type { TAssignmentSummary } from "@bandcraft/contract/assignments";
import type { TClassSummary } from "@bandcraft/contract/classes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { RefreshIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/spinner";
import { AssignmentCard } from "./assignment-card";
import { assignmentFailure } from "./assignment-rules";
import { assignmentFailureText } from "./assignment-text";
import styles from "./assignments.module.css";
import "./assignments-i18n";
import { NewAssignmentDialog } from "./new-assignment-dialog";
import { useAssignmentChanges, useAssignments } from "./use-assignments";

type TProps = { classID: string; summary: TClassSummary };

/** The class's assignments, latest due first, with New assignment (not for an archived class) and Withdraw. */
export function AssignmentsTab({ classID, summary }: TProps) {
  const { t } = useTranslation();
  const query = useAssignments(classID);
  const changes = useAssignmentChanges(classID);
  const [creating, setCreating] = useState(false);
  const [withdrawing, setWithdrawing] = useState<TAssignmentSummary | null>(null);
  const { withdraw } = changes;
  return (
    <section className={styles.section} aria-labelledby="class-assignments-title">
      <div className={styles.sectionHead}>
        <h2 id="class-assignments-title" className={styles.sectionTitle}>
          {t("assignments.list.title")}
        </h2>
        {summary.archived ? null : (
          <Button
            onClick={() => {
              changes.create.reset();
              setCreating(true);
            }}
            data-testid="assignment-new"
          >
            {t("assignments.list.new")}
          </Button>
        )}
      </div>
      {summary.archived ? (
        <p className={styles.note} data-testid="assignment-archived-note">
          {t("assignments.list.archivedNote")}
        </p>
      ) : null}
      {query.isPending ? (
        <div className={styles.state}>
          <Spinner label={t("assignments.list.loading")} />
        </div>
      ) : query.isError ? (
        <div className={styles.stateFailure} role="alert" data-testid="assignments-error">
          <p>{assignmentFailureText(assignmentFailure(query.error), t, t("assignments.list.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("teaching.classes.retry")}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className={styles.empty} data-testid="assignments-empty">
          {summary.archived ? t("assignments.list.emptyArchived") : t("assignments.list.empty")}
        </p>
      ) : (
        <ul className={styles.cards} data-testid="assignments">
          {query.data.map((assignment) => (
            <AssignmentCard
              key={assignment.assignmentID}
              classID={classID}
              assignment={assignment}
              onWithdraw={
                summary.archived
                  ? undefined
                  : () => {
                      withdraw.reset();
                      setWithdrawing(assignment);
                    }
              }
            />
          ))}
        </ul>
      )}
      {creating ? (
        <NewAssignmentDialog
          classID={classID}
          className={summary.name}
          create={changes.create}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t("assignments.withdraw.title", { title: withdrawing?.title ?? "" })}
        testId="assignment-withdraw-dialog"
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing) withdraw.mutate(withdrawing.assignmentID, { onSuccess: () => setWithdrawing(null) });
        }}
        confirmLabel={t("assignments.withdraw.confirm")}
        confirmTestId="assignment-withdraw-confirm"
        danger
        busy={withdraw.isPending}
      >
        <p>{t("assignments.withdraw.body")}</p>
        {withdraw.isError ? (
          <p className={styles.failure} role="alert">
            {assignmentFailureText(assignmentFailure(withdraw.error), t, t("assignments.withdraw.failed"))}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
