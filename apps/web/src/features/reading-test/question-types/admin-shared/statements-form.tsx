import { useTranslation } from "react-i18next";
import type { TDraftFieldsProps, TDraftModel } from "./admin-form-module";
import { formatLines, parseLines } from "./editing-rules";
import { LinesField } from "./fields";
import { textListOf } from "./json-guards";

type TStatementsType = "IDENTIFYING_INFORMATION" | "IDENTIFYING_WRITERS_VIEW";
/** The statements form's draft: the statements as typed, one per line. */
export type TStatementsDraft = { statements: string };

/** TRUE/FALSE/NOT GIVEN and YES/NO/NOT GIVEN share one shape: statements, one per line. */
export const statementsModel = {
  empty: () => ({ statements: [] }),
  toDraft: (content) => ({ statements: formatLines(textListOf(content.statements)) }),
  fromDraft: (draft) => ({ statements: parseLines(draft.statements) }),
} satisfies TDraftModel<TStatementsType, TStatementsDraft>;

/** The statements field of both identifying types. */
export function StatementsFields({ draft, update, idPrefix }: TDraftFieldsProps<TStatementsDraft>) {
  const { t } = useTranslation();
  return (
    <LinesField
      id={`${idPrefix}-statements`}
      label={t("admin.editor.form.statements")}
      required
      value={draft.statements}
      onChange={(statements) => update({ statements })}
      testId={`${idPrefix}-statements`}
    />
  );
}
