/** The session life used when the server names none (720h). */
export const DEFAULT_SESSION_HOURS = 720;
/** One hour in milliseconds. */
export const HOUR_MS = 3_600_000;

const HOURS = /^(\d+)h$/i;
// Long digit runs are epoch milliseconds (privileges travel that way); 11+ digits cannot be a plausible year.
const EPOCH_MS = /^\d{11,}$/;

/** Reads a duration like "720h" as a positive whole number of hours; anything else is null. */
export function parseDurationHours(value: string): number | null {
  const match = HOURS.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  return Number.isSafeInteger(hours) && hours > 0 ? hours : null;
}

/**
 * When a session ends, in epoch ms: "N h" counts from `now`, a date string or epoch-ms text is taken
 * as is, a missing (or blank) value means the default 720h; anything unreadable is null.
 */
export function parseExpiry(value: string | undefined, now: number): number | null {
  const text = value?.trim() ?? "";
  if (text === "") return now + DEFAULT_SESSION_HOURS * HOUR_MS;
  const hours = HOURS.exec(text);
  if (hours) return now + Number(hours[1]) * HOUR_MS;
  if (EPOCH_MS.test(text)) return Number(text);
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/** A session is valid while its expiry lies strictly in the future. */
export function isSessionValid(expiresAt: number | null | undefined, now: number): boolean {
  return typeof expiresAt === "number" && Number.isFinite(expiresAt) && expiresAt > now;
}
