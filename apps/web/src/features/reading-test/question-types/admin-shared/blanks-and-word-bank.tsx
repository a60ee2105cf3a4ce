import { useTranslation } from "react-i18next";
import { nextLetterKey } from "./editing-rules";
import { BlankNumbersField } from "./fields";
import { entriesOf, mapOf } from "./json-guards";
import { KeyedListField } from "./keyed-list-field";

/** The part of a completion type's draft these fields edit. */
export type TBlanksDraft = { blankNumbers: string; wordBank: Record<string, string> };

type TProps = {
  idPrefix: string;
  draft: TBlanksDraft;
  update: (change: Partial<TBlanksDraft>) => void;
  /** Where the word bank's fields' ids start (kept per type so existing ids and tests stay stable). */
  wordIdPrefix: string;
};

/** The blank numbers and the optional lettered word bank every completion type ends with. */
export function BlanksAndWordBank({ idPrefix, draft, update, wordIdPrefix }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <BlankNumbersField
        id={`${idPrefix}-blanks`}
        value={draft.blankNumbers}
        onChange={(blankNumbers) => update({ blankNumbers })}
        testId={`${idPrefix}-blanks`}
      />
      <KeyedListField
        idPrefix={wordIdPrefix}
        legend={t("admin.editor.form.wordBank")}
        hint={t("admin.editor.form.wordBankHint")}
        entries={entriesOf(draft.wordBank)}
        onChange={(entries) => update({ wordBank: mapOf(entries) })}
        nextKey={nextLetterKey}
        testId={`${idPrefix}-word-bank`}
      />
    </>
  );
}
