import fs from "node:fs";
import http from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { THttpLimits } from "../config";

/** Descriptors kept free beyond the connections: database files and pool, static files, logs, libuv. */
const DESCRIPTOR_RESERVE = 128;

/**
 * The soft limit on open files of this process (Linux), or undefined where it cannot be read or is
 * unlimited: every connection costs one descriptor, and running out of them stops the server accepting
 * anything, its own database files included.
 */
export function descriptorLimit(limitsFile = "/proc/self/limits"): number | undefined {
  try {
    const line = fs
      .readFileSync(limitsFile, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = Number(line?.slice("Max open files".length).trim().split(/\s+/)[0]);
    return Number.isSafeInteger(soft) && soft > 0 ? soft : undefined;
  } catch {
    return undefined;
  }
}

/** The connection cap: the configured one, else the descriptor limit less a reserve (none if unknown). */
export function connectionCap(limits: THttpLimits, descriptors: number | undefined): number | undefined {
  if (limits.maxConnections !== undefined) return limits.maxConnections;
  return descriptors === undefined ? undefined : Math.max(64, descriptors - DESCRIPTOR_RESERVE);
}

/** Node's own answers to requests it could not parse, in our words; anything else is a 400. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: "The request took too long to arrive: send the headers and body without pausing",
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request line and headers are too large" },
  HPE_INVALID_METHOD: { status: 400, message: "Unknown HTTP method" },
  HPE_INVALID_URL: { status: 400, message: "The request line has no valid URL" },
  HPE_INVALID_VERSION: { status: 400, message: "Only HTTP/1.0 and HTTP/1.1 are spoken here" },
  HPE_INVALID_HEADER_TOKEN: { status: 400, message: "A header name or value has characters HTTP does not allow" },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: "Content-Length is not a valid number" },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    message: "Content-Length and Transfer-Encoding may not both be sent",
  },
  HPE_INVALID_TRANSFER_ENCODING: { status: 400, message: "Transfer-Encoding is not valid" },
  HPE_INVALID_CHUNK_SIZE: { status: 400, message: "A chunk of the body has an invalid size" },
};

/** The raw HTTP/1.1 answer to a request Node's parser refused, in the envelope; the connection then closes. */
export function clientErrorResponse(code: string | undefined): string {
  const known = CLIENT_ERRORS[code ?? ""] ?? {
    status: 400,
    message: `The request is not valid HTTP/1.1${code ? ` (${code})` : ""}`,
  };
  const body = JSON.stringify({ statusCode: known.status, errMsg: known.message });
  return [
    `HTTP/1.1 ${known.status} ${http.STATUS_CODES[known.status]}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Fastify's clientErrorHandler: Node's parser errors (malformed request line, headers too large, a request
 * or its headers too slow) get the envelope like every other answer. Bound to the Fastify instance.
 */
function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  this.log.debug({ code: error.code }, "client error");
  if (socket.writable) socket.write(clientErrorResponse(error.code));
  socket.destroy();
}

/**
 * Fastify's options for the limits: Node checks the request and headers timeouts on a timer, every
 * `connectionsCheckingInterval` (30 s by default, which would double a 30 s timeout); a fifth of the
 * shortest timeout, at most a second, keeps the cut close to the configured time.
 */
export function httpServerOptions(limits: THttpLimits) {
  const shortest = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(shortest / 5))),
    },
    clientErrorHandler: answerClientError,
  };
}

/** Caps open connections below the descriptor limit; a refused connection is logged at most every 10 s. */
export function limitConnections(app: FastifyInstance, limits: THttpLimits): void {
  const cap = connectionCap(limits, descriptorLimit());
  if (cap === undefined) return;
  app.server.maxConnections = cap;
  let loggedAt = 0;
  app.server.on("drop", () => {
    const now = Date.now();
    if (now - loggedAt < 10_000) return;
    loggedAt = now;
    app.log.warn(`refusing connections: ${cap} are open (HTTP_MAX_CONNECTIONS)`);
  });
}
