import { useTranslation } from "react-i18next";
import { Button, RemoveButton } from "../../../../components/ui/button";
import field from "../../../../components/ui/field.module.css";
import styles from "../admin-shared/admin-form.module.css";

export type TTableDraft = { headers: string[]; rows: string[][] };

/** Rows and headers may be ragged in hand-written content: the grid is as wide as the widest. */
const widthOf = ({ headers, rows }: TTableDraft) => Math.max(headers.length, ...rows.map((r) => r.length), 1);

const setAt = (list: readonly string[], i: number, value: string) => {
  const next = [...list];
  while (next.length < i) next.push("");
  next[i] = value;
  return next;
};

/** The table of a table completion: column headers and cells (with {n} blanks), rows and columns added or removed. */
export function TableField({
  idPrefix,
  table,
  onChange,
}: {
  idPrefix: string;
  table: TTableDraft;
  onChange: (table: TTableDraft) => void;
}) {
  const { t } = useTranslation();
  const width = widthOf(table);
  const columns = [...Array(width).keys()];
  return (
    <fieldset className={styles.fieldset} data-testid={`${idPrefix}-table`}>
      <legend className={field.label}>{t("admin.editor.form.table")}</legend>
      <p className={field.hint}>{t("admin.editor.form.blankMarkerHint")}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  <input
                    className={field.compact}
                    aria-label={t("admin.editor.form.headerN", { n: c + 1 })}
                    value={table.headers[c] ?? ""}
                    onChange={(e) => onChange({ ...table, headers: setAt(table.headers, c, e.target.value) })}
                  />
                </th>
              ))}
              <th>
                <span className="visually-hidden">{t("admin.editor.form.rowActions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the table
              <tr key={r}>
                {columns.map((c) => (
                  <td key={c}>
                    <input
                      className={field.compact}
                      aria-label={t("admin.editor.form.cellN", { row: r + 1, col: c + 1 })}
                      value={row[c] ?? ""}
                      onChange={(e) =>
                        onChange({
                          ...table,
                          rows: table.rows.map((cells, i) => (i === r ? setAt(cells, c, e.target.value) : cells)),
                        })
                      }
                      data-testid={`${idPrefix}-cell-${r}-${c}`}
                    />
                  </td>
                ))}
                <td>
                  <RemoveButton
                    label={t("admin.editor.form.removeRow", { n: r + 1 })}
                    onClick={() => onChange({ ...table, rows: table.rows.filter((_, i) => i !== r) })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onChange({ ...table, rows: [...table.rows, Array(width).fill("")] })}
        >
          {t("admin.editor.form.addRow")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            onChange({ headers: setAt(table.headers, width, ""), rows: table.rows.map((r) => setAt(r, width, "")) })
          }
        >
          {t("admin.editor.form.addColumn")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={width <= 1}
          onClick={() =>
            onChange({
              headers: table.headers.slice(0, width - 1),
              rows: table.rows.map((r) => r.slice(0, width - 1)),
            })
          }
        >
          {t("admin.editor.form.removeColumn")}
        </Button>
      </div>
    </fieldset>
  );
}
