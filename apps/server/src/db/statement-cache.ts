import type SqliteDatabase from "better-sqlite3";
import { LruCache } from "../lib/lru-cache";

/** How many distinct statements are kept compiled: our queries are a few hundred shapes at most. */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely's driver sees it, but `prepare` reuses a compiled statement for SQL it
 * has seen (Kysely compiles to the same text with placeholders for the same query shape). Compiling a
 * statement per query was about a tenth of the server's CPU on the busiest calls. Statements are never
 * shared while in use: better-sqlite3 is synchronous, and the driver does not stream (no iterate()).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE) {
  const cache = new LruCache<string, SqliteDatabase.Statement>(size);
  const prepare = (source: string) => {
    const hit = cache.get(source);
    if (hit) return hit;
    const statement = sqlite.prepare(source);
    cache.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
