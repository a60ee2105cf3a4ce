import type { UseMutationResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import type { TMarkingData } from "./marking.api";
import styles from "./marking.module.css";
import type { TMarkingForm } from "./marking-form";
import pageStyles from "./marking-page.module.css";
import { failureText, useMarkingFormat } from "./marking-text";

type TSave = UseMutationResult<unknown, Error, { form: TMarkingForm; returned: boolean }>;

type TProps = {
  data: TMarkingData;
  dirty: boolean;
  /** A return was refused here: a band is missing. */
  missing: boolean;
  save: TSave;
  /** The return's confirmation is open (it shows a failure itself). */
  asking: boolean;
  onSaveDraft: () => void;
  onReturn: () => void;
};

/** A refused or failed save, in the teacher's language. */
export function SaveFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.failure} role="alert" data-testid="marking-save-error">
      {failureText(error, t, t("marking.actions.saveFailed"))}
    </p>
  );
}

/** Where the marking stands (draft saved, returned, unsaved changes) and the two ways to keep it. */
export function MarkingActions({ data, dirty, missing, save, asking, onSaveDraft, onReturn }: TProps) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const { essay, marks } = data;
  const returned = essay.status === "returned";
  const state =
    returned && marks?.returnedAt
      ? t("marking.actions.returnedOn", { date: format.date(marks.returnedAt) })
      : marks
        ? t("marking.actions.savedOn", { date: format.date(marks.savedAt) })
        : t("marking.actions.notMarked");
  return (
    <section className={pageStyles.actionsPanel} aria-label={t("marking.actions.label")}>
      <p className={styles.muted} data-testid="marking-state">
        {state}
      </p>
      {dirty ? (
        <p className={pageStyles.unsaved} data-testid="marking-unsaved">
          {t("marking.actions.unsaved")}
        </p>
      ) : null}
      <div className={pageStyles.actionButtons}>
        <Button variant="secondary" onClick={onSaveDraft} disabled={save.isPending} data-testid="marking-save">
          {t("marking.actions.save")}
        </Button>
        <Button onClick={onReturn} disabled={save.isPending} data-testid="marking-return">
          {returned ? t("marking.actions.returnAgain") : t("marking.actions.return")}
        </Button>
      </div>
      {missing ? (
        <p className={styles.failure} role="alert" data-testid="marking-return-needs-bands">
          {t("marking.actions.needBands")}
        </p>
      ) : null}
      {save.isError && !asking ? <SaveFailure error={save.error} /> : null}
    </section>
  );
}
