/** The expiry written for a permanent grant: the last second of 2099 (UTC). */
export const PERMANENT_EXPIRY_MS = Date.UTC(2099, 11, 31, 23, 59, 59);
/** an expiry in the year 2099 or later is permanent. Judged in UTC so every zone agrees. */
export const PERMANENT_FROM_MS = Date.UTC(2099, 0, 1);
const DAY_MS = 86_400_000;

/** What an expiry value may be: epoch ms as a number or text, a date string, or nothing. */
export type TExpiryInput = number | string | undefined | null;
export type TPrivilegeStatus = "active" | "expired" | "permanent";
export type TExpiryDisplay =
  | { kind: "never" }
  | { kind: "permanent" }
  | { kind: "date"; at: number }
  | { kind: "unknown" };
export type TRemainingTime =
  | { kind: "expiredDaysAgo"; days: number }
  | { kind: "today" }
  | { kind: "tomorrow" }
  | { kind: "inDays"; days: number }
  | { kind: "unknown" };

/** Reads an expiry: undefined when there is none, NaN when it cannot be read, else epoch ms. */
export function expiryMs(expiresAt: TExpiryInput): number | undefined {
  if (expiresAt === undefined || expiresAt === null) return undefined;
  if (typeof expiresAt === "number") return Number.isFinite(expiresAt) ? expiresAt : Number.NaN;
  const text = expiresAt.trim();
  if (text === "") return undefined;
  // The API sends epoch ms as text ("1767225599000"); anything else is tried as a date string.
  if (/^-?\d+$/.test(text)) return Number(text);
  return Date.parse(text);
}

/** True when the expiry falls in 2099 or later. */
export function isPermanentExpiry(ms: number): boolean {
  return ms >= PERMANENT_FROM_MS;
}

/**
 * A privilege's status at `now`. No expiry never runs out ("active"); an unreadable expiry counts
 * as expired so a corrupt value never grants access.
 */
export function privilegeStatus(expiresAt: TExpiryInput, now: number): TPrivilegeStatus {
  const ms = expiryMs(expiresAt);
  if (ms === undefined) return "active";
  if (Number.isNaN(ms)) return "expired";
  if (isPermanentExpiry(ms)) return "permanent";
  return ms <= now ? "expired" : "active";
}

/** How to show an expiry: "Never" without a date, "Permanent" from 2099, else the date. */
export function expiryDisplay(expiresAt: TExpiryInput): TExpiryDisplay {
  const ms = expiryMs(expiresAt);
  if (ms === undefined) return { kind: "never" };
  if (Number.isNaN(ms)) return { kind: "unknown" };
  if (isPermanentExpiry(ms)) return { kind: "permanent" };
  return { kind: "date", at: ms };
}

/**
 * Time left, in days rounded up: up to 24 hours is "today", up to 48 hours "tomorrow", beyond that
 * "in N days"; an expired one says how many days ago (at least 1). Null when nothing runs out.
 */
export function remainingTime(expiresAt: TExpiryInput, now: number): TRemainingTime | null {
  const ms = expiryMs(expiresAt);
  if (ms === undefined) return null;
  if (Number.isNaN(ms)) return { kind: "unknown" };
  if (isPermanentExpiry(ms)) return null;
  const diff = ms - now;
  // Same boundary as privilegeStatus: at the instant of expiry it is expired, never "Expires today".
  if (diff <= 0) return { kind: "expiredDaysAgo", days: Math.max(1, Math.ceil(-diff / DAY_MS)) };
  const days = Math.ceil(diff / DAY_MS);
  if (days === 1) return { kind: "today" };
  if (days === 2) return { kind: "tomorrow" };
  return { kind: "inDays", days };
}

/** The English label for a remaining time (the web translates the kinds itself; this is for the CLI and tests). */
export function englishRemainingTime(remaining: TRemainingTime): string {
  switch (remaining.kind) {
    case "expiredDaysAgo":
      return remaining.days === 1 ? "Expired 1 day ago" : `Expired ${remaining.days} days ago`;
    case "today":
      return "Expires today";
    case "tomorrow":
      return "Expires tomorrow";
    case "inDays":
      return `Expires in ${remaining.days} days`;
    case "unknown":
      return "Unknown";
  }
}
