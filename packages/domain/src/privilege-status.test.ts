import { describe, expect, it } from "vitest";
import {
  englishRemainingTime,
  expiryDisplay,
  PERMANENT_EXPIRY_MS,
  privilegeStatus,
  remainingTime,
  type TExpiryDisplay,
  type TExpiryInput,
  type TPrivilegeStatus,
  type TRemainingTime,
} from "./privilege-status";

const NOW = Date.UTC(2025, 5, 10, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("privilegeStatus", () => {
  it.each<[string, TExpiryInput, TPrivilegeStatus]>([
    ["no expiry", undefined, "active"],
    ["null expiry", null, "active"],
    ["blank text", "  ", "active"],
    ["one ms ahead", NOW + 1, "active"],
    ["a year ahead as text", String(NOW + 365 * DAY), "active"],
    ["exactly now", NOW, "expired"],
    ["one ms ago", NOW - 1, "expired"],
    ["a day ago as text", String(NOW - DAY), "expired"],
    ["the permanent constant", PERMANENT_EXPIRY_MS, "permanent"],
    ["the permanent constant as text", String(PERMANENT_EXPIRY_MS), "permanent"],
    ["first instant of 2099", Date.UTC(2099, 0, 1), "permanent"],
    ["last instant of 2098", Date.UTC(2099, 0, 1) - 1, "active"],
    ["year 2150", Date.UTC(2150, 0, 1), "permanent"],
    ["ISO date ahead", "2025-07-01T00:00:00Z", "active"],
    ["ISO date behind", "2025-06-01", "expired"],
    ["ISO date in 2099", "2099-06-01", "permanent"],
    ["unreadable text", "soon", "expired"],
    ["NaN", Number.NaN, "expired"],
  ])("%s → %s", (_label, expiresAt, status) => {
    expect(privilegeStatus(expiresAt, NOW)).toBe(status);
  });

  it("a permanent grant is still permanent in 2100", () => {
    expect(privilegeStatus(PERMANENT_EXPIRY_MS, Date.UTC(2100, 0, 1))).toBe("permanent");
  });
});

describe("expiryDisplay", () => {
  it.each<[TExpiryInput, TExpiryDisplay]>([
    [undefined, { kind: "never" }],
    ["", { kind: "never" }],
    [PERMANENT_EXPIRY_MS, { kind: "permanent" }],
    ["4102444800000", { kind: "permanent" }],
    [NOW, { kind: "date", at: NOW }],
    [String(NOW), { kind: "date", at: NOW }],
    ["2025-07-01T00:00:00Z", { kind: "date", at: Date.UTC(2025, 6, 1) }],
    ["not a date", { kind: "unknown" }],
  ])("%j → %j", (expiresAt, display) => {
    expect(expiryDisplay(expiresAt)).toEqual(display);
  });
});

describe("remainingTime", () => {
  it.each<[string, TExpiryInput, TRemainingTime | null, string | null]>([
    ["no expiry", undefined, null, null],
    ["permanent", PERMANENT_EXPIRY_MS, null, null],
    ["unreadable", "whenever", { kind: "unknown" }, "Unknown"],
    ["in one minute", NOW + 60_000, { kind: "today" }, "Expires today"],
    ["in exactly 24 hours", NOW + DAY, { kind: "today" }, "Expires today"],
    ["in 24 hours and 1 ms", NOW + DAY + 1, { kind: "tomorrow" }, "Expires tomorrow"],
    ["in 36 hours", NOW + 36 * HOUR, { kind: "tomorrow" }, "Expires tomorrow"],
    ["in exactly 48 hours", NOW + 2 * DAY, { kind: "tomorrow" }, "Expires tomorrow"],
    ["in 48 hours and 1 ms (rounded up)", NOW + 2 * DAY + 1, { kind: "inDays", days: 3 }, "Expires in 3 days"],
    ["in 6.2 days", NOW + 6.2 * DAY, { kind: "inDays", days: 7 }, "Expires in 7 days"],
    ["in 30 days", NOW + 30 * DAY, { kind: "inDays", days: 30 }, "Expires in 30 days"],
    ["at this instant", NOW, { kind: "expiredDaysAgo", days: 1 }, "Expired 1 day ago"],
    ["one hour ago", NOW - HOUR, { kind: "expiredDaysAgo", days: 1 }, "Expired 1 day ago"],
    ["exactly one day ago", NOW - DAY, { kind: "expiredDaysAgo", days: 1 }, "Expired 1 day ago"],
    ["25 hours ago (rounded up)", NOW - 25 * HOUR, { kind: "expiredDaysAgo", days: 2 }, "Expired 2 days ago"],
    ["ten days ago", NOW - 10 * DAY, { kind: "expiredDaysAgo", days: 10 }, "Expired 10 days ago"],
  ])("%s", (_label, expiresAt, remaining, english) => {
    const actual = remainingTime(expiresAt, NOW);
    expect(actual).toEqual(remaining);
    expect(actual && englishRemainingTime(actual)).toBe(english);
  });

  it.each([[NOW - DAY], [NOW], [NOW + 1], [NOW + 3 * DAY], [PERMANENT_EXPIRY_MS], [undefined]])(
    "agrees with privilegeStatus for %s",
    (expiresAt) => {
      const expired = remainingTime(expiresAt, NOW)?.kind === "expiredDaysAgo";
      expect(expired).toBe(privilegeStatus(expiresAt, NOW) === "expired");
    },
  );
});
