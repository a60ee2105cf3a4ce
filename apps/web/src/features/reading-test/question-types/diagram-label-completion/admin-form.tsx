import { useTranslation } from "react-i18next";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { BlanksAndWordBank } from "../admin-shared/blanks-and-word-bank";
import { formatBlankNumbers, formatLines, parseBlankNumbers, parseLines } from "../admin-shared/editing-rules";
import { LinesField, TitleField } from "../admin-shared/fields";
import { integersOf, optionMapOf, textListOf, textOf } from "../admin-shared/json-guards";
import { PictureField } from "../admin-shared/picture-field";

type TDraft = {
  title: string;
  textContents: string;
  picURL: string;
  wordBank: Record<string, string>;
  blankNumbers: string;
};

const model: TDraftModel<"DIAGRAM_LABEL_COMPLETION", TDraft> = {
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
};

function DiagramLabelCompletionFields({ draft, update, idPrefix }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  return (
    <>
      <TitleField idPrefix={idPrefix} value={draft.title} onChange={(title) => update({ title })} />
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
      <BlanksAndWordBank idPrefix={idPrefix} draft={draft} update={update} wordIdPrefix={`${idPrefix}-word`} />
    </>
  );
}

/** Diagram labelling: title, picture, label lines with {n} blanks, blank numbers, optional word bank. */
export const diagramLabelCompletionAdminForm = defineAdminForm(model, DiagramLabelCompletionFields);
