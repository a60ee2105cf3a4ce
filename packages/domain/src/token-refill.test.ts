import { describe, expect, it } from "vitest";
import { currentBalance, isValidTimeZone, nextRefillTime, refillDayKey, type TTokenBalance } from "./token-refill";

const at = (iso: string) => Date.parse(iso);

describe("refillDayKey", () => {
  it.each([
    ["2025-01-15T10:00:00Z", "UTC", "2025-01-15"],
    ["2025-01-15T23:59:59.999Z", "UTC", "2025-01-15"],
    ["2025-01-15T15:59:59.999Z", "Asia/Shanghai", "2025-01-15"],
    ["2025-01-15T16:00:00Z", "Asia/Shanghai", "2025-01-16"],
    ["2025-01-15T04:59:59Z", "America/New_York", "2025-01-14"],
    ["2025-01-15T05:00:00Z", "America/New_York", "2025-01-15"],
    ["2024-12-31T23:30:00Z", "Asia/Kolkata", "2025-01-01"],
    ["0099-03-01T00:00:00Z", "UTC", "0099-03-01"],
  ])("%s in %s is %s", (iso, tz, key) => {
    expect(refillDayKey(at(iso), tz)).toBe(key);
  });
});

describe("nextRefillTime", () => {
  it.each([
    // UTC: the next 00:00Z, and a full day later when already at midnight
    ["2025-01-15T10:00:00Z", "UTC", "2025-01-16T00:00:00.000Z"],
    ["2025-01-15T00:00:00Z", "UTC", "2025-01-16T00:00:00.000Z"],
    ["2025-01-15T23:59:59.999Z", "UTC", "2025-01-16T00:00:00.000Z"],
    ["2024-12-31T12:00:00Z", "UTC", "2025-01-01T00:00:00.000Z"],
    ["2024-02-28T12:00:00Z", "UTC", "2024-02-29T00:00:00.000Z"],
    // Shanghai is UTC+8 all year: local midnight is 16:00Z the day before
    ["2025-01-15T10:00:00Z", "Asia/Shanghai", "2025-01-15T16:00:00.000Z"],
    ["2025-01-15T16:00:00Z", "Asia/Shanghai", "2025-01-16T16:00:00.000Z"],
    ["2025-07-01T00:00:00Z", "Asia/Shanghai", "2025-07-01T16:00:00.000Z"],
    // New York, winter (EST, UTC-5) and summer (EDT, UTC-4)
    ["2025-01-15T10:00:00Z", "America/New_York", "2025-01-16T05:00:00.000Z"],
    ["2025-07-15T10:00:00Z", "America/New_York", "2025-07-16T04:00:00.000Z"],
    // Spring forward on 2024-03-10 (02:00 EST → 03:00 EDT): that day has 23 hours
    ["2024-03-09T12:00:00Z", "America/New_York", "2024-03-10T05:00:00.000Z"],
    ["2024-03-10T05:00:00Z", "America/New_York", "2024-03-11T04:00:00.000Z"],
    ["2024-03-10T12:00:00Z", "America/New_York", "2024-03-11T04:00:00.000Z"],
    // Fall back on 2024-11-03 (02:00 EDT → 01:00 EST): that day has 25 hours
    ["2024-11-02T12:00:00Z", "America/New_York", "2024-11-03T04:00:00.000Z"],
    ["2024-11-03T04:00:00Z", "America/New_York", "2024-11-04T05:00:00.000Z"],
    ["2024-11-03T06:30:00Z", "America/New_York", "2024-11-04T05:00:00.000Z"],
    // Santiago springs forward at midnight (00:00 → 01:00 on 2024-09-08): the day begins at 01:00 local
    ["2024-09-07T12:00:00Z", "America/Santiago", "2024-09-08T04:00:00.000Z"],
    // and falls back at midnight (2024-04-07 00:00 → 2024-04-06 23:00): 00:00 comes once, an hour later
    ["2024-04-06T12:00:00Z", "America/Santiago", "2024-04-07T04:00:00.000Z"],
    // Half-hour and 45-minute offsets
    ["2025-01-15T10:00:00Z", "Asia/Kolkata", "2025-01-15T18:30:00.000Z"],
    ["2025-01-15T10:00:00Z", "Asia/Kathmandu", "2025-01-15T18:15:00.000Z"],
  ])("after %s in %s → %s", (iso, tz, expected) => {
    expect(new Date(nextRefillTime(at(iso), tz)).toISOString()).toBe(expected);
  });

  it.each([["UTC"], ["Asia/Shanghai"], ["America/New_York"], ["America/Santiago"], ["Europe/London"]])(
    "in %s the refill starts a new day key and the instant before does not",
    (tz) => {
      // Hourly across a year, so every DST change of the zone is crossed.
      for (let now = at("2024-01-01T00:00:00Z"); now < at("2025-01-01T00:00:00Z"); now += 3_600_000 * 7) {
        const next = nextRefillTime(now, tz);
        expect(next).toBeGreaterThan(now);
        expect(refillDayKey(next, tz)).not.toBe(refillDayKey(now, tz));
        expect(refillDayKey(next - 1, tz)).toBe(refillDayKey(now, tz));
      }
    },
  );
});

describe("currentBalance", () => {
  const NOW = at("2025-01-15T10:00:00Z"); // 2025-01-15 in UTC, 2025-01-15 18:00 in Shanghai
  it.each<[string, TTokenBalance | undefined, string, number]>([
    ["never stored", undefined, "UTC", 6],
    ["stored today", { available: 2, dayKey: "2025-01-15" }, "UTC", 2],
    ["stored today, none left", { available: 0, dayKey: "2025-01-15" }, "UTC", 0],
    ["stored yesterday", { available: 0, dayKey: "2025-01-14" }, "UTC", 6],
    ["stored last year", { available: 1, dayKey: "2024-12-31" }, "UTC", 6],
    ["stored 'tomorrow' (zone changed)", { available: 3, dayKey: "2025-01-16" }, "UTC", 3],
    ["negative balance is shown as none", { available: -1, dayKey: "2025-01-15" }, "UTC", 0],
    ["extra tokens granted today are kept", { available: 9, dayKey: "2025-01-15" }, "UTC", 9],
    ["Shanghai already refilled at its midnight", { available: 0, dayKey: "2025-01-14" }, "Asia/Shanghai", 6],
    ["New York still on the 15th", { available: 1, dayKey: "2025-01-15" }, "America/New_York", 1],
  ])("%s", (_label, stored, tz, expected) => {
    expect(currentBalance(stored, NOW, tz, 6)).toBe(expected);
  });
});

describe("isValidTimeZone", () => {
  it.each([
    ["UTC", true],
    ["Asia/Shanghai", true],
    ["America/New_York", true],
    ["Etc/GMT+5", true],
    ["", false],
    ["  ", false],
    ["Mars/Olympus_Mons", false],
    ["UTC+8", false],
  ])("%j → %s", (tz, valid) => {
    expect(isValidTimeZone(tz)).toBe(valid);
  });
});
