import {
  COMPLETION_TYPES,
  type TCompletionType,
  type TSummaryCompletionContent,
} from "@bandcraft/contract/question-types/summary-completion";
import { useTranslation } from "react-i18next";
import field from "../../../../components/ui/field.module.css";
import styles from "../admin-shared/admin-form.module.css";
import { defineAdminForm, type TDraftFieldsProps, type TDraftModel } from "../admin-shared/admin-form-module";
import { BlanksAndWordBank } from "../admin-shared/blanks-and-word-bank";
import { formatBlankNumbers, formatLines, parseBlankNumbers, parseLines } from "../admin-shared/editing-rules";
import { AreaField, LinesField, TextField, TitleField } from "../admin-shared/fields";
import { integersOf, optionMapOf, textListOf, textOf } from "../admin-shared/json-guards";
import { PictureField } from "../admin-shared/picture-field";
import { TableField, type TTableDraft } from "./admin-table-field";

/** Every kind's body is kept while editing, so switching the kind and back loses nothing; only the chosen one is saved. */
type TDraft = {
  title: string;
  completionType: TCompletionType;
  summary: string;
  notes: { lines: string; picURL: string };
  table: TTableDraft & { picURL: string };
  flowChart: { title: string; picURL: string; steps: string };
  wordBank: Record<string, string>;
  blankNumbers: string;
};

const optional = <K extends string>(key: K, value: string) => (value.trim() !== "" ? { [key]: value.trim() } : {});

function bodyOf(d: TDraft): Partial<TSummaryCompletionContent> {
  switch (d.completionType) {
    case "notes":
      return { notes: { textContents: parseLines(d.notes.lines), ...optional("picURL", d.notes.picURL) } };
    case "table":
      return { table: { headers: d.table.headers, rows: d.table.rows, ...optional("picURL", d.table.picURL) } };
    case "flow_chart": {
      const steps = parseLines(d.flowChart.steps);
      return {
        flowChart: {
          ...(d.flowChart.title !== "" && { title: d.flowChart.title }),
          picURL: d.flowChart.picURL.trim(),
          ...(steps.length > 0 && { steps }),
        },
      };
    }
    default:
      return { summary: { content: d.summary } };
  }
}

const model: TDraftModel<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", TDraft> = {
  empty: () => ({ completionType: "summary", summary: { content: "" }, blankNumbers: [] }),
  toDraft: (c) => ({
    title: textOf(c.title),
    completionType: COMPLETION_TYPES.includes(c.completionType) ? c.completionType : "summary",
    summary: textOf(c.summary?.content),
    notes: { lines: formatLines(textListOf(c.notes?.textContents)), picURL: textOf(c.notes?.picURL) },
    table: {
      headers: textListOf(c.table?.headers),
      rows: (Array.isArray(c.table?.rows) ? c.table.rows : []).map(textListOf),
      picURL: textOf(c.table?.picURL),
    },
    flowChart: {
      title: textOf(c.flowChart?.title),
      picURL: textOf(c.flowChart?.picURL),
      steps: formatLines(textListOf(c.flowChart?.steps)),
    },
    wordBank: optionMapOf(c.wordBank),
    blankNumbers: formatBlankNumbers(integersOf(c.blankNumbers)),
  }),
  fromDraft: (d) => ({
    ...(d.title !== "" && { title: d.title }),
    completionType: d.completionType,
    ...bodyOf(d),
    ...(Object.keys(d.wordBank).length > 0 && { wordBank: d.wordBank }),
    blankNumbers: parseBlankNumbers(d.blankNumbers),
  }),
};

function Body({ idPrefix, draft, update }: { idPrefix: string; draft: TDraft; update: (c: Partial<TDraft>) => void }) {
  const { t } = useTranslation();
  const picture = (value: string, set: (picURL: string) => void, required = false) => (
    <PictureField
      id={`${idPrefix}-pic`}
      value={value}
      onChange={set}
      requiredMessage={required ? t("admin.editor.form.flowChartNeedsPicture") : undefined}
      testId={`${idPrefix}-pic`}
    />
  );
  switch (draft.completionType) {
    case "notes":
      return (
        <>
          <LinesField
            id={`${idPrefix}-notes`}
            label={t("admin.editor.form.noteLines")}
            hint={t("admin.editor.form.noteLinesHint")}
            required
            value={draft.notes.lines}
            onChange={(lines) => update({ notes: { ...draft.notes, lines } })}
            testId={`${idPrefix}-notes`}
          />
          {picture(draft.notes.picURL, (picURL) => update({ notes: { ...draft.notes, picURL } }))}
        </>
      );
    case "table":
      return (
        <>
          <TableField
            idPrefix={idPrefix}
            table={draft.table}
            onChange={(table) => update({ table: { ...draft.table, ...table } })}
          />
          {picture(draft.table.picURL, (picURL) => update({ table: { ...draft.table, picURL } }))}
        </>
      );
    case "flow_chart":
      return (
        <>
          <TextField
            id={`${idPrefix}-flow-title`}
            label={t("admin.editor.form.flowChartTitle")}
            optional
            value={draft.flowChart.title}
            onChange={(title) => update({ flowChart: { ...draft.flowChart, title } })}
          />
          {picture(draft.flowChart.picURL, (picURL) => update({ flowChart: { ...draft.flowChart, picURL } }), true)}
          <LinesField
            id={`${idPrefix}-steps`}
            label={t("admin.editor.form.steps")}
            optional
            value={draft.flowChart.steps}
            onChange={(steps) => update({ flowChart: { ...draft.flowChart, steps } })}
          />
        </>
      );
    default:
      return (
        <AreaField
          id={`${idPrefix}-summary`}
          label={t("admin.editor.form.summaryText")}
          hint={t("admin.editor.form.blankMarkerHint")}
          required
          value={draft.summary}
          onChange={(summary) => update({ summary })}
          testId={`${idPrefix}-summary`}
        />
      );
  }
}

function SummaryCompletionFields({ draft, update, idPrefix }: TDraftFieldsProps<TDraft>) {
  const { t } = useTranslation();
  return (
    <>
      <TitleField idPrefix={idPrefix} value={draft.title} onChange={(title) => update({ title })} />
      <fieldset className={styles.fieldset}>
        <legend className={field.label}>{t("admin.editor.form.completionType")}</legend>
        <div className={styles.row}>
          {COMPLETION_TYPES.map((kind) => (
            <label key={kind} className={styles.check}>
              <input
                type="radio"
                name={`${idPrefix}-kind`}
                checked={draft.completionType === kind}
                onChange={() => update({ completionType: kind })}
                data-testid={`${idPrefix}-kind-${kind}`}
              />
              {t(`admin.editor.form.completionTypes.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Body idPrefix={idPrefix} draft={draft} update={update} />
      <BlanksAndWordBank idPrefix={idPrefix} draft={draft} update={update} wordIdPrefix={`${idPrefix}-word`} />
    </>
  );
}

/** Summary, notes, table or flow-chart completion: the kind, its body, blank numbers and an optional word bank. */
export const summaryCompletionAdminForm = defineAdminForm(model, SummaryCompletionFields);
