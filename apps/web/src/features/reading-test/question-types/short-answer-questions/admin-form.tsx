import { useTranslation } from "react-i18next";
import styles from "../admin-shared/admin-form.module.css";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatLines, parseLines } from "../admin-shared/editing-rules";
import { LinesField, TextField } from "../admin-shared/fields";
import { textListOf, textOf } from "../admin-shared/json-guards";
import { useDraft } from "../admin-shared/use-draft";

type TDraft = { questions: string; answerSource: string };

const model = {
  empty: () => ({ questions: [] }),
  toDraft: (c) => ({ questions: formatLines(textListOf(c.questions)), answerSource: textOf(c.answerSource) }),
  fromDraft: (d) => ({
    questions: parseLines(d.questions),
    ...(d.answerSource !== "" && { answerSource: d.answerSource }),
  }),
} satisfies TDraftModel<"SHORT_ANSWER_QUESTIONS", TDraft>;

function ShortAnswerQuestionsForm({ content, onChange, idPrefix }: AdminFormProps<"SHORT_ANSWER_QUESTIONS">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"SHORT_ANSWER_QUESTIONS", TDraft>(model, content, onChange);
  return (
    <div className={styles.form}>
      <LinesField
        id={`${idPrefix}-questions`}
        label={t("admin.editor.form.questions")}
        required
        value={draft.questions}
        onChange={(questions) => update({ questions })}
        testId={`${idPrefix}-questions`}
      />
      <TextField
        id={`${idPrefix}-source`}
        label={t("admin.editor.form.answerSource")}
        optional
        value={draft.answerSource}
        onChange={(answerSource) => update({ answerSource })}
      />
    </div>
  );
}

/** Short-answer questions: the questions, one per line, and where the answers come from. */
export const shortAnswerQuestionsAdminForm = defineAdminForm(model, ShortAnswerQuestionsForm);
