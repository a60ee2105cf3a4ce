import { describe, expect, it } from "vitest";
import { groupStatus, type TGroupPart } from "./complete-test-rules";

const part = (
  level: number,
  questionCount: number,
  id: string | null = `p${level}`,
  startNumber?: number,
): TGroupPart => ({
  readingPracticeID: id,
  title: `Part ${level}`,
  level,
  questionCount,
  startNumber,
});

describe("groupStatus", () => {
  it("13 + 13 + 14 questions numbered 1–13, 14–26, 27–40 is a complete test", () => {
    const { rows, problems } = groupStatus([part(1, 13), part(3, 14)], part(2, 13));
    expect(rows.map((r) => [r.level, r.first, r.last])).toEqual([
      [1, 1, 13],
      [2, 14, 26],
      [3, 27, 40],
    ]);
    expect(problems).toEqual([]);
  });

  it.each([
    [
      "a part still to write",
      [part(1, 13)],
      part(2, 13),
      [
        { kind: "missing", level: 3 },
        { kind: "total", total: 26 },
      ],
    ],
    [
      "the same part twice",
      [part(1, 13), part(2, 13), part(2, 13, "other")],
      part(3, 14),
      [
        { kind: "doubled", level: 2 },
        { kind: "total", total: 53 },
      ],
    ],
    [
      "a part 2 of 12 leaves a gap before part 3",
      [part(1, 13), part(3, 14)],
      part(2, 12),
      [
        { kind: "total", total: 39 },
        { kind: "numbering", after: 25, next: 27 },
      ],
    ],
    [
      "a start number that closes the gap",
      [part(1, 13), part(3, 14, "p3", 26)],
      part(2, 12),
      [{ kind: "total", total: 39 }],
    ],
  ])("%s", (_name, saved, current, problems) => {
    expect(groupStatus(saved, current).problems).toEqual(problems);
  });

  it("the passage in the editor replaces its saved copy, and an untagged or deleted one is no part", () => {
    const saved = [part(1, 13), part(2, 10), part(3, 14)];
    expect(groupStatus(saved, part(2, 13)).problems).toEqual([]);
    expect(groupStatus(saved, { ...part(2, 13, "new"), level: 0 }).rows).toHaveLength(3);
  });
});
