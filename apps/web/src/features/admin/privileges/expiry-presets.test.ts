import { isPermanentExpiry, privilegeStatus } from "@bandcraft/domain/privilege-status";
import { describe, expect, it } from "vitest";
import {
  customProblem,
  fromDateTimeLocal,
  permanentExpiry,
  presetExpiry,
  type TPreset,
  toDateTimeLocal,
} from "./expiry-presets";

const DAY = 86_400_000;
const NOW = new Date(2026, 5, 1, 9, 30, 15).getTime();

describe("presetExpiry", () => {
  it.each<[TPreset, number]>([
    ["7", NOW + 7 * DAY],
    ["30", NOW + 30 * DAY],
    ["90", NOW + 90 * DAY],
    ["365", NOW + 365 * DAY],
  ])("%s days from now", (preset, expected) => {
    expect(presetExpiry(preset, NOW)).toBe(expected);
  });

  it("permanent is the last second of 2099, local time, and reads as permanent", () => {
    const at = new Date(presetExpiry("permanent", NOW));
    expect([at.getFullYear(), at.getMonth(), at.getDate(), at.getHours(), at.getMinutes(), at.getSeconds()]).toEqual([
      2099, 11, 31, 23, 59, 59,
    ]);
    expect(isPermanentExpiry(permanentExpiry())).toBe(true);
    expect(privilegeStatus(String(permanentExpiry()), NOW)).toBe("permanent");
  });
});

describe("datetime-local values", () => {
  it.each([
    [new Date(2026, 5, 1, 9, 30).getTime(), "2026-06-01T09:30"],
    [new Date(2026, 0, 9, 0, 5).getTime(), "2026-01-09T00:05"],
    [new Date(2099, 11, 31, 23, 59).getTime(), "2099-12-31T23:59"],
  ])("%i ↔ %s", (ms, text) => {
    expect(toDateTimeLocal(ms)).toBe(text);
    expect(fromDateTimeLocal(text)).toBe(ms);
  });

  it("drops the seconds when writing", () => {
    expect(toDateTimeLocal(NOW)).toBe("2026-06-01T09:30");
  });

  it.each(["", "tomorrow", "2026-02-31T10:00", "2026-13-01T10:00", "2026-06-01"])("%j is not one", (text) => {
    expect(fromDateTimeLocal(text)).toBeNull();
  });

  it("reads seconds when a browser sends them", () => {
    expect(fromDateTimeLocal("2026-06-01T09:30:15")).toBe(NOW);
  });
});

describe("customProblem", () => {
  it.each([
    [null, "missing"],
    [Number.NaN, "invalid"],
    [NOW - 60_000, "past"],
    [NOW, "past"],
    [NOW + 60_000, null],
  ])("%s → %s", (expiresAt, expected) => {
    expect(customProblem(expiresAt, NOW)).toBe(expected);
  });
});
