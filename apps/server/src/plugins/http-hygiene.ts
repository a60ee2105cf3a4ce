import type { FastifyInstance } from "fastify";

/**
 * Where secrets could sit in a log record: credentials in headers, and any body or password a future log
 * call might pass. Bodies are never logged; this is the second line of defence.
 */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  'res.headers["set-cookie"]',
  "body",
  "req.body",
  "password",
  "*.password",
  "token",
  "*.token",
];

/** Where log lines go (pino's destination): one JSON line per write. */
export type TLogStream = { write(line: string): void };

/** pino's options: the level, secrets redacted, and an optional destination (tests read the lines back). */
export function loggerOptions(level: string, stream?: TLogStream) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    ...(stream && { stream }),
  };
}

/** The path of a URL, without its query string: a query could carry something that is not ours to keep. */
export const pathOnly = (url: string) => url.split("?")[0] ?? "/";

/**
 * One line per request, on its answer: method, path, status, time and the request id (pino's `reqId`).
 * Fastify's own two lines ("incoming request", "request completed") are off (`disableRequestLogging`).
 */
function logEachRequest(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: pathOnly(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      "request",
    );
    done();
  });
}

/**
 * Nothing the API says may be kept by a browser or a proxy (a sign-in's token, a learner's records):
 * every answer is `no-store` unless its route chose its own caching (hashed assets and images by SHA-256
 * are immutable, index.html is `no-cache`). Decided on send, so static files' own headers count.
 */
function noStoreByDefault(app: FastifyInstance): void {
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
}

/** The methods that exist in the router: what a 405's Allow header names. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"] as const;

/** The methods the router has for this path (Fastify's own lookup, so it matches what would be served). */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = pathOnly(url);
  return METHODS.filter((method) => app.findRoute({ method, url: path }) !== null);
}

/** The 405 of a path that exists with other methods, in the envelope. */
export function methodNotAllowed(method: string, url: string, allowed: readonly string[]) {
  return {
    statusCode: 405,
    errMsg: `${method} is not allowed on ${pathOnly(url)}: use ${allowed.join(" or ")}`,
  };
}

/** Registered before any plugin, so every route and every answer (errors, 404s, static files) gets them. */
export function registerHttpHygiene(app: FastifyInstance): void {
  logEachRequest(app);
  noStoreByDefault(app);
}
