import { sql } from "kysely";
import type { TAppDeps } from "../../deps";

/** Resolves once the database has answered a trivial query (rejects when it cannot). */
export async function checkDatabase(deps: TAppDeps): Promise<void> {
  await sql`select 1`.execute(deps.db);
}
