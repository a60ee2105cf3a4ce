import { describe, expect, it } from "vitest";
import { byPosition, commentAt, lineEnds, markSegments, type TRange } from "./mark-ranges";

/** Segments as "start-end:covering/starting" strings, compact enough for a table. */
const compact = (length: number, ranges: TRange[]) =>
  markSegments(length, ranges).map((s) => `${s.start}-${s.end}:${s.covering.join(",")}/${s.starting.join(",")}`);

describe("markSegments", () => {
  it.each<[string, number, TRange[], string[]]>([
    ["no comments: the whole text", 10, [], ["0-10:/"]],
    ["an empty text: nothing", 0, [], []],
    ["one comment in the middle", 10, [{ start: 2, end: 5 }], ["0-2:/", "2-5:0/0", "5-10:/"]],
    ["a comment over the whole text", 4, [{ start: 0, end: 4 }], ["0-4:0/0"]],
    [
      "two apart",
      10,
      [
        { start: 0, end: 2 },
        { start: 6, end: 8 },
      ],
      ["0-2:0/0", "2-6:/", "6-8:1/1", "8-10:/"],
    ],
    [
      "touching: one ends where the next begins",
      6,
      [
        { start: 0, end: 3 },
        { start: 3, end: 6 },
      ],
      ["0-3:0/0", "3-6:1/1"],
    ],
    [
      "overlapping: the shared stretch is covered by both",
      10,
      [
        { start: 1, end: 5 },
        { start: 3, end: 8 },
      ],
      ["0-1:/", "1-3:0/0", "3-5:0,1/1", "5-8:1/", "8-10:/"],
    ],
    [
      "nested: the inner one is covered twice",
      10,
      [
        { start: 0, end: 10 },
        { start: 4, end: 6 },
      ],
      ["0-4:0/0", "4-6:0,1/1", "6-10:0/"],
    ],
    [
      "the same range twice: both begin there",
      5,
      [
        { start: 1, end: 3 },
        { start: 1, end: 3 },
      ],
      ["0-1:/", "1-3:0,1/0,1", "3-5:/"],
    ],
    [
      "past the end: clamped; wholly past or empty: left out",
      5,
      [
        { start: 3, end: 99 },
        { start: 7, end: 9 },
        { start: 2, end: 2 },
      ],
      ["0-3:/", "3-5:0/0"],
    ],
  ])("%s", (_name, length, ranges, expected) => {
    expect(compact(length, ranges)).toStrictEqual(expected);
  });

  it("keeps a surrogate pair whole when the comment holds it (offsets are UTF-16 units)", () => {
    const text = "a 😀 b";
    const [before, emoji] = markSegments(text.length, [{ start: 2, end: 4 }]);
    expect(text.slice(before?.start, before?.end)).toBe("a ");
    expect(text.slice(emoji?.start, emoji?.end)).toBe("😀");
  });
});

describe("byPosition and commentAt", () => {
  it.each<[TRange[], number, number | null]>([
    [[{ start: 2, end: 5 }], 2, 0],
    [[{ start: 2, end: 5 }], 4, 0],
    [[{ start: 2, end: 5 }], 5, null],
    [[{ start: 2, end: 5 }], 1, null],
    [
      [
        { start: 0, end: 9 },
        { start: 3, end: 4 },
      ],
      3,
      0,
    ],
  ])("commentAt(%j, %i) is %s", (ranges, offset, expected) => {
    expect(commentAt(ranges, offset)).toBe(expected);
  });

  it("orders by start, then the shorter first", () => {
    const sorted = byPosition([
      { start: 5, end: 9 },
      { start: 1, end: 8 },
      { start: 1, end: 3 },
    ]);
    expect(sorted).toStrictEqual([
      { start: 1, end: 3 },
      { start: 1, end: 8 },
      { start: 5, end: 9 },
    ]);
  });
});

describe("lineEnds", () => {
  it.each<[string, string, [number, number][]]>([
    [
      "no carriage return: the same offsets",
      "ab\ncd",
      [
        [0, 0],
        [3, 3],
        [5, 5],
      ],
    ],
    // shown "ab\ncd": shown 3 ("c") is original 4; original 5 ("d") is shown 4.
    [
      "\\r\\n counts once",
      "ab\r\ncd",
      [
        [3, 4],
        [4, 5],
        [5, 6],
      ],
    ],
    [
      "a lone \\r is a line end too",
      "ab\rcd",
      [
        [2, 2],
        [3, 3],
      ],
    ],
  ])("%s", (_name, text, pairs) => {
    const map = lineEnds(text);
    expect(map.shown).toBe(text.replace(/\r\n?/g, "\n"));
    for (const [shown, original] of pairs) {
      expect(map.toOriginal(shown)).toBe(original);
      expect(map.toShown(original)).toBe(shown);
    }
  });

  it("moves a point inside \\r\\n past it", () => {
    expect(lineEnds("ab\r\ncd").toShown(3)).toBe(3);
  });
});
