import { ZEmail } from "@bandcraft/contract/accounts";
import { MAX_CLASS_SIZE, MAX_LEARNER_NAME } from "@bandcraft/contract/classes";

/**
 * Reads a list of learners from CSV text, as a school exports it from a spreadsheet: a header row with an
 * `email` (or `e-mail`) column and an optional `name` column, in any order and case; then one learner per row.
 * Commas or semicolons (a spreadsheet in a European locale) separate fields, double quotes enclose a field
 * with either in it ("" is a quote), and a byte-order mark, CRLF line ends, blank lines and surrounding spaces
 * are allowed. The web's upload and the command line read files with this one function, so a file means the
 * same in both.
 */

/** Why a line was not taken: the web says it in the learner's language, the command line in English. */
export const LEARNER_CSV_PROBLEMS = [
  "empty",
  "no-email-column",
  "invalid-email",
  "duplicate-email",
  "name-too-long",
  "too-many",
  "unclosed-quote",
] as const;
export type TLearnerCsvProblemCode = (typeof LEARNER_CSV_PROBLEMS)[number];

export interface TLearnerCsvProblem {
  /** The file's line, from 1 (the header is line 1); 0 for the file as a whole. */
  line: number;
  code: TLearnerCsvProblemCode;
  /** The value the problem is about (the e-mail as written), when there is one. */
  value?: string;
}

export interface TLearnerCsvRow {
  email: string;
  name?: string;
}

export interface TLearnerCsv {
  learners: TLearnerCsvRow[];
  problems: TLearnerCsvProblem[];
}

/** English words for each problem, for the command line and logs. */
export const LEARNER_CSV_PROBLEM_TEXT: Record<TLearnerCsvProblemCode, string> = {
  empty: "the file has no rows",
  "no-email-column": "the header row has no email column",
  "invalid-email": "not an e-mail address",
  "duplicate-email": "this e-mail is on an earlier line too",
  "name-too-long": `names may have at most ${MAX_LEARNER_NAME} characters`,
  "too-many": `a class holds at most ${MAX_CLASS_SIZE} learners`,
  "unclosed-quote": "a quoted field is not closed",
};

/** One line of problem for the command line: "line 4: not an e-mail address (bob@)". */
export const learnerCsvProblemLine = (p: TLearnerCsvProblem): string =>
  `${p.line > 0 ? `line ${p.line}: ` : ""}${LEARNER_CSV_PROBLEM_TEXT[p.code]}${p.value ? ` (${p.value})` : ""}`;

/** The server's own e-mail rule, checked here so a refusal names the file's line instead of refusing the list. */
const isEmail = (email: string) => ZEmail.safeParse(email).success;

/** Splits CSV text into records of fields, with the line each record starts on; null when a quote never closes. */
function records(text: string, separator: string): { line: number; fields: string[] }[] | null {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === separator) {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      fields.push(field);
      out.push({ line: start, fields });
      fields = [];
      field = "";
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) return null;
  fields.push(field);
  out.push({ line: start, fields });
  return out.filter((r) => r.fields.some((f) => f.trim() !== ""));
}

/** Reads the learners of a CSV file; every line that cannot be taken is a problem, and none is taken then. */
export function parseLearnerCsv(raw: string): TLearnerCsv {
  const text = raw.startsWith("\uFEFF") ? raw.slice(1) : raw;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const rows = records(text, separator);
  if (rows === null) return { learners: [], problems: [{ line: 0, code: "unclosed-quote" }] };
  const [header, ...body] = rows;
  if (!header) return { learners: [], problems: [{ line: 0, code: "empty" }] };
  const columns = header.fields.map((f) => f.trim().toLowerCase());
  const emailAt = columns.findIndex((c) => c === "email" || c === "e-mail");
  const nameAt = columns.indexOf("name");
  if (emailAt < 0) return { learners: [], problems: [{ line: header.line, code: "no-email-column" }] };
  if (body.length === 0) return { learners: [], problems: [{ line: 0, code: "empty" }] };
  if (body.length > MAX_CLASS_SIZE) return { learners: [], problems: [{ line: 0, code: "too-many" }] };

  const learners: TLearnerCsvRow[] = [];
  const problems: TLearnerCsvProblem[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of body) {
    const written = (fields[emailAt] ?? "").trim();
    const email = written.toLowerCase();
    const name = nameAt >= 0 ? (fields[nameAt] ?? "").trim() : "";
    if (!isEmail(email)) problems.push({ line, code: "invalid-email", value: written });
    else if (seen.has(email)) problems.push({ line, code: "duplicate-email", value: written });
    else if ([...name].length > MAX_LEARNER_NAME) problems.push({ line, code: "name-too-long", value: written });
    else {
      seen.add(email);
      learners.push(name ? { email, name } : { email });
    }
  }
  return problems.length > 0 ? { learners: [], problems } : { learners, problems };
}
