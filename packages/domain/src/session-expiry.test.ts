import { describe, expect, it } from "vitest";
import { HOUR_MS, isSessionValid, parseDurationHours, parseExpiry } from "./session-expiry";

const NOW = Date.UTC(2025, 0, 15, 10, 30, 0);

describe("parseExpiry", () => {
  it.each<[string | undefined, number | null]>([
    [undefined, NOW + 720 * HOUR_MS],
    ["", NOW + 720 * HOUR_MS],
    ["   ", NOW + 720 * HOUR_MS],
    ["720h", NOW + 720 * HOUR_MS],
    ["1h", NOW + HOUR_MS],
    [" 24H ", NOW + 24 * HOUR_MS],
    ["0h", NOW],
    ["2025-02-01", Date.UTC(2025, 1, 1)],
    ["2025-02-01T08:00:00Z", Date.UTC(2025, 1, 1, 8)],
    ["2025-02-01T08:00:00+08:00", Date.UTC(2025, 1, 1, 0)],
    ["Sat, 01 Feb 2025 08:00:00 GMT", Date.UTC(2025, 1, 1, 8)],
    ["1738368000000", 1738368000000],
    ["garbage", null],
    ["-5h", null],
    ["1.5h", null],
    ["h", null],
    ["720 hours", null],
    ["2025-13-45", null],
  ])("%j → %s", (value, expected) => {
    expect(parseExpiry(value, NOW)).toBe(expected);
  });
});

describe("isSessionValid", () => {
  it.each<[number | null | undefined, boolean]>([
    [NOW + 1, true],
    [NOW + 720 * HOUR_MS, true],
    [NOW, false],
    [NOW - 1, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])("expiry %s → %s", (expiresAt, valid) => {
    expect(isSessionValid(expiresAt, NOW)).toBe(valid);
  });

  it("a parsed default expiry is valid now and invalid after 720 hours", () => {
    const expiresAt = parseExpiry(undefined, NOW);
    expect(isSessionValid(expiresAt, NOW)).toBe(true);
    expect(isSessionValid(expiresAt, NOW + 720 * HOUR_MS)).toBe(false);
  });
});

describe("parseDurationHours", () => {
  it.each<[string, number | null]>([
    ["720h", 720],
    ["1h", 1],
    [" 48h ", 48],
    ["12H", 12],
    ["0h", null],
    ["-1h", null],
    ["1.5h", null],
    ["720", null],
    ["", null],
    ["h", null],
    ["720m", null],
    ["99999999999999999999h", null],
  ])("%j → %s", (value, hours) => {
    expect(parseDurationHours(value)).toBe(hours);
  });
});
