import { type RawBuilder, sql } from "kysely";

/**
 * SQL that is true when a pipe-joined list column ("A|B|C") holds `key` exactly. The list is wrapped in
 * bars so one key never matches inside another, and LIKE's wildcards in the key (`_` is common in our
 * keys) are escaped, so the test is exact on SQLite and PostgreSQL alike.
 */
export function listHasKey(column: string, key: string): RawBuilder<boolean> {
  const escaped = key.replace(/[!%_]/g, (c) => `!${c}`);
  return sql<boolean>`('|' || ${sql.ref(column)} || '|') like ${`%|${escaped}|%`} escape '!'`;
}
