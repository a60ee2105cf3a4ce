import { useTranslation } from "react-i18next";
import styles from "../admin-shared/admin-form.module.css";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatBlankNumbers, nextLetterKey, parseBlankNumbers } from "../admin-shared/editing-rules";
import { AreaField, BlankNumbersField, TextField } from "../admin-shared/fields";
import { entriesOf, integersOf, mapOf, optionMapOf, textOf } from "../admin-shared/json-guards";
import { KeyedListField } from "../admin-shared/keyed-list-field";
import { useDraft } from "../admin-shared/use-draft";

type TDraft = { title: string; content: string; blankNumbers: string; options: Record<string, string> };

const model = {
  empty: () => ({ content: "", blankNumbers: [] }),
  toDraft: (c) => ({
    title: textOf(c.title),
    content: textOf(c.content),
    blankNumbers: formatBlankNumbers(integersOf(c.blankNumbers)),
    options: optionMapOf(c.options),
  }),
  fromDraft: (d) => ({
    ...(d.title !== "" && { title: d.title }),
    content: d.content,
    blankNumbers: parseBlankNumbers(d.blankNumbers),
    // No word bank means free-text blanks (reading §3.3).
    ...(Object.keys(d.options).length > 0 && { options: d.options }),
  }),
} satisfies TDraftModel<"SENTENCE_COMPLETION", TDraft>;

function SentenceCompletionForm({ content, onChange, idPrefix }: AdminFormProps<"SENTENCE_COMPLETION">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"SENTENCE_COMPLETION", TDraft>(model, content, onChange);
  return (
    <div className={styles.form}>
      <TextField
        id={`${idPrefix}-title`}
        label={t("admin.editor.form.title")}
        optional
        value={draft.title}
        onChange={(title) => update({ title })}
      />
      <AreaField
        id={`${idPrefix}-content`}
        label={t("admin.editor.form.sentences")}
        hint={t("admin.editor.form.blankMarkerHint")}
        required
        value={draft.content}
        onChange={(value) => update({ content: value })}
        testId={`${idPrefix}-content`}
      />
      <BlankNumbersField
        id={`${idPrefix}-blanks`}
        value={draft.blankNumbers}
        onChange={(blankNumbers) => update({ blankNumbers })}
        testId={`${idPrefix}-blanks`}
      />
      <KeyedListField
        idPrefix={`${idPrefix}-option`}
        legend={t("admin.editor.form.wordBank")}
        hint={t("admin.editor.form.wordBankHint")}
        entries={entriesOf(draft.options)}
        onChange={(entries) => update({ options: mapOf(entries) })}
        nextKey={nextLetterKey}
        testId={`${idPrefix}-word-bank`}
      />
    </div>
  );
}

/** Sentence completion: title, sentences with {n} blanks, blank numbers and an optional word bank. */
export const sentenceCompletionAdminForm = defineAdminForm(model, SentenceCompletionForm);
