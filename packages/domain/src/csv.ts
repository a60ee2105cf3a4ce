/**
 * Writes CSV that spreadsheet programs open safely: UTF-8 with a byte-order mark (so Excel reads accents and
 * Chinese), CRLF line ends, a header row, fields quoted when they hold a comma, quote or line break, and any
 * field that begins with =, +, -, @, a tab or a carriage return prefixed with an apostrophe, so a learner's
 * name such as "=HYPERLINK(…)" is shown as text and never run as a formula (OWASP's CSV injection advice).
 * Numbers are written as numbers: a negative score cannot occur, and a band such as 6.5 must stay a number.
 */

export type TCsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as CSV: neutralised when a spreadsheet would read it as a formula, quoted when it must be. */
export function csvField(value: TCsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header, then the rows, each field through csvField; starts with a BOM, ends with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly TCsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
