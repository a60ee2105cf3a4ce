import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as TKyselySqliteDatabase } from "kysely";
import { LruCache } from "../lib/lru-cache";

/** How many distinct statements are kept compiled: our queries are a few hundred shapes at most. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's dialect takes it (it needs `prepare` and `close` only), with `prepare`
 * answering a statement already compiled for SQL it has seen: Kysely compiles a query shape to the same text
 * with placeholders. Proved by `npm run bench` (docs/performance.md, "What each piece of machinery is proved
 * by"): without it a token-spending start cost 211 against 138 µs of server CPU, an autosave 224 against
 * 151 µs. Statements are never shared while in use: better-sqlite3 is synchronous, and Kysely's driver does
 * not stream (no iterate()).
 */
export function withStatementCache(
  sqlite: SqliteDatabase.Database,
  size = STATEMENT_CACHE_SIZE,
): TKyselySqliteDatabase {
  const cache = new LruCache<string, SqliteDatabase.Statement>(size);
  return {
    prepare(source) {
      const hit = cache.get(source);
      if (hit) return hit;
      const statement = sqlite.prepare(source);
      cache.set(source, statement);
      return statement;
    },
    close() {
      sqlite.close();
    },
  };
}
