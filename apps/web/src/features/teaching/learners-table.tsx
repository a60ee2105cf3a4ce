import type { TClassLearner } from "@bandcraft/contract/classes";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/dialog";
import styles from "./class-page.module.css";
import { classFailure } from "./teaching-rules";
import { classFailureText } from "./teaching-text";
import type { useClassChanges } from "./use-class";
import { useTeachingFormat } from "./use-teaching-format";

type TProps = {
  classTitle: string;
  learners: TClassLearner[];
  /** An archived class is read-only: no Remove. */
  archived: boolean;
  remove: ReturnType<typeof useClassChanges>["remove"];
};

/** The class's learners in the order they joined; on a phone each row stacks into a small card. */
export function LearnersTable({ classTitle, learners, archived, remove }: TProps) {
  const { t } = useTranslation();
  const format = useTeachingFormat();
  const [removing, setRemoving] = useState<string | null>(null);
  const label = (key: "email" | "name" | "status" | "added") => t(`teaching.learners.${key}`);

  return (
    <section className={styles.section} aria-labelledby="class-learners-title">
      <div className={styles.sectionHead}>
        <h2 id="class-learners-title" className={styles.sectionTitle}>
          {t("teaching.learners.title")}
        </h2>
        <span className={styles.muted} data-testid="class-learners-count">
          {t("teaching.learners.count", { count: learners.length })}
        </span>
      </div>
      {learners.length === 0 ? (
        <p className={styles.empty} data-testid="class-learners-empty">
          {t("teaching.learners.empty")}
        </p>
      ) : (
        <table className={styles.table} data-testid="class-learners">
          <thead>
            <tr>
              <th scope="col">{label("email")}</th>
              <th scope="col">{label("name")}</th>
              <th scope="col">{label("status")}</th>
              <th scope="col">{label("added")}</th>
              {archived ? null : (
                <th scope="col">
                  <span className="visually-hidden">{t("teaching.learners.actions")}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {learners.map((learner) => (
              <tr key={learner.email} data-testid="class-learner-row" data-email={learner.email}>
                <th scope="row" className={styles.emailCell}>
                  {learner.email}
                </th>
                <td data-label={label("name")}>
                  {learner.name ?? <span className={styles.muted}>{t("teaching.learners.noName")}</span>}
                </td>
                <td data-label={label("status")}>
                  <span className={styles.badges}>
                    {learner.mustChangePassword ? (
                      <span className={styles.pendingBadge} data-testid="class-learner-never-signed-in">
                        {t("teaching.learners.neverSignedIn")}
                      </span>
                    ) : null}
                    {learner.disabled ? (
                      <span className={styles.disabledBadge} data-testid="class-learner-disabled">
                        {t("teaching.learners.disabled")}
                      </span>
                    ) : null}
                    {!learner.mustChangePassword && !learner.disabled ? (
                      <span className={styles.muted}>{t("teaching.learners.active")}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={label("added")}>{format.date(learner.addedAt)}</td>
                {archived ? null : (
                  <td className={styles.actionCell}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        remove.reset();
                        setRemoving(learner.email);
                      }}
                      aria-label={t("teaching.learners.removeLabel", { email: learner.email })}
                      data-testid="class-learner-remove"
                    >
                      {t("teaching.learners.remove")}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t("teaching.learners.removeTitle", { email: removing ?? "" })}
        testId="class-learner-remove-dialog"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: () => setRemoving(null) });
        }}
        confirmLabel={t("teaching.learners.removeConfirm")}
        confirmTestId="class-learner-remove-confirm"
        danger
        busy={remove.isPending}
      >
        <p>{t("teaching.learners.removeBody", { name: classTitle })}</p>
        {remove.isError ? (
          <p className={styles.failure} role="alert">
            {classFailureText(classFailure(remove.error), t, t("teaching.learners.removeFailed"))}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
