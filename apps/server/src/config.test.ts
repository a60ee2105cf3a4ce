import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      readingDailyTokens: 6,
      submitsPerMinute: 10,
      openAttempts: 20,
      attemptAbandonHours: 168,
      refillTimeZone: "UTC",
      logLevel: "info",
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "9000",
      DATA_DIR: "/tmp/x",
      DATABASE_URL: "postgres://u@h:5432/db",
      ADMIN_EMAIL: "Boss@Example.com",
      ADMIN_PASSWORD: "long-enough",
      READING_DAILY_TOKENS: "10",
      READING_SUBMITS_PER_MINUTE: "0",
      READING_OPEN_ATTEMPTS: "0",
      ATTEMPT_ABANDON_HOURS: "24",
      REFILL_TZ: "Asia/Shanghai",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: "/tmp/x",
      databaseUrl: "postgres://u@h:5432/db",
      adminEmail: "boss@example.com",
      readingDailyTokens: 10,
      submitsPerMinute: 0,
      openAttempts: 0,
      attemptAbandonHours: 24,
      refillTimeZone: "Asia/Shanghai",
      logLevel: "warn",
    });
  });

  it.each<[string | undefined, false | string]>([
    [undefined, false],
    ["", false],
    ["10.0.0.0/8, 127.0.0.1", "10.0.0.0/8,127.0.0.1"],
    ["::1,fd00::/8", "::1,fd00::/8"],
  ])("reads TRUST_PROXY %s as %s", (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toBe(expected);
  });

  it.each([
    [{ PORT: "abc" }, 'PORT must be an integer from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be an integer from 1 to 65535"],
    [{ PORT: "80.5" }, "PORT must be an integer"],
    [{ READING_DAILY_TOKENS: "-1" }, "READING_DAILY_TOKENS must be an integer from 0 to 1000"],
    [
      { REFILL_TZ: "Mars/Olympus" },
      'REFILL_TZ must be an IANA time zone such as UTC or Asia/Shanghai (got "Mars/Olympus")',
    ],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres://"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long-enough" }, "ADMIN_EMAIL must be an e-mail address"],
    [{ ADMIN_EMAIL: "a@b.c" }, "ADMIN_PASSWORD must be set when ADMIN_EMAIL is set"],
    [{ ADMIN_PASSWORD: "long-enough" }, "ADMIN_EMAIL must be set when ADMIN_PASSWORD is set"],
    [{ ADMIN_EMAIL: "a@b.c", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD must be at least 8 characters long"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY must list the load balancers' addresses or CIDR ranges"],
    [{ TRUST_PROXY: "1" }, "TRUST_PROXY must list"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY must list"],
    [{ TRUST_PROXY: "10.0.0.1,lb.example.com" }, "TRUST_PROXY must list"],
    [{ HTTP_REQUEST_TIMEOUT_MS: "0" }, "HTTP_REQUEST_TIMEOUT_MS must be an integer from 1000 to 3600000"],
    [{ HTTP_HEADERS_TIMEOUT_MS: "5s" }, "HTTP_HEADERS_TIMEOUT_MS must be an integer"],
    [{ HTTP_MAX_CONNECTIONS: "4" }, "HTTP_MAX_CONNECTIONS must be an integer from 16 to 1000000"],
    [{ HTTP_MAX_REQUESTS_PER_SOCKET: "0" }, "HTTP_MAX_REQUESTS_PER_SOCKET must be an integer from 1"],
    [
      { HTTP_REQUEST_TIMEOUT_MS: "10000", HTTP_HEADERS_TIMEOUT_MS: "20000" },
      "HTTP_HEADERS_TIMEOUT_MS (20000) must not exceed HTTP_REQUEST_TIMEOUT_MS (10000)",
    ],
  ])("refuses %o and names the value", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("has timeouts and connection limits by default, each set by its variable", () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 60_000,
      maxRequestsPerSocket: 1_000,
      maxConnections: undefined,
    });
    const http = loadConfig({
      HTTP_REQUEST_TIMEOUT_MS: "30000",
      HTTP_HEADERS_TIMEOUT_MS: "5000",
      HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000",
      HTTP_IDLE_TIMEOUT_MS: "20000",
      HTTP_MAX_REQUESTS_PER_SOCKET: "100",
      HTTP_MAX_CONNECTIONS: "4000",
    }).http;
    expect(http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 20_000,
      maxRequestsPerSocket: 100,
      maxConnections: 4_000,
    });
  });
});
