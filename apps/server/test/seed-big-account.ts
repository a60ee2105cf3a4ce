// Gives an existing account a long history for the bench (bench/big-account.mjs), straight into the
// database the bench's server uses: DATA_DIR (SQLite) or DATABASE_URL, SEED_EMAIL, SEED_PAPERS, SEED_TAG
// (three letters that keep each account's submission ids apart).
// Run with `node --import tsx apps/server/test/seed-big-account.ts`.
import { sql } from "kysely";
import { openDatabase } from "../src/db/dialects";
import { storeHistory } from "./big-history";

const email = process.env.SEED_EMAIL ?? "";
const papers = Number(process.env.SEED_PAPERS ?? 50_000);
const handle = openDatabase({
  dataDir: process.env.DATA_DIR ?? "",
  databaseUrl: process.env.DATABASE_URL || undefined,
});
try {
  const row = await sql<{ id: number }>`select id from users where email = ${email}`.execute(handle.db);
  const userId = row.rows[0]?.id;
  if (userId === undefined) throw new Error(`seed: no account ${email}`);
  const firstAt = Date.now() - papers * 60_000 - 3_600_000;
  await storeHistory(handle.db, handle.dialect, Number(userId), {
    papers,
    completeEvery: 5,
    firstAt,
    tag: process.env.SEED_TAG ?? "big",
  });
} finally {
  await handle.db.destroy();
}
