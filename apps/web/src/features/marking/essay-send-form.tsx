import type { TMyAssignment } from "@bandcraft/contract/assignments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import fieldStyles from "../../components/ui/field.module.css";
import styles from "./essay-marking.module.css";
import type { TPanelEssay } from "./essay-marking-panel";
import { sendEssay } from "./marking.api";
import { failureText } from "./marking-text";

type TProps = {
  essay: TPanelEssay;
  classes: { classID: string; name: string }[];
  assignments: TMyAssignment[];
};

/** The writing assignments of a class this essay can be sent for: on its task, open, and not sent for yet. */
export function assignmentsFor(essay: TPanelEssay, assignments: readonly TMyAssignment[], classID: string) {
  return assignments.filter(
    (a) =>
      a.kind === "writing" &&
      a.classID === classID &&
      a.writingTaskID === essay.writingPracticeID &&
      a.status !== "upcoming" &&
      a.status !== "submitted",
  );
}

/**
 * "Send to your teacher": one of the learner's classes, and an assignment of that class on this essay's task
 * when there is one (chosen for them: it is why they wrote it). Sending is final, so it is confirmed first.
 */
export function EssaySendForm({ essay, classes, assignments }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const firstFor = (classID: string) => assignmentsFor(essay, assignments, classID)[0]?.assignmentID ?? "";
  const [classID, setClassID] = useState(
    () =>
      classes.find((c) => firstFor(c.classID) !== "")?.classID ??
      (classes.length === 1 ? (classes[0]?.classID ?? "") : ""),
  );
  const [assignmentID, setAssignmentID] = useState(() => firstFor(classID));
  const [noClass, setNoClass] = useState(false);
  const [asking, setAsking] = useState(false);
  const send = useMutation({
    mutationFn: () => sendEssay(essay.essayID, classID, assignmentID || null),
    onSuccess: () => {
      setAsking(false);
      // The essay's marking and the learner's assignments (one may be done now) both changed.
      void queryClient.invalidateQueries();
    },
  });
  const candidates = classID ? assignmentsFor(essay, assignments, classID) : [];
  const className = classes.find((c) => c.classID === classID)?.name ?? "";
  const assignment = candidates.find((a) => a.assignmentID === assignmentID);

  const chooseClass = (next: string) => {
    setClassID(next);
    setAssignmentID(firstFor(next));
    setNoClass(false);
  };
  const ask = () => {
    if (!classID) {
      setNoClass(true);
      document.getElementById(`${id}-class`)?.focus();
      return;
    }
    send.reset();
    setAsking(true);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="essay-send-panel">
      <h2 id={`${id}-title`} className={styles.title}>
        {t("marking.learner.send.title")}
      </h2>
      <p className={styles.muted}>{t("marking.learner.send.intro")}</p>
      <div className={styles.sendFields}>
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-class`} className={fieldStyles.label}>
            {t("marking.learner.send.class")}
          </label>
          <select
            id={`${id}-class`}
            className={fieldStyles.input}
            value={classID}
            aria-invalid={noClass || undefined}
            aria-describedby={noClass ? `${id}-class-error` : undefined}
            onChange={(event) => chooseClass(event.target.value)}
            data-testid="essay-send-class"
          >
            {classes.length > 1 ? <option value="">{t("marking.learner.send.chooseClass")}</option> : null}
            {classes.map((c) => (
              <option key={c.classID} value={c.classID}>
                {c.name}
              </option>
            ))}
          </select>
          {noClass ? (
            <p id={`${id}-class-error`} className={fieldStyles.error} role="alert">
              {t("marking.learner.send.needClass")}
            </p>
          ) : null}
        </div>
        {candidates.length > 0 ? (
          <div className={fieldStyles.field}>
            <label htmlFor={`${id}-assignment`} className={fieldStyles.label}>
              {t("marking.learner.send.assignment")}
            </label>
            <select
              id={`${id}-assignment`}
              className={fieldStyles.input}
              value={assignmentID}
              onChange={(event) => setAssignmentID(event.target.value)}
              data-testid="essay-send-assignment"
            >
              {candidates.map((a) => (
                <option key={a.assignmentID} value={a.assignmentID}>
                  {t("marking.learner.send.forAssignment", { title: a.title })}
                </option>
              ))}
              <option value="">{t("marking.learner.send.noAssignment")}</option>
            </select>
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button onClick={ask} data-testid="essay-send">
          {t("marking.learner.send.button")}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t("marking.learner.send.dialogTitle", { className })}
        testId="essay-send-dialog"
        onCancel={() => setAsking(false)}
        onConfirm={() => send.mutate()}
        confirmLabel={t("marking.learner.send.confirm")}
        confirmTestId="essay-send-confirm"
        busy={send.isPending}
      >
        {assignment ? <p>{t("marking.learner.send.forAssignmentBody", { title: assignment.title })}</p> : null}
        <p>
          <strong>{t("marking.learner.send.final")}</strong>
        </p>
        <p>{t("marking.learner.send.next")}</p>
        {send.isError ? (
          <p className={styles.error} role="alert" data-testid="essay-send-error">
            {failureText(send.error, t, t("marking.learner.send.failed"))}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
