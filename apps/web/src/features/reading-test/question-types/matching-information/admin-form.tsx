import { useTranslation } from "react-i18next";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatLines, parseLines } from "../admin-shared/editing-rules";
import { flagOf, optionMapOf, textListOf } from "../admin-shared/json-guards";
import { MatchingFields, type TMatchingDraft } from "../admin-shared/matching-fields";
import { useDraft } from "../admin-shared/use-draft";

const model = {
  empty: () => ({ statementsToMatch: [], paragraphOptions: {} }),
  toDraft: (c) => ({
    lines: formatLines(textListOf(c.statementsToMatch)),
    options: optionMapOf(c.paragraphOptions),
    allowRepeats: flagOf(c.allowRepeats),
  }),
  fromDraft: (d) => ({
    statementsToMatch: parseLines(d.lines),
    paragraphOptions: d.options,
    ...(d.allowRepeats !== undefined && { allowRepeats: d.allowRepeats }),
  }),
} satisfies TDraftModel<"MATCHING_INFORMATION", TMatchingDraft>;

function MatchingInformationForm({ content, onChange, idPrefix, paragraphs }: AdminFormProps<"MATCHING_INFORMATION">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"MATCHING_INFORMATION", TMatchingDraft>(model, content, onChange);
  return (
    <MatchingFields
      idPrefix={idPrefix}
      draft={draft}
      update={update}
      linesLabel={t("admin.editor.form.statementsToMatch")}
      optionsLabel={t("admin.editor.form.paragraphOptions")}
      paragraphs={paragraphs}
    />
  );
}

/** Which paragraph holds the information: statements, paragraph options, allowRepeats. */
export const matchingInformationAdminForm = defineAdminForm(model, MatchingInformationForm);
