import { resultsCsv } from "@bandcraft/domain/results-csv";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { normaliseEmail } from "../accounts/public";
import { classesNamed } from "./results.repository";
import { exportRows } from "./results.service";

/** What the command prints: the CSV for standard output, and a line of counts for standard error. */
export interface TExportedResults {
  csv: string;
  summary: string;
}

type TNamedClass = Awaited<ReturnType<typeof classesNamed>>[number];

const described = (c: TNamedClass) => `${c.teacherEmail} (${c.id}${c.archivedAt === null ? "" : ", archived"})`;

/**
 * The class the command names. Names are unique per teacher among unarchived classes only, so: the one class
 * of that name (of that teacher, with --teacher), preferring the one unarchived; otherwise an error that
 * lists the candidates' teachers.
 */
async function classNamed(deps: TAppDeps, rawName: string, teacher: string | undefined): Promise<TNamedClass> {
  const name = rawName.trim();
  const email = teacher === undefined ? undefined : normaliseEmail(teacher);
  const found = (await classesNamed(deps.db, name)).filter((c) => email === undefined || c.teacherEmail === email);
  const live = found.filter((c) => c.archivedAt === null);
  const only = live.length === 1 ? live[0] : live.length === 0 && found.length === 1 ? found[0] : undefined;
  if (only) return only;
  if (found.length === 0) {
    throw new AppError(404, `No class is named "${name}"${email === undefined ? "" : ` with the teacher ${email}`}.`);
  }
  const remedy = email === undefined ? "Name the teacher with --teacher EMAIL." : "Rename all but one of them.";
  throw new AppError(409, `${found.length} classes are named "${name}": ${found.map(described).join(", ")}. ${remedy}`);
}

/**
 * `export-results --class NAME [--teacher EMAIL]`: the class's results as the teacher's download has them
 * (domain results-csv.ts), a row per assignment and learner. The command line acts for no teacher, so the
 * class is found by name; it only reads.
 */
export async function exportResultsCommand(
  deps: TAppDeps,
  className: string,
  teacher: string | undefined,
): Promise<TExportedResults> {
  const found = await classNamed(deps, className, teacher);
  const rows = await exportRows(deps, found.id);
  const count = `${rows.length} row${rows.length === 1 ? "" : "s"}`;
  return {
    csv: resultsCsv(found.name, rows),
    summary: `Exported ${count} (one per assignment and learner) of "${found.name}", taught by ${found.teacherEmail}.`,
  };
}
