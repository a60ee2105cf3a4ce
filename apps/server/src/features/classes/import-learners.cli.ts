import fs from "node:fs";
import { ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { toCsv } from "@bandcraft/domain/csv";
import { learnerCsvProblemLine, parseLearnerCsv } from "@bandcraft/domain/learner-csv";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { addLearners } from "./class-learners.service";
import { unarchivedClassNamed } from "./classes.service";

/** What the command prints: the CSV for standard output, and a line of counts for standard error. */
export interface TImportedLearners {
  csv: string;
  summary: string;
}

/**
 * `import-learners FILE [--class NAME]`: reads a learner CSV (domain learner-csv.ts, as the web's upload does)
 * and makes sure each learner has an account (the route's own service, acting as "cli"); with a class name,
 * adds them to that unarchived class. A file with any problem changes nothing. The CSV answers every learner
 * of the file: `email,name,one_time_password`, the password empty for an account that existed.
 */
export async function importLearnersFromFile(
  deps: TAppDeps,
  file: string,
  className: string | undefined,
): Promise<TImportedLearners> {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    throw new AppError(400, `Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { learners, problems } = parseLearnerCsv(text);
  if (problems.length > 0) {
    const lines = problems.map((p) => `  ${learnerCsvProblemLine(p)}`);
    throw new AppError(400, [`${file} was not imported; nothing was changed:`, ...lines].join("\n"));
  }
  const into = className === undefined ? null : await unarchivedClassNamed(deps, className);
  const result = await addLearners(deps, "cli", into, learners);
  const passwords = new Map(result.added.map((a) => [a.email, a.oneTimePassword]));
  const csv = toCsv(
    ["email", "name", "one_time_password"],
    learners.map((l) => [l.email, l.name ?? "", passwords.get(l.email) ?? ""]),
  );
  const created = result.added.filter((a) => a.oneTimePassword !== null).length;
  const existed = learners.length - created;
  const accounts = (n: number) => `${n} account${n === 1 ? "" : "s"}`;
  const summary = into
    ? `Created ${accounts(created)} (${existed} existed); added ${result.added.length} to "${into.name}", ` +
      `${result.alreadyInClass.length} were in it already.`
    : `Created ${accounts(created)}; ${existed} existed already and were left as they are.`;
  const validity = created > 0 ? ` The one-time passwords work for ${ONE_TIME_PASSWORD_DAYS} days.` : "";
  return { csv, summary: `${summary}${validity}` };
}
