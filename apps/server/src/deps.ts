import type { Kysely } from "kysely";
import type { TAppConfig } from "./config";
import type { TDatabase } from "./db/database";
import type { TDialect } from "./db/dialects";

/** What every feature receives: the database, the config and a clock tests can move. */
export interface TAppDeps {
  db: Kysely<TDatabase>;
  dialect: TDialect;
  config: TAppConfig;
  now: () => number;
}
