import { useTranslation } from "react-i18next";
import styles from "./admin-form.module.css";
import type { AdminFormProps, TDraftModel } from "./admin-form-module";
import { formatLines, parseLines } from "./editing-rules";
import { LinesField } from "./fields";
import { textListOf } from "./json-guards";
import { useDraft } from "./use-draft";

type TStatementsType = "IDENTIFYING_INFORMATION" | "IDENTIFYING_WRITERS_VIEW";
type TDraft = { statements: string };

/** TRUE/FALSE/NOT GIVEN and YES/NO/NOT GIVEN share one shape: statements, one per line. */
export const statementsModel = {
  empty: () => ({ statements: [] }),
  toDraft: (content) => ({ statements: formatLines(textListOf(content.statements)) }),
  fromDraft: (draft) => ({ statements: parseLines(draft.statements) }),
} satisfies TDraftModel<TStatementsType, TDraft>;

// Structural props, so one component serves both types' AdminFormProps.
type TStatementsProps = Pick<AdminFormProps<TStatementsType>, "idPrefix"> & {
  content: { statements: string[] };
  onChange: (content: { statements: string[] }) => void;
};

/** The statements form of both identifying types. */
export function StatementsForm({ content, onChange, idPrefix }: TStatementsProps) {
  const { t } = useTranslation();
  const [draft, update] = useDraft<TStatementsType, TDraft>(statementsModel, content, onChange);
  return (
    <div className={styles.form}>
      <LinesField
        id={`${idPrefix}-statements`}
        label={t("admin.editor.form.statements")}
        required
        value={draft.statements}
        onChange={(statements) => update({ statements })}
        testId={`${idPrefix}-statements`}
      />
    </div>
  );
}
