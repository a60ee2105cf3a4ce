// Direct reads of the server's database, to check the API's answers against what is stored.
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { queryOnce } from "./postgres.mjs";

const SUBMISSIONS_SQL = `select s.id, s.test_taker_id, u.email from submissions s
  join users u on u.id = s.user_id where u.email like 'soak-%'`;
const BALANCES_SQL = `select u.email, b.available from token_balances b
  join users u on u.id = b.user_id where b.entity_type = 'actual_reading_test' and b.day_key = $1`;

const today = () => new Date().toISOString().slice(0, 10);
const sqliteFile = (dataDir) => path.join(dataDir, "bandcraft.sqlite");

/** Reads the server's database: SQLite in `dataDir` (read-only, beside the running server) or PostgreSQL at `url`. */
export function databaseReader({ dataDir, url }) {
  const rows = async (text, values) => {
    if (url) return queryOnce(url, text, values);
    const db = new SqliteDatabase(sqliteFile(dataDir), { readonly: true });
    try {
      return db.prepare(text.replace(/\$\d+/g, "?")).all(...values);
    } finally {
      db.close();
    }
  };
  return {
    /** [{id, test_taker_id, email}] of every soak learner's submission. */
    submissions: () => rows(SUBMISSIONS_SQL, []),
    /** email → tokens available today. */
    async balances() {
      return Object.fromEntries((await rows(BALANCES_SQL, [today()])).map((r) => [r.email, Number(r.available)]));
    },
  };
}

/**
 * Opens the SQLite file as the crash left it (read-write, so the WAL is recovered as the server would)
 * and runs PRAGMA integrity_check; returns its answer ("ok" when sound).
 */
export function sqliteIntegrity(dataDir) {
  const db = new SqliteDatabase(sqliteFile(dataDir));
  try {
    return db
      .prepare("PRAGMA integrity_check")
      .all()
      .map((r) => r.integrity_check)
      .join("; ");
  } finally {
    db.close();
  }
}
