import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { TDatabase } from "./database";
import { preparingClient } from "./pg-prepared";
import { withStatementCache } from "./statement-cache";

export type TDialect = "sqlite" | "postgres";

export interface TDatabaseHandle {
  db: Kysely<TDatabase>;
  dialect: TDialect;
  /** Where the data lives, for logs (file path or host/database, never a password). */
  location: string;
}

// int8 (bigint) arrives as text from pg by default; our bigints are epoch ms and ids, safe as numbers.
pg.types.setTypeParser(20, (value) => Number(value));
// float4/float8 and numeric as numbers too.
pg.types.setTypeParser(700, (value) => Number(value));
pg.types.setTypeParser(701, (value) => Number(value));

/** Opens SQLite in dataDir (WAL, synchronous=FULL, foreign keys) or PostgreSQL when a URL is given. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): TDatabaseHandle {
  if (options.databaseUrl) {
    // A bounded wait for a connection: an unreachable database answers 503 in 10 s instead of hanging.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 10_000,
      Client: preparingClient(),
    });
    // When PostgreSQL stops or restarts, every open connection errors. Unheard, that 'error' event
    // would end the process; the calls using those connections fail (503) and the pool reconnects.
    pool.on("error", () => undefined);
    pool.on("connect", (client) => client.on("error", () => undefined));
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) }),
      dialect: "postgres",
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, "bandcraft.sqlite");
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  // FULL: an acknowledged submission survives power loss.
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<TDatabase>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: "sqlite",
    location: file,
  };
}
