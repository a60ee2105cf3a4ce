import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { ROUTES } from "@bandcraft/contract/routes";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp, type TBuildAppOptions } from "../src/app";
import { loadConfig, type TAppConfig } from "../src/config";
import { openDatabase, type TDialect } from "../src/db/dialects";
import { createAppDeps, type TAppDeps } from "../src/deps";
import { createUser } from "../src/features/accounts/user-admin.service";
import { prepareDatabase } from "../src/startup";

/** The PostgreSQL server of the project's machines; each test file gets a database of its own. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Kysely's own pattern: every API suite runs once per dialect. */
export const DIALECTS: TDialect[] = ["sqlite", "postgres"];

export const ADMIN = { email: "admin@example.com", password: "correct horse battery staple" };

export interface TTestContext {
  app: FastifyInstance;
  deps: TAppDeps;
  clock: { now: number };
  close: () => Promise<void>;
}

/** A fresh, empty PostgreSQL database of its own, dropped by `drop`. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bandcraft_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A small built SPA stand-in, so history fallback and the CSP hash of its inline script are exercised. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-web-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log('app')");
  // As the build leaves them: a compressed copy beside the asset.
  fs.writeFileSync(path.join(dir, "assets", "app-abc123.js.gz"), zlib.gzipSync("console.log('app')"));
  return dir;
}

/** Builds a real app on a fresh database of the given dialect: migrated, seeded, with an admin. */
export async function createTestContext(
  dialect: TDialect,
  overrides: Partial<TAppConfig> = {},
  appOptions: TBuildAppOptions = {},
): Promise<TTestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-data-"));
  const pgDb = dialect === "postgres" ? await createPostgresDatabase() : undefined;
  const config: TAppConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: pgDb?.url,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    webDist: fakeWebDist(),
    logLevel: "silent",
    ...overrides,
  };
  const handle = openDatabase(config);
  const clock = { now: Date.UTC(2026, 10, 21, 9, 0, 0) };
  const deps = createAppDeps({ db: handle.db, dialect: handle.dialect, config, now: () => clock.now });
  const app = await buildApp(deps, appOptions);
  await prepareDatabase(deps, app.log);
  return {
    app,
    deps,
    clock,
    close: async () => {
      await app.close();
      await handle.db.destroy();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(ctx: TTestContext, email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const res = await ctx.app.inject({ method: "POST", url: ROUTES.login.path, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** Adds a learner `<name>@example.com` (no privileges) and returns their bearer token. */
export async function signedInLearner(ctx: TTestContext, name: string): Promise<string> {
  const email = `${name}@example.com`;
  await createUser(ctx.deps, { email, password: "learner-password", grantedBy: "test" });
  return signIn(ctx, email, "learner-password");
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One passage of a paper as the submit call takes it. */
export function paperPassage(readingPracticeID: string, answers: Record<string, string> = {}) {
  return {
    readingPracticeID,
    answers,
    highlights: { items: [] },
    highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
  };
}

/** The submit payload of an attempt, with the client's times taken from the test clock. */
export function paperOf(ctx: TTestContext, testTakerID: string, passages: ReturnType<typeof paperPassage>[]) {
  return {
    testTakerID,
    elapsedTime: 754,
    startTimeStamp: ctx.clock.now - 754_000,
    submissionTimestamp: ctx.clock.now,
    readingPractices: passages,
  };
}

/**
 * Starts a named practice through the API as a learner does (spending a token unless the caller spends
 * none) and answers the attempt's server-made test-taker id: a paper can only be submitted for it.
 */
export async function startedAttempt(ctx: TTestContext, token: string, practiceID: string): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: ROUTES.readingSingle.path,
    payload: { practiceID },
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json<{ attempt: { testTakerID: string } }>().attempt.testTakerID;
}

/** Submits paperOf's paper once its 754 seconds have passed on the test clock (sent at the start, its startTimeStamp would be past the skew). */
export async function submitPaper(
  ctx: TTestContext,
  token: string,
  testTakerID: string,
  passages: ReturnType<typeof paperPassage>[],
) {
  ctx.clock.now += paperOf(ctx, testTakerID, passages).elapsedTime * 1000;
  return ctx.app.inject({
    method: "POST",
    url: ROUTES.readingSubmit.path,
    payload: paperOf(ctx, testTakerID, passages),
    headers: bearer(token),
  });
}
