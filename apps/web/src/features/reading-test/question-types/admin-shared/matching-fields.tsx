import type { TParagraph } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button";
import styles from "./admin-form.module.css";
import { nextLetterKey } from "./editing-rules";
import { CheckField, LinesField } from "./fields";
import { entriesOf, mapOf } from "./json-guards";
import { KeyedListField } from "./keyed-list-field";

/** The draft every matching type shares: its list (one per line), its lettered options, allowRepeats. */
export type TMatchingDraft = { lines: string; options: Record<string, string>; allowRepeats: boolean | undefined };

type TProps = {
  idPrefix: string;
  draft: TMatchingDraft;
  update: (change: Partial<TMatchingDraft>) => void;
  linesLabel: string;
  optionsLabel: string;
  /** Matching information: offers to fill the options from the passage's paragraph hints. */
  paragraphs?: readonly TParagraph[];
};

/** The paragraph options the passage implies: "A" → "Paragraph A" for each one-letter hint. */
export function paragraphOptionsOf(paragraphs: readonly TParagraph[]): Record<string, string> {
  return Object.fromEntries(
    paragraphs.filter((p) => /^[A-Z]$/.test(p.hint.trim())).map((p) => [p.hint.trim(), `Paragraph ${p.hint.trim()}`]),
  );
}

/** The fields of a matching section: what is matched, what it is matched to, and whether options repeat. */
export function MatchingFields({ idPrefix, draft, update, linesLabel, optionsLabel, paragraphs }: TProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form}>
      <LinesField
        id={`${idPrefix}-lines`}
        label={linesLabel}
        required
        value={draft.lines}
        onChange={(lines) => update({ lines })}
        testId={`${idPrefix}-lines`}
      />
      <KeyedListField
        idPrefix={`${idPrefix}-option`}
        legend={optionsLabel}
        entries={entriesOf(draft.options)}
        onChange={(entries) => update({ options: mapOf(entries) })}
        nextKey={nextLetterKey}
        testId={`${idPrefix}-options`}
      />
      {paragraphs ? (
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
    </div>
  );
}
