import path from "node:path";
import { fileURLToPath } from "node:url";

export type TLogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
const LOG_LEVELS: readonly TLogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  readingDailyTokens: number;
  refillTimeZone: string;
  logLevel: TLogLevel;
  /** Folder of the built SPA (apps/web/dist). */
  webDist: string;
  /** Folder of the content bank imported on first start. */
  contentDir: string;
}

/** A configuration value that makes no sense: the server refuses to start and names it. */
export class ConfigError extends Error {}

const repoRoot = () => {
  // dist/server.js and src/config.ts both sit two levels under apps/server.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, "../../..");
};

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Reads and validates the environment; throws ConfigError naming the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = repoRoot();
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql:// (got "${databaseUrl}")`);
  }
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminEmail && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address (got "${env.ADMIN_EMAIL}")`);
  }
  if (adminEmail && !adminPassword) throw new ConfigError("ADMIN_PASSWORD must be set when ADMIN_EMAIL is set");
  if (!adminEmail && adminPassword) throw new ConfigError("ADMIN_EMAIL must be set when ADMIN_PASSWORD is set");
  if (adminPassword && adminPassword.length < 8) {
    throw new ConfigError("ADMIN_PASSWORD must be at least 8 characters long");
  }
  const refillTimeZone = env.REFILL_TZ?.trim() || "UTC";
  if (!isTimeZone(refillTimeZone)) {
    throw new ConfigError(`REFILL_TZ must be an IANA time zone such as UTC or Asia/Shanghai (got "${refillTimeZone}")`);
  }
  const logLevel = (env.LOG_LEVEL?.trim() || "info") as TLogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${env.LOG_LEVEL}")`);
  }
  return {
    port: integer(env, "PORT", 8080, 1, 65535),
    host: env.HOST?.trim() || "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(root, "data")),
    databaseUrl,
    adminEmail,
    adminPassword,
    readingDailyTokens: integer(env, "READING_DAILY_TOKENS", 6, 0, 1000),
    refillTimeZone,
    logLevel,
    webDist: path.resolve(env.WEB_DIST?.trim() || path.join(root, "apps/web/dist")),
    contentDir: path.resolve(env.CONTENT_DIR?.trim() || path.join(root, "content")),
  };
}
