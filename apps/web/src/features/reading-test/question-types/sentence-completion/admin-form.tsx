import { useTranslation } from "react-i18next";
import styles from "../admin-shared/admin-form.module.css";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { BlanksAndWordBank } from "../admin-shared/blanks-and-word-bank";
import { formatBlankNumbers, parseBlankNumbers } from "../admin-shared/editing-rules";
import { AreaField, TextField } from "../admin-shared/fields";
import { integersOf, optionMapOf, textOf } from "../admin-shared/json-guards";
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
    // No word bank means free-text blanks.
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
      <BlanksAndWordBank
        idPrefix={idPrefix}
        blankNumbers={draft.blankNumbers}
        onBlankNumbers={(blankNumbers) => update({ blankNumbers })}
        wordBank={draft.options}
        onWordBank={(options) => update({ options })}
        wordIdPrefix={`${idPrefix}-option`}
      />
    </div>
  );
}

/** Sentence completion: title, sentences with {n} blanks, blank numbers and an optional word bank. */
export const sentenceCompletionAdminForm = defineAdminForm(model, SentenceCompletionForm);
