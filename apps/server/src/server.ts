import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/dialects";
import { createAppDeps } from "./deps";
import { startAccountSweeper } from "./features/accounts/account-sweeper";
import type { TBootstrapOutcome } from "./features/accounts/user-admin.service";
import { startAttemptSweeper } from "./features/reading/attempt-sweeper";
import { prepareDatabase } from "./startup";

function announceAdmin(outcome: TBootstrapOutcome): void {
  if (outcome.kind === "refused") {
    console.warn(
      `ADMIN_EMAIL names the existing account ${outcome.email}, whose password is not ADMIN_PASSWORD: it was not made ` +
        "an administrator. Sign in as an administrator and grant it, or set ADMIN_PASSWORD to its password.",
    );
  }
  if (outcome.kind !== "generated") return;
  const line = "=".repeat(72);
  // Printed once, on the start that created the account; it is not stored anywhere in clear.
  console.log(
    [
      line,
      "  Bandcraft created an administrator for this new installation:",
      `    e-mail:   ${outcome.email}`,
      `    password: ${outcome.password}`,
      "  Keep it now; it will not be shown again. Add a learner with:",
      "    npm run cli -- add-user --email learner@example.com --password 'a-long-password'",
      line,
    ].join("\n"),
  );
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Bandcraft cannot start: ${error.message}`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const handle = openDatabase(config);
  const deps = createAppDeps({ db: handle.db, dialect: handle.dialect, config, now: Date.now });
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  let stopSweeper = () => {};
  let stopAccountSweeper = () => {};
  app.addHook("onClose", async () => {
    stopSweeper();
    stopAccountSweeper();
    await handle.db.destroy();
  });
  try {
    announceAdmin(await prepareDatabase(deps, app.log));
    await app.listen({ port: config.port, host: config.host });
    // Overdue timed attempts are submitted by the server, even if the learner never comes back.
    stopSweeper = startAttemptSweeper(deps, app.log);
    // Expired and long-revoked sessions are deleted, so sign-ins never grow the table without end.
    stopAccountSweeper = startAccountSweeper(deps, app.log);
  } catch (error) {
    app.log.error({ err: error }, "start failed");
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  app.log.info(
    `Bandcraft serving on http://localhost:${config.port} (${handle.dialect} at ${handle.location}), ready in ${Math.round(performance.now() - startedAt)} ms`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing the database`);
    // Stop accepting, let in-flight requests finish, then close the pool; force-exit after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

void main();
