/** The grant presets: days from now, or permanent. */
export const PRESETS = ["7", "30", "90", "365", "permanent"] as const;
export type TPreset = (typeof PRESETS)[number];

const DAY_MS = 86_400_000;

/** Permanent is 31 Dec 2099 23:59:59 in the administrator's own time zone. */
export function permanentExpiry(): number {
  return new Date(2099, 11, 31, 23, 59, 59).getTime();
}

/** The expiry a preset sets, counted from `now`. */
export function presetExpiry(preset: TPreset, now: number): number {
  return preset === "permanent" ? permanentExpiry() : now + Number(preset) * DAY_MS;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Epoch ms as a datetime-local value ("2026-06-01T09:30", local time, to the minute). */
export function toDateTimeLocal(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as epoch ms (local time), or null when it is not one. */
export function fromDateTimeLocal(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Date rolls 31 Feb over into March; such a value is not a date.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}

/** Why a custom expiry cannot be applied: none given, unreadable, or not after now. */
export type TCustomProblem = "missing" | "invalid" | "past";

/** Checks a custom expiry (epoch ms, or null when the field is empty) against `now`. */
export function customProblem(expiresAt: number | null, now: number): TCustomProblem | null {
  if (expiresAt === null) return "missing";
  if (!Number.isFinite(expiresAt)) return "invalid";
  return expiresAt <= now ? "past" : null;
}
