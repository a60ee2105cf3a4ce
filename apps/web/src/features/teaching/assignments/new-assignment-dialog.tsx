import { ASSIGNMENT_KINDS, MAX_TIME_LIMIT_MINUTES } from "@bandcraft/contract/assignments";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { Checkbox, TextField } from "../../../components/ui/field";
import { useTabs } from "../../../components/ui/use-tabs";
import formStyles from "./assignment-form.module.css";
import { assignmentFailure, contentTitle, minutesShown } from "./assignment-rules";
import { assignmentFailureText, kindText, problemTexts } from "./assignment-text";
import styles from "./assignments.module.css";
import { ContentPicker } from "./content-picker";
import { useAssignmentForm } from "./use-assignment-form";
import { type useAssignmentChanges, useCatalogue } from "./use-assignments";

type TProps = {
  classID: string;
  className: string;
  create: ReturnType<typeof useAssignmentChanges>["create"];
  onClose: () => void;
};

const FORM_ID = "new-assignment-form";

/**
 * A new assignment: the kind, its content from the bank, an optional title, when it opens and is due (in the
 * teacher's own time zone) and, for reading, the time limit or none. Checked as the server checks it first.
 */
export function NewAssignmentDialog({ classID, className, create, onClose }: TProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue(true);
  const state = useAssignmentForm(classID, create, onClose);
  const { form, update } = state;
  const problems = problemTexts(state.problems, form.kind, t);
  const tabs = useTabs({
    tabs: ASSIGNMENT_KINDS,
    selected: form.kind,
    onSelect: state.setKind,
    label: t("assignments.form.kind"),
    id: "assignment-kind",
    onePanel: true,
  });
  const reading = form.kind !== "writing";
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("assignments.form.title", { name: className })}
      testId="assignment-dialog"
      maxWidth={720}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={create.isPending} data-testid="assignment-create">
            {create.isPending ? t("assignments.form.creating") : t("assignments.form.create")}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={formStyles.form} onSubmit={state.submit} noValidate>
        <div className={formStyles.kinds} {...tabs.listProps}>
          {ASSIGNMENT_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className={formStyles.kind}
              data-testid={`assignment-kind-${kind}`}
              {...tabs.tabProps(kind)}
            >
              {kindText(kind, t)}
            </button>
          ))}
        </div>
        <div {...tabs.panelProps()}>
          <ContentPicker catalogue={catalogue} state={state} error={problems.content} />
        </div>
        <TextField
          id="assignment-title"
          label={t("assignments.form.titleLabel")}
          hint={t("assignments.form.titleHint")}
          value={form.title}
          placeholder={contentTitle(form, catalogue.data)}
          onChange={(e) => update({ title: e.target.value })}
          error={problems.title}
          data-testid="assignment-title"
        />
        <div className={formStyles.times}>
          <TextField
            id="assignment-opens"
            type="datetime-local"
            label={t("assignments.form.opens")}
            value={form.opens}
            onChange={(e) => update({ opens: e.target.value })}
            error={problems.opens}
            errorTestId="assignment-opens-error"
            required
            data-testid="assignment-opens"
          />
          <TextField
            id="assignment-due"
            type="datetime-local"
            label={t("assignments.form.due")}
            value={form.due}
            onChange={(e) => update({ due: e.target.value })}
            error={problems.due}
            errorTestId="assignment-due-error"
            required
            data-testid="assignment-due"
          />
        </div>
        <p className={formStyles.hint}>{t("assignments.form.timeZone", { zone: timeZone() })}</p>
        {reading ? (
          <div className={formStyles.timeLimit}>
            <TextField
              id="assignment-time-limit"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TIME_LIMIT_MINUTES}
              step={1}
              label={t("assignments.form.timeLimit")}
              hint={t("assignments.form.timeLimitHint")}
              value={form.untimed ? "" : minutesShown(form)}
              disabled={form.untimed}
              onChange={(e) => update({ timeLimit: e.target.value })}
              error={problems.timeLimit}
              errorTestId="assignment-time-limit-error"
              fieldClassName={formStyles.minutes}
              data-testid="assignment-time-limit"
            />
            <Checkbox
              className={formStyles.toggle}
              checked={form.untimed}
              onChange={(untimed) => update({ untimed })}
              testId="assignment-untimed"
            >
              {t("assignments.untimed")}
            </Checkbox>
          </div>
        ) : null}
        {create.isError ? (
          <p className={styles.failure} role="alert" data-testid="assignment-create-error">
            {assignmentFailureText(assignmentFailure(create.error), t, t("assignments.form.failed"))}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** This browser's time zone, in which the times are read (e.g. "Europe/London"). */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
