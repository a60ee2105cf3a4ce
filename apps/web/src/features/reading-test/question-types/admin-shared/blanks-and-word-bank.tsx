import { useTranslation } from "react-i18next";
import { nextLetterKey } from "./editing-rules";
import { BlankNumbersField } from "./fields";
import { entriesOf, mapOf } from "./json-guards";
import { KeyedListField } from "./keyed-list-field";

type TProps = {
  idPrefix: string;
  blankNumbers: string;
  onBlankNumbers: (value: string) => void;
  wordBank: Readonly<Record<string, string>>;
  onWordBank: (value: Record<string, string>) => void;
  /** Where the word bank's fields' ids start (kept per type so existing ids and tests stay stable). */
  wordIdPrefix: string;
};

/** The blank numbers and the optional lettered word bank every completion type ends with. */
export function BlanksAndWordBank(props: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <BlankNumbersField
        id={`${props.idPrefix}-blanks`}
        value={props.blankNumbers}
        onChange={props.onBlankNumbers}
        testId={`${props.idPrefix}-blanks`}
      />
      <KeyedListField
        idPrefix={props.wordIdPrefix}
        legend={t("admin.editor.form.wordBank")}
        hint={t("admin.editor.form.wordBankHint")}
        entries={entriesOf(props.wordBank)}
        onChange={(entries) => props.onWordBank(mapOf(entries))}
        nextKey={nextLetterKey}
        testId={`${props.idPrefix}-word-bank`}
      />
    </>
  );
}
