import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";

export type TLogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
const LOG_LEVELS: readonly TLogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export interface TAppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  readingDailyTokens: number;
  /** Papers a learner may submit in any minute (LEARNER_QUOTAS); 0 = no limit (the bench's one-learner load). */
  submitsPerMinute: number;
  /** Tests a learner may have in progress at once (LEARNER_QUOTAS); 0 = no limit (the bench's one-learner starts). */
  openAttempts: number;
  /** Hours an untimed attempt may go untouched before it is abandoned (its tokens are not refunded). */
  attemptAbandonHours: number;
  refillTimeZone: string;
  logLevel: TLogLevel;
  /** Folder of the built SPA (apps/web/dist). */
  webDist: string;
  /** Folder of the content bank imported on first start. */
  contentDir: string;
  /**
   * Whose X-Forwarded-For to believe for the client address (sign-in throttling): false (the socket
   * address), or a comma-separated list of the load balancers' addresses or CIDR ranges.
   */
  trustProxy: false | string;
  /** Timeouts and connection limits of the HTTP server (docs/operations.md, "Timeouts and limits"). */
  http: THttpLimits;
}

/** How long a client may take and how many connections it may hold; times in milliseconds. */
export interface THttpLimits {
  /** The whole request, headers and body, must arrive within this (slow bodies are cut with 408). */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this (slow headers are cut with 408). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no bytes moving either way while a request is under way is closed after this. */
  idleTimeoutMs: number;
  /** Requests one connection may carry before the server closes it. */
  maxRequestsPerSocket: number;
  /** Open connections at most; undefined: the process's descriptor limit less a reserve. */
  maxConnections: number | undefined;
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

/** TRUST_PROXY: unset (trust no proxy) or the load balancers' addresses / CIDR ranges. */
function trustProxy(raw: string | undefined): false | string {
  const value = raw?.trim() ?? "";
  if (value === "") return false;
  const entries = value.split(",").map((entry) => entry.trim());
  const isAddressOrRange = (entry: string) => {
    const [address = "", bits, extra] = entry.split("/");
    const family = net.isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  if (!entries.every(isAddressOrRange)) {
    throw new ConfigError(
      `TRUST_PROXY must list the load balancers' addresses or CIDR ranges, e.g. 10.0.0.0/8,127.0.0.1 (got "${raw}")`,
    );
  }
  return entries.join(",");
}

/** The HTTP_* variables: timeouts in milliseconds and connection limits. */
function httpLimits(env: NodeJS.ProcessEnv): THttpLimits {
  const limits: THttpLimits = {
    requestTimeoutMs: integer(env, "HTTP_REQUEST_TIMEOUT_MS", 60_000, 1_000, 3_600_000),
    headersTimeoutMs: integer(env, "HTTP_HEADERS_TIMEOUT_MS", 15_000, 1_000, 3_600_000),
    keepAliveTimeoutMs: integer(env, "HTTP_KEEP_ALIVE_TIMEOUT_MS", 72_000, 1_000, 3_600_000),
    idleTimeoutMs: integer(env, "HTTP_IDLE_TIMEOUT_MS", 60_000, 1_000, 3_600_000),
    maxRequestsPerSocket: integer(env, "HTTP_MAX_REQUESTS_PER_SOCKET", 1_000, 1, 1_000_000),
    maxConnections: env.HTTP_MAX_CONNECTIONS?.trim()
      ? integer(env, "HTTP_MAX_CONNECTIONS", 0, 16, 1_000_000)
      : undefined,
  };
  // Node refuses a headers timeout longer than the request's: the headers are part of the request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
  return limits;
}

/** Reads and validates the environment; throws ConfigError naming the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TAppConfig {
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
    submitsPerMinute: integer(env, "READING_SUBMITS_PER_MINUTE", LEARNER_QUOTAS.submitsPerWindow, 0, 1000),
    openAttempts: integer(env, "READING_OPEN_ATTEMPTS", LEARNER_QUOTAS.openAttempts, 0, 1000),
    attemptAbandonHours: integer(env, "ATTEMPT_ABANDON_HOURS", 168, 1, 8760),
    refillTimeZone,
    logLevel,
    webDist: path.resolve(env.WEB_DIST?.trim() || path.join(root, "apps/web/dist")),
    contentDir: path.resolve(env.CONTENT_DIR?.trim() || path.join(root, "content")),
    trustProxy: trustProxy(env.TRUST_PROXY),
    http: httpLimits(env),
  };
}
