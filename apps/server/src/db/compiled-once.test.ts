import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, DIALECTS } from "../../test/harness";
import { compiledOnce } from "./compiled-once";
import type { TDatabase } from "./database";
import { openDatabase, type TDatabaseHandle } from "./dialects";
import { migrateToLatest } from "./migrate";

// The arguments in another order than the SQL's parameters, with a constant between them.
const usersPage = compiledOnce((db: Kysely<TDatabase>, limit: number, minId: number, domain: string) =>
  db
    .selectFrom("users")
    .select(["id", "email"])
    .where("id", ">=", minId)
    .where("email", "like", domain)
    .where("created_at", ">=", 0)
    .orderBy("id")
    .limit(limit),
);

describe.each(DIALECTS)("compiledOnce on %s", (dialect) => {
  let handle: TDatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-compiled-"));
  beforeAll(async () => {
    const pgDb = dialect === "postgres" ? await createPostgresDatabase() : undefined;
    drop = pgDb?.drop;
    handle = openDatabase({ dataDir, databaseUrl: pgDb?.url });
    await migrateToLatest(handle.db, dialect);
    for (const email of ["a@one.test", "b@two.test", "c@one.test", "d@one.test"]) {
      await handle.db.insertInto("users").values({ email, password_hash: "x", created_at: 1 }).execute();
    }
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each<[number, number, string, string[]]>([
    [10, 0, "%@one.test", ["a@one.test", "c@one.test", "d@one.test"]],
    [1, 0, "%@one.test", ["a@one.test"]],
    [10, 2, "%@one.test", ["c@one.test", "d@one.test"]],
    [10, 0, "%@two.test", ["b@two.test"]],
    [10, 0, "%@none.test", []],
  ])(
    "runs with limit %i, id from %i, e-mail like %s, each call's own values",
    async (limit, minIdIndex, domain, emails) => {
      const ids = (await handle.db.selectFrom("users").select("id").orderBy("id").execute()).map((r) => Number(r.id));
      const rows = await usersPage(handle.db, limit, ids[minIdIndex] ?? 0, domain);
      expect(rows.map((r) => r.email)).toEqual(emails);
    },
  );
});

describe("compiledOnce, misused", () => {
  it("refuses a builder that does not pass an argument through as a parameter", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-compiled-"));
    const handle = openDatabase({ dataDir });
    try {
      const broken = compiledOnce((db: Kysely<TDatabase>, _unused: number) =>
        db.selectFrom("users").select("id").where("id", ">", 0),
      );
      await expect(broken(handle.db, 5)).rejects.toThrow(/every argument must appear/);
    } finally {
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
