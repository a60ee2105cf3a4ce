import { useTranslation } from "react-i18next";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatLines, parseLines } from "../admin-shared/editing-rules";
import { flagOf, optionMapOf, textListOf } from "../admin-shared/json-guards";
import { MatchingFields, type TMatchingDraft } from "../admin-shared/matching-fields";
import { useDraft } from "../admin-shared/use-draft";

const model = {
  empty: () => ({ sentenceBeginnings: [], endingOptions: {} }),
  toDraft: (c) => ({
    lines: formatLines(textListOf(c.sentenceBeginnings)),
    options: optionMapOf(c.endingOptions),
    allowRepeats: flagOf(c.allowRepeats),
  }),
  fromDraft: (d) => ({
    sentenceBeginnings: parseLines(d.lines),
    endingOptions: d.options,
    ...(d.allowRepeats !== undefined && { allowRepeats: d.allowRepeats }),
  }),
} satisfies TDraftModel<"MATCHING_SENTENCE_ENDINGS", TMatchingDraft>;

function MatchingSentenceEndingsForm({ content, onChange, idPrefix }: AdminFormProps<"MATCHING_SENTENCE_ENDINGS">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"MATCHING_SENTENCE_ENDINGS", TMatchingDraft>(model, content, onChange);
  return (
    <MatchingFields
      idPrefix={idPrefix}
      draft={draft}
      update={update}
      linesLabel={t("admin.editor.form.sentenceBeginnings")}
      optionsLabel={t("admin.editor.form.endingOptions")}
    />
  );
}

/** Complete each beginning with an ending: the beginnings, the ending options, allowRepeats. */
export const matchingSentenceEndingsAdminForm = defineAdminForm(model, MatchingSentenceEndingsForm);
