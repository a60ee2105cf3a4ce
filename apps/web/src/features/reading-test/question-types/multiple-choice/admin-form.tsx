import { useTranslation } from "react-i18next";
import { Button, RemoveButton } from "../../../../components/ui/button";
import styles from "../admin-shared/admin-form.module.css";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { newMultipleChoiceQuestion, nextLetterKey } from "../admin-shared/editing-rules";
import { AreaField, CheckField, TextField } from "../admin-shared/fields";
import { entriesOf, flagOf, mapOf, optionMapOf, textOf } from "../admin-shared/json-guards";
import { KeyedListField } from "../admin-shared/keyed-list-field";
import { choiceSpan, entryLabel, entryNumbers } from "../admin-shared/question-numbering";

type TQuestion = { question: string; options: Record<string, string> };
type TDraft = { questions: TQuestion[]; allowMultiple: boolean | undefined; maxSelection: string };

const model: TDraftModel<"MULTIPLE_CHOICE", TDraft> = {
  empty: () => ({ questions: [newMultipleChoiceQuestion()] }),
  toDraft: (c) => ({
    questions: (Array.isArray(c.questions) ? c.questions : []).map((q) => ({
      question: textOf(q?.question),
      options: optionMapOf(q?.options),
    })),
    allowMultiple: flagOf(c.allowMultiple),
    maxSelection: Number.isInteger(c.maxSelection) ? String(c.maxSelection) : "",
  }),
  fromDraft: (d) => {
    const max = /^\d+$/.test(d.maxSelection.trim()) ? Number(d.maxSelection.trim()) : 0;
    return {
      questions: d.questions,
      ...(d.allowMultiple !== undefined && { allowMultiple: d.allowMultiple }),
      ...(max >= 1 && { maxSelection: max }),
    };
  },
};

function MultipleChoiceFields({ draft, update, idPrefix, firstNumber }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  const span = choiceSpan(draft.allowMultiple, draft.maxSelection);
  const setQuestion = (i: number, change: Partial<TQuestion>) =>
    update((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...change } : q)) }));
  return (
    <>
      <div className={styles.row}>
        <CheckField
          id={`${idPrefix}-multiple`}
          label={t("admin.editor.form.allowMultiple")}
          checked={draft.allowMultiple ?? false}
          onChange={(allowMultiple) => update({ allowMultiple })}
          testId={`${idPrefix}-multiple`}
        />
        {draft.allowMultiple || draft.maxSelection !== "" ? (
          <TextField
            id={`${idPrefix}-max`}
            type="number"
            label={t("admin.editor.form.maxSelection")}
            value={draft.maxSelection}
            onChange={(maxSelection) => update({ maxSelection })}
            testId={`${idPrefix}-max`}
          />
        ) : null}
      </div>
      {draft.questions.map((q, i) => {
        const id = `${idPrefix}-q${i}`;
        const numbers = entryNumbers(firstNumber, i, span);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions have no identity beyond their place
          <section key={i} className={styles.card} aria-labelledby={`${id}-heading`}>
            <div className={styles.cardHeader}>
              <h4 id={`${id}-heading`} className={styles.cardTitle} data-testid={`${id}-heading`}>
                {entryLabel(t, numbers)}
              </h4>
              <RemoveButton
                label={t("admin.editor.form.removeQuestion", { n: numbers.from })}
                onClick={() => update((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }))}
              />
            </div>
            <AreaField
              id={`${id}-text`}
              label={t("admin.editor.form.questionText")}
              required
              value={q.question}
              onChange={(question) => setQuestion(i, { question })}
              testId={`${id}-text`}
            />
            <KeyedListField
              idPrefix={`${id}-option`}
              legend={t("admin.editor.form.options")}
              entries={entriesOf(q.options)}
              onChange={(entries) => setQuestion(i, { options: mapOf(entries) })}
              nextKey={nextLetterKey}
              testId={`${id}-options`}
            />
          </section>
        );
      })}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => update((d) => ({ ...d, questions: [...d.questions, newMultipleChoiceQuestion()] }))}
          data-testid={`${idPrefix}-add-question`}
        >
          {t("admin.editor.form.addQuestion")}
        </Button>
      </div>
    </>
  );
}

/** Multiple choice: questions with lettered options, allowMultiple and maxSelection. */
export const multipleChoiceAdminForm = defineAdminForm(model, MultipleChoiceFields);
