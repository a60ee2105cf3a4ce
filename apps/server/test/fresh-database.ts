import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type TDatabaseHandle, type TDialect } from "../src/db/dialects";
import { createPostgresDatabase } from "./harness";

/** Runs a test on a fresh database of the dialect (a new directory or PostgreSQL database), then removes it. */
export async function onFreshDatabase(
  dialect: TDialect,
  test: (handle: TDatabaseHandle) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-migrate-"));
  const pgDb = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  const handle = openDatabase({ dataDir, databaseUrl: pgDb?.url });
  try {
    await test(handle);
  } finally {
    await handle.db.destroy();
    await pgDb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Inserts accounts by e-mail, as any migration's schema has them, and returns their ids in order. */
export async function insertAccounts(handle: TDatabaseHandle, emails: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const email of emails) {
    await sql`insert into users (email, password_hash, created_at) values (${email}, 'x', 1)`.execute(handle.db);
    const row = await sql<{ id: number }>`select id from users where email = ${email}`.execute(handle.db);
    ids.push(Number(row.rows[0]?.id));
  }
  return ids;
}
