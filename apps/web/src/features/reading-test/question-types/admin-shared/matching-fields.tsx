import type { TParagraph } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import styles from "./admin-form.module.css";
import {
  defineAdminForm,
  type TAdminFormModule,
  type TContentOf,
  type TDraftFieldsProps,
  type TDraftModel,
} from "./admin-form-module";
import { formatLines, nextLetterKey, parseLines } from "./editing-rules";
import { CheckField, LinesField } from "./fields";
import { entriesOf, flagOf, mapOf, optionMapOf, textListOf } from "./json-guards";
import { KeyedListField } from "./keyed-list-field";

/** The draft every matching type shares: its list (one per line), its lettered options, allowRepeats. */
type TMatchingDraft = { lines: string; options: Record<string, string>; allowRepeats: boolean | undefined };

type TMatchingType = "MATCHING_FEATURES" | "MATCHING_INFORMATION" | "MATCHING_SENTENCE_ENDINGS";
type TListKey = "itemsToMatch" | "statementsToMatch" | "sentenceBeginnings";
type TOptionsKey = "featureOptions" | "paragraphOptions" | "endingOptions";

/** How a matching type names its two parts (each field is labelled by its key), in the content's own order. */
type TMatchingSpec<T extends TMatchingType> = {
  lines: TListKey & keyof TContentOf<T>;
  options: TOptionsKey & keyof TContentOf<T>;
  /** The content lists its options before what is matched (the form writes keys back in the content's order). */
  optionsFirst?: boolean;
  /** Offers to fill the options from the passage's paragraph hints. */
  fromPassage?: boolean;
};

/** The paragraph options the passage implies: "A" → "Paragraph A" for each one-letter hint. */
export function paragraphOptionsOf(paragraphs: readonly TParagraph[]): Record<string, string> {
  return Object.fromEntries(
    paragraphs.filter((p) => /^[A-Z]$/.test(p.hint.trim())).map((p) => [p.hint.trim(), `Paragraph ${p.hint.trim()}`]),
  );
}

/** A matching type's form: what is matched, what it is matched to, and whether options repeat. */
export function defineMatchingForm<T extends TMatchingType>(spec: TMatchingSpec<T>): TAdminFormModule<T> {
  const contentOf = (lines: string[], options: Record<string, string>, allowRepeats?: boolean) => {
    const parts = spec.optionsFirst
      ? { [spec.options]: options, [spec.lines]: lines }
      : { [spec.lines]: lines, [spec.options]: options };
    // The answer keys are the type's own list and option keys, so this is the type's content.
    return { ...parts, ...(allowRepeats !== undefined && { allowRepeats }) } as TContentOf<T>;
  };
  const model: TDraftModel<T, TMatchingDraft> = {
    empty: () => contentOf([], {}),
    toDraft: (c) => ({
      lines: formatLines(textListOf(c[spec.lines])),
      options: optionMapOf(c[spec.options]),
      allowRepeats: flagOf(c.allowRepeats),
    }),
    fromDraft: (d) => contentOf(parseLines(d.lines), d.options, d.allowRepeats),
  };
  function Fields(props: TDraftFieldsProps<TMatchingDraft>) {
    return <MatchingFields {...props} spec={spec} />;
  }
  return defineAdminForm(model, Fields);
}

function MatchingFields<T extends TMatchingType>({
  idPrefix,
  draft,
  update,
  paragraphs,
  spec,
}: TDraftFieldsProps<TMatchingDraft> & { spec: TMatchingSpec<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <LinesField
        id={`${idPrefix}-lines`}
        label={t(`admin.editor.form.${spec.lines}`)}
        required
        value={draft.lines}
        onChange={(lines) => update({ lines })}
        testId={`${idPrefix}-lines`}
      />
      <KeyedListField
        idPrefix={`${idPrefix}-option`}
        legend={t(`admin.editor.form.${spec.options}`)}
        entries={entriesOf(draft.options)}
        onChange={(entries) => update({ options: mapOf(entries) })}
        nextKey={nextLetterKey}
        testId={`${idPrefix}-options`}
      />
      {spec.fromPassage ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={Object.keys(paragraphOptionsOf(paragraphs)).length === 0}
            onClick={() => update({ options: paragraphOptionsOf(paragraphs) })}
          >
            {t("admin.editor.form.optionsFromPassage")}
          </Button>
        </div>
      ) : null}
      <CheckField
        id={`${idPrefix}-repeats`}
        label={t("admin.editor.form.allowRepeats")}
        checked={draft.allowRepeats ?? false}
        onChange={(allowRepeats) => update({ allowRepeats })}
        testId={`${idPrefix}-repeats`}
      />
    </>
  );
}
