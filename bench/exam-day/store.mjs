// The exam day's direct access to the server's own database: opening it beside the server and seeding
// the takers, whose rows every later check reads by their e-mail prefix.
import { createHash, randomBytes } from "node:crypto";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";

/** Each taker's e-mail starts with this, so the checks read only the exam's rows. */
export const EMAIL_PREFIX = "exam-";

/** Reads and writes the server's own database beside it: SQLite (WAL takes a second writer) or PostgreSQL. */
export async function openStore({ sqliteFile, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      rows: async (text, values = []) => (await client.query(text, values)).rows,
      run: async (text, values = []) => (await client.query(text, values)).rowCount,
      close: () => client.end(),
    };
  }
  const db = new SqliteDatabase(sqliteFile);
  db.pragma("busy_timeout = 10000");
  const prepare = (text) => db.prepare(text.replace(/\$\d+/g, "?"));
  return {
    rows: async (text, values = []) => prepare(text).all(...values),
    run: async (text, values = []) => prepare(text).run(...values).changes,
    close: async () => db.close(),
  };
}

/** Multi-row inserts of at most 500 rows: under SQLite's and PostgreSQL's limits on parameters. */
async function insertRows(store, table, columns, rows) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const tuples = chunk.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`);
    await store.run(`insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")}`, chunk.flat());
  }
}

/**
 * N learners with a session each, written straight into the database: signing 10,000 in through /login
 * would spend minutes on argon2. Nobody signs in with a password, so any text stands in for its hash; the
 * session row holds the SHA-256 of the bearer token, as the server's sign-in writes it. No privilege:
 * every start spends three of the daily tokens.
 */
export async function seedLearners(store, count) {
  const now = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `${EMAIL_PREFIX}${i}@example.com`);
  await insertRows(
    store,
    "users",
    ["email", "password_hash", "created_at"],
    emails.map((email) => [email, "not-a-password-hash", now]),
  );
  const ids = new Map(
    (await store.rows("select id, email from users where email like $1", [`${EMAIL_PREFIX}%`])).map((r) => [
      r.email,
      Number(r.id),
    ]),
  );
  const learners = emails.map((email, index) => ({ index, email, token: randomBytes(32).toString("base64url") }));
  await insertRows(
    store,
    "sessions",
    // public_id is the opaque id Settings → Sessions shows (unique); last_used_at as the sign-in sets it.
    ["token_hash", "public_id", "user_id", "created_at", "last_used_at", "expires_at"],
    learners.map((l) => [
      createHash("sha256").update(l.token).digest("hex"),
      randomBytes(12).toString("hex"),
      ids.get(l.email),
      now,
      now,
      now + 86_400_000,
    ]),
  );
  return learners;
}
