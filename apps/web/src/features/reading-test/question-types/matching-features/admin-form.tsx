import { useTranslation } from "react-i18next";
import { type AdminFormProps, defineAdminForm, type TDraftModel } from "../admin-shared/admin-form-module";
import { formatLines, parseLines } from "../admin-shared/editing-rules";
import { flagOf, optionMapOf, textListOf } from "../admin-shared/json-guards";
import { MatchingFields, type TMatchingDraft } from "../admin-shared/matching-fields";
import { useDraft } from "../admin-shared/use-draft";

const model = {
  empty: () => ({ featureOptions: {}, itemsToMatch: [] }),
  toDraft: (c) => ({
    lines: formatLines(textListOf(c.itemsToMatch)),
    options: optionMapOf(c.featureOptions),
    allowRepeats: flagOf(c.allowRepeats),
  }),
  fromDraft: (d) => ({
    featureOptions: d.options,
    itemsToMatch: parseLines(d.lines),
    ...(d.allowRepeats !== undefined && { allowRepeats: d.allowRepeats }),
  }),
} satisfies TDraftModel<"MATCHING_FEATURES", TMatchingDraft>;

function MatchingFeaturesForm({ content, onChange, idPrefix }: AdminFormProps<"MATCHING_FEATURES">) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<"MATCHING_FEATURES", TMatchingDraft>(model, content, onChange);
  return (
    <MatchingFields
      idPrefix={idPrefix}
      draft={draft}
      update={update}
      linesLabel={t("admin.editor.form.itemsToMatch")}
      optionsLabel={t("admin.editor.form.featureOptions")}
    />
  );
}

/** Match items to features: the feature options, the items, allowRepeats. */
export const matchingFeaturesAdminForm = defineAdminForm(model, MatchingFeaturesForm);
