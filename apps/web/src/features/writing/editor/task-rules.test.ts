import { describe, expect, it } from "vitest";
import { formatMinutes, picturesOf, remainingSeconds } from "./task-rules";

describe("remainingSeconds", () => {
  const start = 1_000_000;
  it.each<[1 | 2, number, number]>([
    [1, start, 1200],
    [2, start, 2400],
    [1, start + 999, 1200],
    [1, start + 1000, 1199],
    [2, start + 39 * 60_000, 60],
    [1, start + 20 * 60_000, 0],
    [1, start + 3 * 3_600_000, 0],
    // A clock set back never adds time.
    [1, start - 60_000, 1200],
  ])("task %d at %d → %d s", (part, now, expected) => {
    expect(remainingSeconds(part, start, now)).toBe(expected);
  });
});

describe("formatMinutes", () => {
  it.each([
    [0, "00:00"],
    [59, "00:59"],
    [60, "01:00"],
    [1200, "20:00"],
    [2400, "40:00"],
    [-5, "00:00"],
    [Number.NaN, "00:00"],
  ])("%d → %s", (s, expected) => {
    expect(formatMinutes(s)).toBe(expected);
  });
});

describe("picturesOf", () => {
  it.each<[string | string[] | undefined, string[]]>([
    [undefined, []],
    ["/api/images/a.png", ["/api/images/a.png"]],
    [
      ["/api/images/a.png", "/api/images/b.png"],
      ["/api/images/a.png", "/api/images/b.png"],
    ],
    [["", " ", "/api/images/a.png"], ["/api/images/a.png"]],
    ["", []],
  ])("%j → %j", (pic, expected) => {
    expect(picturesOf({ pic })).toEqual(expected);
  });
});
