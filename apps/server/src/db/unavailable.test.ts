import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROUTES } from "@bandcraft/contract/routes";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createPostgresDatabase, fakeWebDist, POSTGRES_ADMIN_URL } from "../../test/harness";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createAppDeps } from "../deps";
import { openDatabase } from "./dialects";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string) => Object.assign(new Error("failed"), { code });

describe("isDatabaseUnavailable", () => {
  it.each<[string, unknown, boolean]>([
    ["connection refused", withCode("ECONNREFUSED"), true],
    ["connection reset", withCode("ECONNRESET"), true],
    ["PostgreSQL shutting down (57P01)", withCode("57P01"), true],
    ["PostgreSQL starting up (57P03)", withCode("57P03"), true],
    ["a connection exception (08006)", withCode("08006"), true],
    ["a cut connection (node-postgres)", new Error("Connection terminated unexpectedly"), true],
    [
      "a broken client (node-postgres)",
      new Error("Client has encountered a connection error and is not queryable"),
      true,
    ],
    ["no connection in time (node-postgres)", new Error("timeout exceeded when trying to connect"), true],
    ["every address refused", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]), true],
    ["SQLite busy past its timeout", withCode("SQLITE_BUSY"), true],
    ["wrapped in a cause", new Error("outer", { cause: withCode("ECONNREFUSED") }), true],
    ["a unique violation", withCode("23505"), false],
    ["a syntax error", withCode("42601"), false],
    ["a plain bug", new TypeError("x is undefined"), false],
    ["not an error", "ECONNREFUSED", false],
  ])("%s → %s", (_, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe("the server while PostgreSQL is unreachable", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function appOn(databaseUrl: string) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-data-"));
    const config = { ...loadConfig({}), dataDir, databaseUrl, webDist: fakeWebDist(), logLevel: "silent" as const };
    const handle = openDatabase(config);
    const deps = createAppDeps({ db: handle.db, dialect: handle.dialect, config, now: Date.now });
    const app = await buildApp(deps);
    cleanups.push(async () => {
      await app.close();
      await handle.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return { app, db: handle.db };
  }

  it("answers health and API calls with 503 in the envelope, never 500", async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    const { app } = await appOn("postgres://postgres@127.0.0.1:1/nowhere");
    const health = await app.inject({ method: "GET", url: ROUTES.health.path });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ statusCode: 503, errMsg: expect.stringMatching(/unavailable/) });
    const info = await app.inject({
      method: "POST",
      url: ROUTES.userInfo.path,
      payload: {},
      headers: { authorization: "Bearer some-token" },
    });
    expect(info.statusCode).toBe(503);
    expect(info.json().statusCode).toBe(503);
    const login = await app.inject({
      method: "POST",
      url: ROUTES.login.path,
      payload: { email: "someone@example.com", password: "a-password" },
    });
    expect(login.statusCode).toBe(503);
  });

  it("survives its connections being cut (as by a PostgreSQL restart) and answers again", async () => {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    const { app, db } = await appOn(database.url);
    await sql`select 1`.execute(db); // a pooled connection, now idle
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    await admin.end();
    // The idle connection's error arrives now; unheard, it would end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await app.inject({ method: "GET", url: ROUTES.health.path });
    expect(health.statusCode).toBe(200);
  });
});
