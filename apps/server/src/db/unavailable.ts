/** Socket errors of a database that is down, restarting or unreachable. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up), too_many_connections. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** What node-postgres throws, without a code, when a connection dies or cannot be had in time. */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL stopped or restarting,
 * its connections cut, SQLite locked past the busy timeout): the request may succeed if retried, so
 * it is answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === "object" && e !== null && depth < 4; depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08") || code === "SQLITE_BUSY") {
        return true;
      }
    }
    if (typeof message === "string" && PG_MESSAGES.some((m) => m.test(message))) return true;
    // An AggregateError (connecting to every address of a host failed) counts if its parts do.
    if (Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
