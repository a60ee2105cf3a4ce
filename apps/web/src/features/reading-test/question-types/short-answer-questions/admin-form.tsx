import { useTranslation } from "react-i18next";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatLines, parseLines } from "../admin-shared/editing-rules";
import { LinesField, TextField } from "../admin-shared/fields";
import { textListOf, textOf } from "../admin-shared/json-guards";

type TDraft = { questions: string; answerSource: string };

const model: TDraftModel<"SHORT_ANSWER_QUESTIONS", TDraft> = {
  empty: () => ({ questions: [] }),
  toDraft: (c) => ({ questions: formatLines(textListOf(c.questions)), answerSource: textOf(c.answerSource) }),
  fromDraft: (d) => ({
    questions: parseLines(d.questions),
    ...(d.answerSource !== "" && { answerSource: d.answerSource }),
  }),
};

function ShortAnswerQuestionsFields({ draft, update, idPrefix }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** Short-answer questions: the questions, one per line, and where the answers come from. */
export const shortAnswerQuestionsAdminForm = defineAdminForm(model, ShortAnswerQuestionsFields);
