/** A stored token balance: what was left, and the local day ("YYYY-MM-DD") it belongs to. */
export type TTokenBalance = { available: number; dayKey: string };

const HOUR_MS = 3_600_000;
// No zone has a day longer than 25 hours, so the next local day has begun within 27 hours of any instant.
const SEARCH_WINDOW_MS = 27 * HOUR_MS;

// Formatters are costly to build and immutable, so one per zone is kept (a cache, not state the rules read).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function wallClock(at: number, timeZone: string): TWallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function dayKeyOf(clock: TWallClock): string {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(clock.year, 4)}-${pad(clock.month, 2)}-${pad(clock.day, 2)}`;
}

/** True when `timeZone` is an IANA zone name this runtime knows (e.g. "UTC", "Asia/Shanghai"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === "") return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The local calendar day of `now` in `timeZone`, as "YYYY-MM-DD" (sorts like the days it names). */
export function refillDayKey(now: number, timeZone: string): string {
  return dayKeyOf(wallClock(now, timeZone));
}

/** Epoch ms of the next local midnight in `timeZone` after `now` (the first instant of the next local day). */
export function nextRefillTime(now: number, timeZone: string): number {
  const today = refillDayKey(now, timeZone);
  const clock = wallClock(now, timeZone);
  // Fast path: midnight of tomorrow's wall clock, shifted by the zone's offset near it, then checked.
  const wallMidnight = Date.UTC(clock.year, clock.month - 1, clock.day + 1);
  const offsetAt = (t: number) => {
    const c = wallClock(t, timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(t / 1000) * 1000;
  };
  const guess = wallMidnight - offsetAt(wallMidnight - offsetAt(wallMidnight));
  if (guess > now && isFirstInstantAfter(guess, today, timeZone)) return guess;
  // Midnight does not exist that day (a DST jump at 00:00) or the guess missed: search for the day change.
  let lo = now;
  let hi = now + SEARCH_WINDOW_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (refillDayKey(mid, timeZone) > today) hi = mid;
    else lo = mid;
  }
  return hi;
}

function isFirstInstantAfter(t: number, today: string, timeZone: string): boolean {
  return refillDayKey(t, timeZone) > today && refillDayKey(t - 1, timeZone) <= today;
}

/**
 * Tokens available at `now`: a balance stored on an earlier local day has been refilled to
 * `dailyTokens` (the refill is lazy: nothing runs at midnight); no stored balance means a full day's.
 */
export function currentBalance(
  stored: TTokenBalance | undefined,
  now: number,
  timeZone: string,
  dailyTokens: number,
): number {
  if (!stored || stored.dayKey < refillDayKey(now, timeZone)) return dailyTokens;
  return Math.max(0, stored.available);
}
