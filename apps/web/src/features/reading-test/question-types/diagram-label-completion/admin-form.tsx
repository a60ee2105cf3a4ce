import { useTranslation } from "react-i18next";
import styles from "../admin-shared/admin-form.module.css";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import {
  formatBlankNumbers,
  formatLines,
  nextLetterKey,
  parseBlankNumbers,
  parseLines,
} from "../admin-shared/editing-rules";
import { BlankNumbersField, LinesField, TextField } from "../admin-shared/fields";
import { entriesOf, integersOf, mapOf, optionMapOf, textListOf, textOf } from "../admin-shared/json-guards";
import { KeyedListField } from "../admin-shared/keyed-list-field";
import { PictureField } from "../admin-shared/picture-field";
import { useDraft } from "../admin-shared/use-draft";

type TDraft = {
  title: string;
  textContents: string;
  picURL: string;
  wordBank: Record<string, string>;
  blankNumbers: string;
};

const model = {
  empty: () => ({ picURL: "", blankNumbers: [] }),
  toDraft: (c) => ({
    title: textOf(c.title),
    textContents: formatLines(textListOf(c.textContents)),
    picURL: textOf(c.picURL),
    wordBank: optionMapOf(c.wordBank),
    blankNumbers: formatBlankNumbers(integersOf(c.blankNumbers)),
  }),
  fromDraft: (d) => {
    const lines = parseLines(d.textContents);
    return {
      ...(d.title !== "" && { title: d.title }),
      ...(lines.length > 0 && { textContents: lines }),
      picURL: d.picURL.trim(),
      ...(Object.keys(d.wordBank).length > 0 && { wordBank: d.wordBank }),
      blankNumbers: parseBlankNumbers(d.blankNumbers),
    };
  },
} satisfies TDraftModel<"DIAGRAM_LABEL_COMPLETION", TDraft>;

function DiagramLabelCompletionForm({ content, onChange, idPrefix }: AdminFormProps<"DIAGRAM_LABEL_COMPLETION">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"DIAGRAM_LABEL_COMPLETION", TDraft>(model, content, onChange);
  return (
    <div className={styles.form}>
      <TextField
        id={`${idPrefix}-title`}
        label={t("admin.editor.form.title")}
        optional
        value={draft.title}
        onChange={(title) => update({ title })}
      />
      <PictureField
        id={`${idPrefix}-pic`}
        value={draft.picURL}
        onChange={(picURL) => update({ picURL })}
        requiredMessage={t("admin.editor.form.diagramNeedsPicture")}
        testId={`${idPrefix}-pic`}
      />
      <LinesField
        id={`${idPrefix}-lines`}
        label={t("admin.editor.form.labelLines")}
        hint={t("admin.editor.form.labelLinesHint")}
        optional
        value={draft.textContents}
        onChange={(textContents) => update({ textContents })}
      />
      <BlankNumbersField
        id={`${idPrefix}-blanks`}
        value={draft.blankNumbers}
        onChange={(blankNumbers) => update({ blankNumbers })}
        testId={`${idPrefix}-blanks`}
      />
      <KeyedListField
        idPrefix={`${idPrefix}-word`}
        legend={t("admin.editor.form.wordBank")}
        hint={t("admin.editor.form.wordBankHint")}
        entries={entriesOf(draft.wordBank)}
        onChange={(entries) => update({ wordBank: mapOf(entries) })}
        nextKey={nextLetterKey}
        testId={`${idPrefix}-word-bank`}
      />
    </div>
  );
}

/** Diagram labelling: title, picture, label lines with {n} blanks, blank numbers, optional word bank. */
export const diagramLabelCompletionAdminForm = defineAdminForm(model, DiagramLabelCompletionForm);
