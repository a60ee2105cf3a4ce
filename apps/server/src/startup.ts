import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { seedOnFirstStart } from "./content/import-bank";
import { importContentDirSummary } from "./content/summary";
import { migrateToLatest } from "./db/migrate";
import type { TAppDeps } from "./deps";
import { bootstrapAdmin, type TBootstrapOutcome } from "./features/accounts/user-admin.service";

/** A password a person can copy: 18 random bytes, URL-safe. */
const randomPassword = () => randomBytes(18).toString("base64url");

/** Everything before serving: migrate, import the bank on first start, make sure an admin exists. */
export async function prepareDatabase(deps: TAppDeps, log: FastifyBaseLogger): Promise<TBootstrapOutcome> {
  await migrateToLatest(deps.db, deps.dialect);
  const imported = await seedOnFirstStart(deps.db, deps.config.contentDir, deps.now());
  if (imported) log.info(`content bank imported on first start: ${importContentDirSummary(imported)}`);
  return bootstrapAdmin(deps, deps.config, randomPassword);
}
