import { useTranslation } from "react-i18next";
import styles from "../admin-shared/admin-form.module.css";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { BlanksAndWordBank } from "../admin-shared/blanks-and-word-bank";
import { formatBlankNumbers, formatLines, parseBlankNumbers, parseLines } from "../admin-shared/editing-rules";
import { LinesField, TextField } from "../admin-shared/fields";
import { integersOf, optionMapOf, textListOf, textOf } from "../admin-shared/json-guards";
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
      <BlanksAndWordBank
        idPrefix={idPrefix}
        blankNumbers={draft.blankNumbers}
        onBlankNumbers={(blankNumbers) => update({ blankNumbers })}
        wordBank={draft.wordBank}
        onWordBank={(wordBank) => update({ wordBank })}
        wordIdPrefix={`${idPrefix}-word`}
      />
    </div>
  );
}

/** Diagram labelling: title, picture, label lines with {n} blanks, blank numbers, optional word bank. */
export const diagramLabelCompletionAdminForm = defineAdminForm(model, DiagramLabelCompletionForm);
