/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL), i.e. a lost race. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Whether a database error is a foreign-key violation: a row this write names (an account, a class) was deleted
 * between the request's reads and its write. The error handler answers it as a 409, never a 500.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
