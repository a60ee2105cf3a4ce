import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase, DIALECTS } from "../../test/harness";
import { openDatabase } from "./dialects";
import { migrateToLatest } from "./migrate";

describe.each(DIALECTS)("migration 0012 (session devices) on %s", (dialect) => {
  it("gives existing sessions distinct opaque ids and their creation as last use, and can be undone", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-migrate-"));
    const pgDb = dialect === "postgres" ? await createPostgresDatabase() : undefined;
    const handle = openDatabase({ dataDir, databaseUrl: pgDb?.url });
    try {
      await migrateToLatest(handle.db, dialect, "0010-server-attempts");
      await sql`insert into users (email, password_hash, created_at) values ('old@example.com', 'x', 1)`.execute(
        handle.db,
      );
      const user = await sql<{ id: number }>`select id from users`.execute(handle.db);
      const userId = Number(user.rows[0]?.id);
      for (const [hash, created] of [
        ["h1", 100],
        ["h2", 200],
        ["h3", 300],
      ] as const) {
        await sql`insert into sessions (token_hash, user_id, created_at, expires_at) values (${hash}, ${userId}, ${created}, 99999)`.execute(
          handle.db,
        );
      }
      await migrateToLatest(handle.db, dialect);
      const rows = await handle.db
        .selectFrom("sessions")
        .select(["token_hash", "public_id", "created_at", "last_used_at", "user_agent"])
        .orderBy("token_hash")
        .execute();
      expect(rows.map((r) => [r.token_hash, Number(r.last_used_at), r.user_agent])).toEqual([
        ["h1", 100, null],
        ["h2", 200, null],
        ["h3", 300, null],
      ]);
      for (const r of rows) expect(r.public_id).toMatch(/^[0-9a-f]{24}$/);
      expect(new Set(rows.map((r) => r.public_id)).size).toBe(3);
      // The id is unique: a copy is refused.
      await expect(
        sql`insert into sessions (token_hash, user_id, created_at, expires_at, public_id) values ('h4', ${userId}, 1, 2, ${rows[0]?.public_id})`.execute(
          handle.db,
        ),
      ).rejects.toThrow();
      await migrateToLatest(handle.db, dialect, "0010-server-attempts");
      const columns = await sql<{ token_hash: string }>`select * from sessions order by token_hash`.execute(handle.db);
      expect(Object.keys(columns.rows[0] ?? {}).sort()).toEqual(
        ["created_at", "expires_at", "id", "revoked_at", "token_hash", "user_id"].sort(),
      );
    } finally {
      await handle.db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
