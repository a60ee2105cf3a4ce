import type { Kysely } from "kysely";
import type { AppConfig } from "./config";
import type { Database } from "./db/database";
import type { Dialect } from "./db/dialects";

/** What every feature receives: the database, the config and a clock tests can move. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  now: () => number;
}
