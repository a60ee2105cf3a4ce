import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../../test/harness";
import { preparingClient } from "./pg-prepared";

describe("prepared statements on PostgreSQL", () => {
  let database: { url: string; drop: () => Promise<void> };
  let pool: pg.Pool;
  let prepared: pg.Pool;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // One connection, so every call sees the same session's prepared statements.
    pool = new pg.Pool({ connectionString: database.url, max: 1, Client: preparingClient() });
    prepared = pool;
    await pool.query("create table notes (id integer primary key, body text)");
    await pool.query("insert into notes values (1, 'one'), (2, 'two')");
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  /** The texts prepared in the pool's one session, through the wrapped client. */
  async function preparedTexts(): Promise<string[]> {
    const client = await prepared.connect();
    try {
      const res = await client.query("select statement from pg_prepared_statements");
      return res.rows.map((r: { statement: string }) => r.statement);
    } finally {
      client.release();
    }
  }

  async function run(text: string, values?: unknown[]) {
    const client = await prepared.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      client.release();
    }
  }

  it.each<[string, string, unknown[], boolean]>([
    ["a select naming its columns", "select id, body from notes where id = $1", [1], true],
    ["an update", "update notes set body = $1 where id = $2", ["uno", 1], true],
    ["a count", "select count(*) as n from notes where id > $1", [0], true],
    ["a select of *", "select * from notes where id = $1", [2], false],
    ["a select of a table's *", 'select "notes".* from notes where id = $1', [2], false],
    ["DDL", "create index if not exists notes_body_idx on notes (body)", [], false],
  ])("prepares %s: %s", async (_what, text, values, expected) => {
    await run(text, values);
    await run(text, values);
    expect((await preparedTexts()).includes(text)).toBe(expected);
  });

  it("answers with each call's values", async () => {
    expect(await run("select id, body from notes where id = $1", [2])).toEqual([{ id: 2, body: "two" }]);
    expect(await run("select id, body from notes where id = $1", [1])).toEqual([{ id: 1, body: "uno" }]);
  });

  it("retires a statement whose table changed under it, and answers the call", async () => {
    const text = "select id, body from notes where id = $1 and body is not null";
    await run(text, [1]);
    // Another process's migration, say: the result type of the prepared statement changes.
    await pool.query("alter table notes alter column body type varchar(200)");
    expect(await run(text, [2])).toEqual([{ id: 2, body: "two" }]);
    expect(await run(text, [1])).toEqual([{ id: 1, body: "uno" }]);
  });
});
