import { useTranslation } from "react-i18next";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { BlanksAndWordBank } from "../admin-shared/blanks-and-word-bank";
import { formatBlankNumbers, parseBlankNumbers } from "../admin-shared/editing-rules";
import { AreaField, TitleField } from "../admin-shared/fields";
import { integersOf, optionMapOf, textOf } from "../admin-shared/json-guards";

type TDraft = { title: string; content: string; blankNumbers: string; wordBank: Record<string, string> };

const model: TDraftModel<"SENTENCE_COMPLETION", TDraft> = {
  empty: () => ({ content: "", blankNumbers: [] }),
  toDraft: (c) => ({
    title: textOf(c.title),
    content: textOf(c.content),
    blankNumbers: formatBlankNumbers(integersOf(c.blankNumbers)),
    wordBank: optionMapOf(c.options),
  }),
  fromDraft: (d) => ({
    ...(d.title !== "" && { title: d.title }),
    content: d.content,
    blankNumbers: parseBlankNumbers(d.blankNumbers),
    // No word bank means free-text blanks.
    ...(Object.keys(d.wordBank).length > 0 && { options: d.wordBank }),
  }),
};

function SentenceCompletionFields({ draft, update, idPrefix }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  return (
    <>
      <TitleField idPrefix={idPrefix} value={draft.title} onChange={(title) => update({ title })} />
      <AreaField
        id={`${idPrefix}-content`}
        label={t("admin.editor.form.sentences")}
        hint={t("admin.editor.form.blankMarkerHint")}
        required
        value={draft.content}
        onChange={(value) => update({ content: value })}
        testId={`${idPrefix}-content`}
      />
      <BlanksAndWordBank idPrefix={idPrefix} draft={draft} update={update} wordIdPrefix={`${idPrefix}-option`} />
    </>
  );
}

/** Sentence completion: title, sentences with {n} blanks, blank numbers and an optional word bank. */
export const sentenceCompletionAdminForm = defineAdminForm(model, SentenceCompletionFields);
